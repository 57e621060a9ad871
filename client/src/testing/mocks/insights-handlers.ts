import {
  INSIGHTS_MESSAGES,
  MESSAGES,
  attendanceMonthQuerySchema,
  type AttendanceInsightsDto,
  type InsightsDto,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';

/** Pesos a month, oldest first: April 2024 to March 2025. */
const MONTHS: [month: string, paid: number, refunded: number, discounts: number][] = [
  ['2024-04', 120000, 0, 5000],
  ['2024-05', 150000, 10000, 7500],
  ['2024-06', 90000, 0, 0],
  ['2024-07', 0, 0, 0],
  ['2024-08', 80000, 0, 2000],
  ['2024-09', 110000, 0, 4000],
  ['2024-10', 130000, 5000, 6000],
  ['2024-11', 140000, 0, 6500],
  ['2024-12', 60000, 0, 1000],
  ['2025-01', 170000, 0, 9000],
  ['2025-02', 210000, 15000, 12000],
  ['2025-03', 185000, 0, 8000],
];

const pesos = (amount: number) => amount.toFixed(2);

/** Débitos authorised and cancelled a month, the months of MONTHS: none until September 2024. */
const DEBIT_CHANGES: Record<string, [started: number, cancelled: number]> = {
  '2024-09': [2, 0],
  '2024-10': [3, 1],
  '2024-12': [1, 0],
  '2025-02': [4, 2],
  '2025-03': [1, 0],
};

/** A whole 'Resumen': every figure and list in use, a null renewal rate, a full slot with a line. */
export const insightsFixture: InsightsDto = {
  from: '2024-04-01',
  to: '2025-03-31',
  revenue: MONTHS.map(([month, paid, refunded, discounts]) => ({
    month,
    paid: pesos(paid),
    refunded: pesos(refunded),
    net: pesos(paid - refunded),
    discounts: pesos(discounts),
  })),
  members: {
    activeMembers: { value: 42, previous: 39 },
    activeMemberships: { value: 51, previous: 53 },
    newThisMonth: { value: 7, previous: 7 },
    lapsedThisMonth: { value: 3, previous: 1 },
    renewalRate: { value: null, previous: 0.5 },
  },
  occupancy: [
    {
      diaHoraId: 11,
      day: 'Lunes',
      hour: '08:00',
      activity: { id: 1, name: 'Funcional' },
      capacity: 10,
      held: 4,
      occupancy: 0.4,
      waiting: 0,
    },
    {
      diaHoraId: 12,
      day: 'Lunes',
      hour: '19:00',
      activity: { id: 1, name: 'Funcional' },
      capacity: 10,
      held: 10,
      occupancy: 1,
      waiting: 2,
    },
    {
      diaHoraId: 21,
      day: 'Miercoles',
      hour: '19:00',
      activity: { id: 2, name: 'Spinning' },
      capacity: 20,
      held: 15,
      occupancy: 0.75,
      waiting: 0,
    },
    {
      diaHoraId: 31,
      day: 'Sabado',
      hour: '10:00',
      activity: { id: 3, name: 'Yoga' },
      capacity: 8,
      held: 0,
      occupancy: 0,
      waiting: 0,
    },
  ],
  ending: [
    {
      orderId: 203,
      endsAt: '2025-04-04T15:30:00.000Z',
      member: { id: 9, name: 'Bruno', lastName: 'Díaz' },
      classes: ['Funcional'],
    },
    {
      orderId: 207,
      endsAt: '2025-04-06T15:30:00.000Z',
      member: { id: 7, name: 'Ana', lastName: 'Pérez' },
      classes: ['Spinning', 'Yoga'],
    },
  ],
  classes: [
    { activityId: 1, name: 'Funcional', booked: 40, averageRating: 4.25, ratings: 12 },
    { activityId: 2, name: 'Spinning', booked: 25, averageRating: 3.5, ratings: 4 },
    { activityId: 5, name: 'Pilates', booked: 18, averageRating: 4.8, ratings: 5 },
    { activityId: 3, name: 'Yoga', booked: 9, averageRating: null, ratings: 0 },
    { activityId: 4, name: 'Boxeo', booked: 3, averageRating: 5, ratings: 1 },
    { activityId: 6, name: 'Crossfit', booked: 0, averageRating: null, ratings: 0 },
  ],
  // Eight débitos active now: six of 9000 pesos, two of 9250,50.
  debits: {
    monthlyRecurring: pesos(6 * 9000 + 2 * 9250.5),
    active: 8,
    months: MONTHS.map(([month]) => {
      const [started, cancelled] = DEBIT_CHANGES[month] ?? [0, 0];
      return { month, started, cancelled };
    }),
  },
};

/** 'Asistencia' of March 2025 up to the 15th: two classes, three slots, who missed most. */
export const attendanceFixture: AttendanceInsightsDto = {
  from: '2025-03-01',
  to: '2025-03-15',
  total: { expected: 40, attended: 30, rate: 0.75 },
  byClass: [
    { activityId: 1, name: 'Funcional', expected: 20, attended: 16, rate: 0.8 },
    { activityId: 2, name: 'Spinning', expected: 20, attended: 14, rate: 0.7 },
  ],
  bySlot: [
    {
      diaHoraId: 11,
      day: 'Lunes',
      hour: '08:00',
      activity: 'Funcional',
      expected: 10,
      attended: 9,
      rate: 0.9,
    },
    {
      diaHoraId: 12,
      day: 'Lunes',
      hour: '19:00',
      activity: 'Funcional',
      expected: 10,
      attended: 7,
      rate: 0.7,
    },
    {
      diaHoraId: 21,
      day: 'Miercoles',
      hour: '19:00',
      activity: 'Spinning',
      expected: 20,
      attended: 14,
      rate: 0.7,
    },
  ],
  noShows: 10,
  absentees: [
    { id: 9, name: 'Bruno', lastName: 'Díaz', noShows: 4 },
    { id: 7, name: 'Ana', lastName: 'Pérez', noShows: 1 },
  ],
};

/** A month nobody's attendance was taken in (nothing expected). */
export const emptyAttendanceOf = (from: string, to: string): AttendanceInsightsDto => ({
  from,
  to,
  total: { expected: 0, attended: 0, rate: null },
  byClass: [],
  bySlot: [],
  noShows: 0,
  absentees: [],
});

/** 'ordenes-<from>-<to>.csv' as the server sends it: a BOM, then ';'-separated lines. */
export const EXPORT_CSV = '\uFEFFNúmero;Fecha;Socio\r\n201;05/03/2025;Ana Pérez\r\n';

/** Each request to GET /insights, GET /insights/attendance and GET /order/export.csv: its query and bearer token. */
export const insightsDb = {
  requests: [] as { path: string; params: Record<string, string>; authorization: string | null }[],
  reset() {
    this.requests = [];
  },
};

/** Notes the request in insightsDb; answers its query parameters. */
export function recordRequest(request: Request) {
  const url = new URL(request.url);
  insightsDb.requests.push({
    path: url.pathname,
    params: Object.fromEntries(url.searchParams),
    authorization: request.headers.get('Authorization'),
  });
  return url.searchParams;
}

/** A day the contract accepts: AAAA-MM-DD. */
const validDay = (value: string | null) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value);

