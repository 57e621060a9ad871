import { MEMBERSHIP_DAYS, OFFER_HOURS, REMINDER_DAYS } from '@power-gym/contracts';
import type { PeriodPolicy } from '../../src/domain/memberships.ts';

/** The default periods, as a server without MEMBERSHIP_DAYS, REMINDER_DAYS or OFFER_HOURS runs them. */
export const PERIOD: PeriodPolicy = {
  days: MEMBERSHIP_DAYS,
  reminderDays: REMINDER_DAYS,
  offerHours: OFFER_HOURS,
};
