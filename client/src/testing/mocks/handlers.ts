import { http, HttpResponse } from 'msw';
import { adminCatalogueHandlers, adminListHandlers } from './admin-handlers';
import { adminSessionHandlers } from './admin-session-handlers';
import { checkInHandlers } from './checkin-handlers';
import { deskHandlers } from './desk-handlers';
import { activitiesFixture, reviewsFixture } from './fixtures';
import { insightsHandlers } from './insights-handlers';
import { membershipHandlers } from './membership-handlers';
import { orderHandlers } from './order-handlers';
import { passHandlers } from './pass-handlers';
import { recipeHandlers } from './recipe-handlers';
import { rosterHandlers } from './roster-handlers';
import { sessionHandlers } from './session-handlers';
import { timetableHandlers } from './timetable-handlers';
import { userHandlers } from './user-handlers';
import { waitlistHandlers } from './waitlist-handlers';

export const handlers = [
  // First: GET /order/export.csv is no order id.
  ...insightsHandlers,
  ...deskHandlers,
  ...sessionHandlers,
  ...rosterHandlers,
  ...passHandlers,
  ...adminSessionHandlers,
  ...timetableHandlers,
  ...adminCatalogueHandlers,
  http.get('*/api/activity/all', () => HttpResponse.json(activitiesFixture)),
  http.get('*/api/activity/:id', ({ params }) => {
    const found = activitiesFixture.find((activity) => String(activity.id) === params.id);
    if (!found)
      return HttpResponse.json({ error: 'No se encontró el recurso solicitado' }, { status: 404 });
    return HttpResponse.json({ ...found, trainers: [], rating: { count: 3, average: 4.3 } });
  }),
  // `activityId` keeps one class's reviews (its page's 'Opiniones').
  http.get('*/api/review/all', ({ request }) => {
    const activityId = new URL(request.url).searchParams.get('activityId');
    const rows =
      activityId === null
        ? reviewsFixture
        : reviewsFixture.filter((review) => review.activityId === Number(activityId));
    return HttpResponse.json(rows, { headers: { 'X-Total-Count': String(rows.length) } });
  }),
  http.get('*/api/review/user/:userId', () => HttpResponse.json([])),
  http.get('*/api/trainer', () => HttpResponse.json([])),
  ...userHandlers,
  ...orderHandlers,
  ...membershipHandlers,
  ...recipeHandlers,
  ...waitlistHandlers,
  ...adminListHandlers,
  ...checkInHandlers,
];