/** 'Resumen' ('Asistencia' too) and 'Exportar CSV'; part of the default handlers (the dashboard opens on 'Resumen'). */
export const insightsHandlers = [
  http.get('*/api/insights', ({ request }) => {
    recordRequest(request);
    return HttpResponse.json(insightsFixture);
  }),
  // The month the contract accepts (AAAA-MM), else the server's 400.
  http.get('*/api/insights/attendance', ({ request }) => {
    const params = recordRequest(request);
    const query = attendanceMonthQuerySchema.safeParse(Object.fromEntries(params));
    if (!query.success) {
      return HttpResponse.json(
        { error: MESSAGES.invalidInput, fields: { month: INSIGHTS_MESSAGES.monthInvalid } },
        { status: 400 },
      );
    }
    return HttpResponse.json(attendanceFixture);
  }),
  http.get('*/api/order/export.csv', ({ request }) => {
    const params = recordRequest(request);
    const from = params.get('from');
    const to = params.get('to');
    if (!validDay(from) || !validDay(to)) {
      return HttpResponse.json(
        { error: MESSAGES.invalidInput, fields: { from: INSIGHTS_MESSAGES.dateInvalid } },
        { status: 400 },
      );
    }
    return new HttpResponse(EXPORT_CSV, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="ordenes-${from ?? 'desde'}-${to ?? 'hasta'}.csv"`,
      },
    });
  }),
];
