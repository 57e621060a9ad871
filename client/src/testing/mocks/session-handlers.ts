import {
  WEEKDAYS,
  type MakeupDto,
  type MemberSessionDto,
  type SessionDto,
  type TimetableEntryDto,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { activitiesFixture } from './fixtures';

const DAY_MS = 86_400_000;

/** The next four weekly sessions of a slot from tomorrow, all 'Programada', as the server lists them. */
export function upcomingSessions(day: (typeof WEEKDAYS)[number], hour: string): SessionDto[] {
  const tomorrow = new Date(Date.now() + DAY_MS);
  const offset = (WEEKDAYS.indexOf(day) + 1 - (tomorrow.getUTCDay() || 7) + 7) % 7;
  return Array.from({ length: 4 }, (_, week) => {
    const date = new Date(tomorrow.getTime() + (offset + 7 * week) * DAY_MS)
      .toISOString()
      .slice(0, 10);
    return {
      date,
      startsAt: new Date(`${date}T${hour.padStart(5, '0')}:00-03:00`).toISOString(),
      status: 'Programada',
      reason: null,
      free: 5,
    };
  });
}

/**
 * A slot's sessions (GET /diahora/:id/sessions): set per slot, else its next four. The member's
 * coming classes (GET /sessions), credits (GET /makeups) and where each credit may be booked
 * (GET /makeups/:id/sessions). Reset after each test.
 */
export const sessionDb = {
  bySlot: new Map<number, SessionDto[]>(),
  mine: [] as MemberSessionDto[],
  makeups: [] as MakeupDto[],
  options: new Map<number, TimetableEntryDto[]>(),
  reset() {
    this.bySlot.clear();
    this.mine = [];
    this.makeups = [];
    this.options.clear();
  },
};

/** One of the member's held sessions: Pilates, 'Programada', not skipped, a credit if skipped. */
export function memberSession(overrides: Partial<MemberSessionDto> = {}): MemberSessionDto {
  return {
    date: '2026-12-07',
    startsAt: '2026-12-07T21:00:00.000Z',
    status: 'Programada',
    reason: null,
    free: 3,
    diaHoraId: 11,
    activityId: 1,
    activity: 'Pilates',
    day: 'Lunes',
    hour: '18:00',
    skipped: false,
    makeup: false,
    makeupId: null,
    skipEarnsCredit: true,
    ...overrides,
  };
}

/** A make-up credit of Pilates, unbooked. */
export function makeupCredit(overrides: Partial<MakeupDto> = {}): MakeupDto {
  return {
    id: 70,
    activityId: 1,
    activity: 'Pilates',
    expiresAt: '2027-01-06T21:00:00.000Z',
    reason: 'No voy',
    booking: null,
    ...overrides,
  };
}

const notFound = () => HttpResponse.json({ error: 'No encontrado' }, { status: 404 });

export const sessionHandlers = [
  http.get('*/api/diahora/:id/sessions', ({ params }) => {
    const id = Number(params.id);
    const set = sessionDb.bySlot.get(id);
    if (set) return HttpResponse.json(set);
    const slot = activitiesFixture.flatMap((a) => a.diaHoras).find((s) => s.id === id);
    if (!slot) return HttpResponse.json({ error: 'No encontrado' }, { status: 404 });
    return HttpResponse.json(upcomingSessions(slot.day, slot.hour));
  }),
  http.get('*/api/sessions', () => HttpResponse.json(sessionDb.mine)),
  http.get('*/api/makeups', () => HttpResponse.json(sessionDb.makeups)),
  http.get('*/api/makeups/:id/sessions', ({ params }) =>
    HttpResponse.json(sessionDb.options.get(Number(params.id)) ?? []),
  ),
  http.post('*/api/diahora/:id/sessions/:date/skip', ({ params }) => {
    const session = sessionDb.mine.find(
      (s) => s.diaHoraId === Number(params.id) && s.date === params.date && !s.makeup,
    );
    if (!session) return notFound();
    session.skipped = true;
    if (session.skipEarnsCredit) {
      sessionDb.makeups.push(makeupCredit({ id: 900 + sessionDb.makeups.length }));
    }
    return HttpResponse.json(session);
  }),
  http.delete('*/api/diahora/:id/sessions/:date/skip', ({ params }) => {
    const session = sessionDb.mine.find(
      (s) => s.diaHoraId === Number(params.id) && s.date === params.date && s.skipped,
    );
    if (!session) return notFound();
    session.skipped = false;
    return HttpResponse.json(session);
  }),
  http.post('*/api/makeups/:id/booking', async ({ params, request }) => {
    const credit = sessionDb.makeups.find((c) => c.id === Number(params.id));
    const body = (await request.json()) as { diaHoraId: number; date: string };
    const option = sessionDb.options
      .get(Number(params.id))
      ?.find((o) => o.diaHoraId === body.diaHoraId && o.date === body.date);
    if (!credit || !option) return notFound();
    const { diaHoraId, date, startsAt, day, hour } = option;
    credit.booking = { diaHoraId, date, startsAt, day, hour };
    sessionDb.mine.push(
      memberSession({ ...option, makeup: true, makeupId: credit.id, skipEarnsCredit: false }),
    );
    return HttpResponse.json(credit, { status: 201 });
  }),
  http.delete('*/api/makeups/:id/booking', ({ params }) => {
    const credit = sessionDb.makeups.find((c) => c.id === Number(params.id));
    if (!credit?.booking) return notFound();
    credit.booking = null;
    sessionDb.mine = sessionDb.mine.filter((s) => s.makeupId !== credit.id);
    return HttpResponse.json(credit);
  }),
];
