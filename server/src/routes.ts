import { Router } from 'express';
import type { Config } from './config.ts';
import type { Bookings } from './domain/bookings/index.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import type { CreateAccount, DeleteAccount, PasswordLink } from './lib/firebase.ts';
import type { Logger } from './lib/logger.ts';
import type { MediaStorage } from './lib/media-storage.ts';
import type { RateLimits } from './middleware/rate-limit.ts';
import { activitiesRouter } from './features/activities/activities.router.ts';
import { healthRouter } from './features/health/health.router.ts';
import type { Readiness } from './features/health/readiness.ts';
import { reviewsRouter } from './features/reviews/reviews.router.ts';
import { recipesRouter } from './features/recipes/recipes.router.ts';
import { slotsRouter } from './features/slots/slots.router.ts';
import { documentedSlotsRouter } from './features/slots/documented.router.ts';
import { discountsRouter } from './features/discounts/discounts.router.ts';
import {
  orderLinesRouter,
  orderStateRouter,
  ordersRouter,
} from './features/orders/orders.router.ts';
import {
  documentedOrderLinesRouter,
  documentedOrderMailRouter,
  documentedOrdersRouter,
} from './features/orders/documented.router.ts';
import { documentedReviewsRouter } from './features/reviews/documented.router.ts';
import { trainersRouter } from './features/trainers/trainers.router.ts';
import { usersRouter } from './features/users/users.router.ts';
import { paymentsRouter } from './features/payments/payments.router.ts';
import { waitlistRouter } from './features/waitlist/waitlist.router.ts';
import { insightsRouter } from './features/insights/insights.router.ts';
import { closuresRouter } from './features/closures/closures.router.ts';
import {
  memberSessionsRouter,
  sessionsRouter,
  timetableRouter,
} from './features/sessions/sessions.router.ts';
import { makeupsRouter } from './features/makeups/makeups.router.ts';
import {
  attendanceRouter,
  sessionAttendanceRouter,
} from './features/attendance/attendance.router.ts';
import { checkInRouter } from './features/checkin/checkin.router.ts';
import { mediaRouter } from './features/media/media.router.ts';
import { subscriptionsRouter } from './features/subscriptions/subscriptions.router.ts';
import { priceChangesRouter } from './features/subscriptions/price-changes.router.ts';
import { legalRequestsRouter } from './features/legal-requests/legal-requests.router.ts';
import { mercadoPagoProvider, type PaymentProvider } from './lib/mercadopago-provider.ts';
import {
  calendarFeedRouter,
  membershipsRouter,
} from './features/memberships/memberships.router.ts';
import { mailViewerApi } from './sandbox/mail-viewer.router.ts';
import type { Mailbox } from './sandbox/smtp-catcher.ts';
import { auditRouter } from './features/audit/audit.router.ts';

export interface ApiDeps {
  config: Config;
  logger: Logger;
  /** Whether this instance still takes new work (GET /ready). */
  readiness: Readiness;
  deleteAccount: DeleteAccount;
  /** Firebase accounts the desk creates for new members, and their links to choose a password. */
  createAccount: CreateAccount;
  passwordLink: PasswordLink;
  rateLimits: RateLimits;
  /** The place transitions, built once from the configuration (domain/bookings/). */
  bookings: Bookings;
  /** Where uploaded photos are kept (lib/media-storage.ts). */
  media: MediaStorage;
  /** The SMTP catcher's mailbox: GET /dev/mails lists it (never in production). */
  mailbox?: Mailbox | undefined;
  /** Mercado Pago; by default the one the config names. */
  provider?: PaymentProvider;
}

export function apiRoutes(prisma: PrismaClient, deps: ApiDeps): Router {
  const router = Router();
  const provider = deps.provider ?? mercadoPagoProvider(deps.config.mercadoPago);
  const sessionPolicy = {
    makeupDays: deps.config.memberships.makeupDays,
    skipNoticeHours: deps.config.memberships.skipNoticeHours,
    publicUrl: deps.config.publicUrl,
  };
  router.use(healthRouter(prisma, deps.readiness));
  router.use('/activity', activitiesRouter(prisma));
  router.use('/activity', priceChangesRouter(prisma, deps.config));
  router.use('/trainer', trainersRouter(prisma));
  router.use('/diahora', documentedSlotsRouter(prisma)); // before slotsRouter's /:id
  router.use('/diahora', sessionsRouter(prisma, sessionPolicy));
  router.use('/diahora', attendanceRouter(prisma));
  router.use('/diahora', slotsRouter(prisma, deps.bookings));
  router.use('/review', reviewsRouter(prisma));
  router.use('/user', usersRouter(prisma, deps));
  router.use('/order', ordersRouter(prisma, { ...deps, provider }));
  router.use('/order', subscriptionsRouter(prisma, { ...deps, provider }));
  router.use('/membership', membershipsRouter(prisma, deps));
  router.use('/calendar', calendarFeedRouter(prisma, deps.config.gym.address));
  router.use('/orderline', orderLinesRouter(prisma));
  router.use('/recipes', recipesRouter(prisma, deps));
  router.use('/descuento', discountsRouter(prisma, deps));
  router.use(paymentsRouter(prisma, { ...deps, provider }));
  router.use(waitlistRouter(prisma, deps.bookings));
  router.use('/insights', insightsRouter(prisma));
  router.use('/audit', auditRouter(prisma));
  router.use('/closures', closuresRouter(prisma, sessionPolicy));
  router.use('/sessions', memberSessionsRouter(prisma, sessionPolicy));
  router.use('/sessions', sessionAttendanceRouter(prisma));
  router.use('/makeups', makeupsRouter(prisma, sessionPolicy));
  router.use('/timetable', timetableRouter(prisma));
  router.use('/checkin', checkInRouter(prisma, deps.config.checkIn));
  router.use('/media', mediaRouter(prisma, deps.media));
  router.use(legalRequestsRouter(prisma, { ...deps, provider }));

  // The original app's documented calls our client does not make (docs/api.md).
  router.use('/order', documentedOrdersRouter(prisma, { ...deps, provider }));
  router.use('/order', orderStateRouter(prisma, { ...deps, provider }));
  router.use('/orderline', documentedOrderLinesRouter(prisma));
  router.use('/review', documentedReviewsRouter(prisma));
  router.use('/email', documentedOrderMailRouter(prisma, deps));
  if (deps.mailbox && deps.config.nodeEnv !== 'production') {
    router.use('/dev/mails', mailViewerApi(deps.mailbox));
  }
  return router;
}
