import {
  CLOSURE_MESSAGES,
  closureBodySchema,
  MESSAGES,
  SESSION_MESSAGES,
  sessionChangeSchema,
  WEEK_DAYS,
  WEEKDAYS,
  type AdminSessionDto,
  type ClosureDto,
  type SessionDto,
  type SessionStatus,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { activitiesFixture } from './fixtures';

const DAY_MS = 86_400_000;

/** Today in the gym's time zone (Argentina, UTC−3 all year), as the server reads it. */
function gymToday(): string {
  return new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const weekdayOf = (date: string) =>
  WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'Lunes';

const startOf = (date: string, hour: string) =>
  new Date(`${date}T${hour.padStart(5, '0')}:00-03:00`).toISOString();

/** Argentina's national holidays the mock knows, any year ('MM-DD'). */
const HOLIDAYS: Readonly<Record<string, string>> = {
  '01-01': 'Año Nuevo',
  '05-01': 'Día del Trabajador',
  '07-09': 'Día de la Independencia',
  '12-08': 'Inmaculada Concepción de María',
  '12-25': 'Navidad',
};
const holidayOn = (date: string) => HOLIDAYS[date.slice(5)] ?? null;

/** A slot's places on every date unless a test sets them: its members hold capacity − stock. */
interface SlotCounts {
  held: number;
  skipped: number;
  makeups: number;
}

const key = (diaHoraId: number, date: string) => `${diaHoraId}|${date}`;

/**
 * The admin's calendar of classes on dates: every fixture slot's sessions, the admin's
 * cancellations and the days that differ from the holiday rule (GET/PUT /closures). Each request's
 * query and each write's body are kept. Reset after each test.
 */
export const adminSessionDb = {
  /** Places by slot id, else held = capacity − stock, none skipped, no make-ups. */
  counts: new Map<number, SlotCounts>(),
  /** Cancelled sessions ('id|date') and their reasons. */
  cancellations: new Map<string, string>(),
  /** The admin's overrides of the holiday rule, by date. */
  overrides: new Map<string, { closed: boolean; reason: string }>(),
  /** The `from` of each GET /sessions/week (null when absent). */
  weekFroms: [] as (string | null)[],
  /** The range of each GET /closures. */
  closureRanges: [] as { from: string | null; to: string | null }[],
  /** Each PUT's path and JSON body, in order. */
  writes: [] as { path: string; body: unknown }[],
  reset() {
    this.counts.clear();
    this.cancellations.clear();
    this.overrides.clear();
    this.weekFroms = [];
    this.closureRanges = [];
    this.writes = [];
  },
};

/** A day as GET /closures answers it: closed on a holiday unless opened, else as overridden. */
function closureOn(date: string): ClosureDto {
  const holiday = holidayOn(date);
  const override = adminSessionDb.overrides.get(date);
  const closed = override?.closed ?? holiday !== null;
  const reason = closed ? override?.reason || holiday : null;
  return { date, holiday, closed, reason: reason ?? null };
}

function sessionStatus(diaHoraId: number, date: string): Pick<SessionDto, 'status' | 'reason'> {
  const closure = closureOn(date);
  if (closure.closed) return { status: 'Cerrado', reason: closure.reason };
  const cancelled = adminSessionDb.cancellations.get(key(diaHoraId, date));
  if (cancelled !== undefined) return { status: 'Cancelada', reason: cancelled };
  return { status: 'Programada' as SessionStatus, reason: null };
}

/** Every fixture slot's session in the week from `from`, places counted, by start. */
function adminWeek(from: string): AdminSessionDto[] {
  const dates = Array.from({ length: WEEK_DAYS }, (_, offset) => addDays(from, offset));
  return activitiesFixture
    .flatMap((activity) =>
      activity.diaHoras.flatMap((slot) =>
        dates
          .filter((date) => weekdayOf(date) === slot.day)
          .map((date): AdminSessionDto => {
            const counts = adminSessionDb.counts.get(slot.id) ?? {
              held: slot.capacity - slot.stock,
              skipped: 0,
              makeups: 0,
            };
            const { status, reason } = sessionStatus(slot.id, date);
            const taken = counts.held - counts.skipped + counts.makeups;
            return {
              date,
              startsAt: startOf(date, slot.hour),
              status,
              reason,
              free: status === 'Programada' ? Math.max(0, slot.capacity - taken) : 0,
              diaHoraId: slot.id,
              activityId: activity.id,
              activity: activity.name,
              trainers: activity.trainers.map((trainer) => trainer.name),
              day: slot.day,
              hour: slot.hour,
              capacity: slot.capacity,
              ...counts,
            };
          }),
      ),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.activity.localeCompare(b.activity));
}

/** The server's 400 for a body its schema refuses: the first message and each field's. */
function invalid(error: z.ZodError) {
  const fields = Object.fromEntries(
    error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]),
  );
  return HttpResponse.json({ error: MESSAGES.invalidInput, fields }, { status: 400 });
}

