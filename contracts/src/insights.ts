import { z } from 'zod';
import type { Weekday } from './constants.ts';
import { DAY_MESSAGES, daysBetween, optionalCalendarDaySchema } from './days.ts';

export const INSIGHTS_MESSAGES = {
  monthInvalid: 'El mes debe tener el formato AAAA-MM',
  futureMonth: 'Ese mes todavía no empezó',
  dateInvalid: DAY_MESSAGES.dateInvalid,
  rangeInvalid: DAY_MESSAGES.rangeInvalid,
  rangeTooLong: 'El período puede abarcar como máximo 5 años',
} as const;

/** Most days one insights or export period may span. */
export const INSIGHTS_MAX_DAYS = 5 * 366;

const dayString = optionalCalendarDaySchema(INSIGHTS_MESSAGES.dateInvalid);

/**
 * A period of whole days in the gym's time zone, both ends included (`from`, `to` as AAAA-MM-DD).
 * GET /insights defaults to the 12 months up to today; GET /order/export.csv to this month.
 */
export const periodQuerySchema = z
  .strictObject({ from: dayString, to: dayString })
  .superRefine(({ from, to }, ctx) => {
    if (from === undefined || to === undefined) return;
    if (from > to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: INSIGHTS_MESSAGES.rangeInvalid });
    if (daysBetween(from, to) > INSIGHTS_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: INSIGHTS_MESSAGES.rangeTooLong });
    }
  });
export type PeriodQuery = z.output<typeof periodQuerySchema>;

/** Pesos with centavos as decimal strings, like order totals. */
export interface MonthRevenueDto {
  /** 'AAAA-MM' in the gym's time zone. */
  month: string;
  /** Totals of the orders paid that month. */
  paid: string;
  /** Totals of the orders refunded that month. */
  refunded: string;
  /** paid − refunded. */
  net: string;
  /** What the discount codes took off the orders paid that month. */
  discounts: string;
}

/** A figure now and the same figure a month earlier. */
export interface FigureDto {
  value: number;
  previous: number;
}

/** A rate from 0 to 1 (null when nothing was there to divide), now and a month earlier. */
export interface RateDto {
  value: number | null;
  previous: number | null;
}

export interface MemberFiguresDto {
  /** Members holding at least one active membership today. */
  activeMembers: FigureDto;
  /** Active memberships today (paid orders whose period runs). */
  activeMemberships: FigureDto;
  /** Memberships that started this month (new purchases, renewals aside). */
  newThisMonth: FigureDto;
  /** Memberships that ended this month without a renewal. */
  lapsedThisMonth: FigureDto;
  /** Of the memberships that ended this month, the share renewed before their end. */
  renewalRate: RateDto;
}

/** One weekly slot: places held by active memberships and open reservations over its capacity. */
export interface SlotOccupancyDto {
  diaHoraId: number;
  day: Weekday;
  hour: string;
  activity: { id: number; name: string } | null;
  capacity: number;
  held: number;
  /** held ÷ capacity, 0 to 1 (0 for a slot of no capacity). */
  occupancy: number;
  /** Members on its waitlist. */
  waiting: number;
}

/** A held membership ending within REMINDER_DAYS. */
export interface EndingMembershipDto {
  orderId: number;
  endsAt: string;
  member: { id: number; name: string; lastName: string };
  classes: string[];
}

/** A class: its places booked now (the occupancy grid's, summed over its slots) and its rating. */
export interface ClassFiguresDto {
  activityId: number;
  name: string;
  booked: number;
  averageRating: number | null;
  ratings: number;
}

/** One month of débitos automáticos: authorised, and cancelled after being authorised. */
export interface MonthDebitsDto {
  /** 'AAAA-MM' in the gym's time zone. */
  month: string;
  /** Débitos authorised that month. */
  started: number;
  /** Authorised débitos cancelled that month. */
  cancelled: number;
}

/** 'Débito automático' of 'Resumen': what the active débitos charge, and the months' changes. */
export interface DebitFiguresDto {
  /** Pesos with centavos (like order totals): the amounts of the débitos active now, summed. */
  monthlyRecurring: string;
  /** Débitos active now. */
  active: number;
  /** The months of `revenue`, oldest first, months without changes included. */
  months: MonthDebitsDto[];
}

/** GET /insights (admins): 'Resumen'. */
export interface InsightsDto {
  /** The period the revenue covers (AAAA-MM-DD, both included). */
  from: string;
  to: string;
  /** One row per month of the period, oldest first, months without sales included. */
  revenue: MonthRevenueDto[];
  members: MemberFiguresDto;
  /** Every slot with a class, by day and hour. */
  occupancy: SlotOccupancyDto[];
  /** Soonest end first. */
  ending: EndingMembershipDto[];
  /** Most booked first; every class, booked or not. */
  classes: ClassFiguresDto[];
  debits: DebitFiguresDto;
}

/** Attendance over held sessions: those that came of those expected (held, not skipped, taken). */
export interface AttendanceRateDto {
  /** Sessions members held (or made up in) that were given, not skipped, with attendance taken. */
  expected: number;
  attended: number;
  /** attended ÷ expected, null when none was expected. */
  rate: number | null;
}

/** GET /insights/attendance?month=AAAA-MM: a month (this one by default) up to now. */
export const attendanceMonthQuerySchema = z.strictObject({
  month: z
    .string({ error: INSIGHTS_MESSAGES.monthInvalid })
    .regex(/^20\d\d-(0[1-9]|1[0-2])$/, INSIGHTS_MESSAGES.monthInvalid)
    .optional(),
});
export type AttendanceMonthQuery = z.output<typeof attendanceMonthQuerySchema>;

/** GET /insights/attendance (admins): 'Asistencia' of 'Resumen', a month up to now. */
export interface AttendanceInsightsDto {
  /** The month's first day and today (AAAA-MM-DD). */
  from: string;
  to: string;
  total: AttendanceRateDto;
  /** Every class with a session expected, by name. */
  byClass: (AttendanceRateDto & { activityId: number; name: string })[];
  /** Every slot with a session expected, by day and hour. */
  bySlot: (AttendanceRateDto & {
    diaHoraId: number;
    day: Weekday;
    hour: string;
    activity: string;
  })[];
  /** No-shows: expected, not attended. */
  noShows: number;
  /** The members who missed most this month, at most 10, most first. */
  absentees: { id: number; name: string; lastName: string; noShows: number }[];
}
