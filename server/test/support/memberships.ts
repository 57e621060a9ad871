import { MAKEUP_DAYS, MEMBERSHIP_DAYS, OFFER_HOURS, REMINDER_DAYS } from '@power-gym/contracts';
import { createBookings, type BookingPolicy } from '../../src/domain/bookings/index.ts';

/** The default periods, as a server without MEMBERSHIP_DAYS, REMINDER_DAYS or OFFER_HOURS runs them. */
export const PERIOD: BookingPolicy = {
  days: MEMBERSHIP_DAYS,
  reminderDays: REMINDER_DAYS,
  offerHours: OFFER_HOURS,
  makeupDays: MAKEUP_DAYS,
};

/** The place transitions as the server builds them on those defaults. */
export const bookings = createBookings(PERIOD);