const refused = (status: number, error: string) => HttpResponse.json({ error }, { status });

async function recorded(request: Request): Promise<unknown> {
  const body: unknown = await request.json();
  adminSessionDb.writes.push({ path: new URL(request.url).pathname, body });
  return body;
}

export const adminSessionHandlers = [
  http.get('*/api/sessions/week', ({ request }) => {
    const from = new URL(request.url).searchParams.get('from');
    adminSessionDb.weekFroms.push(from);
    return HttpResponse.json(adminWeek(from ?? gymToday()));
  }),
  http.put('*/api/diahora/:id/sessions/:date', async ({ params, request }) => {
    const parsed = sessionChangeSchema.safeParse(await recorded(request));
    if (!parsed.success) return invalid(parsed.error);
    const id = Number(params.id);
    const date = String(params.date);
    const slot = activitiesFixture.flatMap((a) => a.diaHoras).find((s) => s.id === id);
    if (!slot) return refused(404, 'No encontrado');
    if (weekdayOf(date) !== slot.day) return refused(400, SESSION_MESSAGES.notOnSlotDay);
    const startsAt = startOf(date, slot.hour);
    if (Date.parse(startsAt) <= Date.now()) return refused(400, SESSION_MESSAGES.past);
    if (closureOn(date).closed) return refused(409, SESSION_MESSAGES.closedDay);
    const { status, reason } = parsed.data;
    if (status === 'Cancelada') adminSessionDb.cancellations.set(key(id, date), reason ?? '');
    else adminSessionDb.cancellations.delete(key(id, date));
    const session: SessionDto = {
      date,
      startsAt,
      ...sessionStatus(id, date),
      free: 0,
    };
    return HttpResponse.json(session);
  }),
  http.get('*/api/closures', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const from = params.get('from');
    const to = params.get('to');
    adminSessionDb.closureRanges.push({ from, to });
    const first = from ?? gymToday();
    const last = to ?? addDays(first, 365);
    const days: ClosureDto[] = [];
    for (let date = first; date <= last; date = addDays(date, 1)) {
      const day = closureOn(date);
      if (day.holiday !== null || adminSessionDb.overrides.has(date)) days.push(day);
    }
    return HttpResponse.json(days);
  }),
  http.put('*/api/closures/:date', async ({ params, request }) => {
    const parsed = closureBodySchema.safeParse(await recorded(request));
    if (!parsed.success) return invalid(parsed.error);
    const date = String(params.date);
    if (date < gymToday()) return refused(400, CLOSURE_MESSAGES.pastDate);
    const { closed, reason = '' } = parsed.data;
    // Only what differs from the holiday rule is kept.
    if (closed === (holidayOn(date) !== null)) adminSessionDb.overrides.delete(date);
    else adminSessionDb.overrides.set(date, { closed, reason });
    return HttpResponse.json(closureOn(date));
  }),
];
