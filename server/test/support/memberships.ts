import { MEMBERSHIP_DAYS, REMINDER_DAYS } from '@power-gym/contracts';
import type { PeriodPolicy } from '../../src/domain/memberships.ts';

/** The default membership period, as a server without MEMBERSHIP_DAYS or REMINDER_DAYS runs it. */
export const PERIOD: PeriodPolicy = { days: MEMBERSHIP_DAYS, reminderDays: REMINDER_DAYS };
