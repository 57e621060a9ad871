import type { AttendanceHistoryDto, PassDto } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';

/** A pass as GET /checkin/pass gives it: good for two minutes from now. */
export function passOf(number: string, overrides: Partial<PassDto> = {}): PassDto {
  return {
    code: `pass-code-${number}`,
    number,
    expiresAt: new Date(Date.now() + 120_000).toISOString(),
    membership: { status: 'Al día', endsAt: '2026-12-30T03:00:00.000Z' },
    ...overrides,
  };
}

/** One of the member's past sessions: Pilates on Monday 7/12 at 18:00, attended. */
export function historyEntry(overrides: Partial<AttendanceHistoryDto> = {}): AttendanceHistoryDto {
  return {
    diaHoraId: 11,
    date: '2026-12-07',
    startsAt: '2026-12-07T21:00:00.000Z',
    activityId: 1,
    activity: 'Pilates',
    day: 'Lunes',
    hour: '18:00',
    makeup: false,
    state: 'Asistió',
    ...overrides,
  };
}

/**
 * 'Mi pase' and 'Mi asistencia': each GET /checkin/pass answers the next of `passNumbers` (the
 * last one again once they run out, as a minute's pass does), `passes` counts them; `history` is
 * GET /sessions/history. Reset by the tests that change it.
 */
export const passDb = {
  passNumbers: ['123456'] as string[],
  passes: 0,
  history: [] as AttendanceHistoryDto[],
  reset() {
    this.passNumbers = ['123456'];
    this.passes = 0;
    this.history = [];
  },
};

export const passHandlers = [
  http.get('*/api/checkin/pass', () => {
    const number = passDb.passNumbers[Math.min(passDb.passes, passDb.passNumbers.length - 1)];
    passDb.passes += 1;
    return HttpResponse.json(passOf(number ?? '123456'));
  }),
  http.get('*/api/sessions/history', () => HttpResponse.json(passDb.history)),
];
