import { WEEKDAYS, type SessionDto } from '@power-gym/contracts';
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

/** A slot's sessions (GET /diahora/:id/sessions): set per slot, else its next four; reset after each test. */
export const sessionDb = {
  bySlot: new Map<number, SessionDto[]>(),
  reset() {
    this.bySlot.clear();
  },
};

export const sessionHandlers = [
  http.get('*/api/diahora/:id/sessions', ({ params }) => {
    const id = Number(params.id);
    const set = sessionDb.bySlot.get(id);
    if (set) return HttpResponse.json(set);
    const slot = activitiesFixture.flatMap((a) => a.diaHoras).find((s) => s.id === id);
    if (!slot) return HttpResponse.json({ error: 'No encontrado' }, { status: 404 });
    return HttpResponse.json(upcomingSessions(slot.day, slot.hour));
  }),
];
