import { PASS_STEP_SECONDS, type PassDto } from '@power-gym/contracts';
import { api } from '@/lib/api';

/** The pass changes every minute: 'Mi pase' asks for a new one as often. */
export const PASS_REFRESH_MS = PASS_STEP_SECONDS * 1000;

/** The member's check-in pass ('Mi pase', docs/api.md 'Check-in'). */
export const passApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /checkin/pass: the QR's signed code, the number to type, and how the member stands. */
    getPass: build.query<PassDto, undefined>({
      query: () => '/checkin/pass',
      // A pass is only good for two minutes: never shown again from the cache.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPassQuery } = passApi;
