import {
  ATTENDANCE_MESSAGES,
  attendanceChangeSchema,
  CHECK_IN_WINDOW_MINUTES,
  MESSAGES,
  SESSION_MESSAGES,
  type RosterDto,
  type RosterEntryDto,
  type StaffSessionDto,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';

/** Who marks by hand in the mock: the desk signed in. */
export const ROSTER_MARKER = 'Recepción Power Gym';

const key = (diaHoraId: number | string, date: string) => `${diaHoraId}|${date}`;

/**
 * The staff's days and the session rosters (docs/api.md, 'Attendance'): the sessions a test puts
 * in, each one's entries by 'id|date', the `date` of each GET /sessions/day (null when absent) and
 * each PUT's path and body. A session's `attended` is counted from its entries. Reset per test.
 */
export const rosterDb = {
  sessions: [] as StaffSessionDto[],
  entries: new Map<string, RosterEntryDto[]>(),
  dayDates: [] as (string | null)[],
  writes: [] as { path: string; body: unknown }[],
  /** Puts a session in, with its roster (none when absent). */
  add(session: StaffSessionDto, entries: RosterEntryDto[] = []) {
    this.sessions.push(session);
    this.entries.set(key(session.diaHoraId, session.date), entries);
  },
  reset() {
    this.sessions = [];
    this.entries.clear();
    this.dayDates = [];
    this.writes = [];
  },
};

/** A held session of Funcional on Friday 27/11/2026 at 18:30 (slot 13, 25 places), nobody in yet. */
export function staffSession(overrides: Partial<StaffSessionDto> = {}): StaffSessionDto {
  return {
    date: '2026-11-27',
    startsAt: '2026-11-27T21:30:00.000Z',
    status: 'Programada',
    reason: null,
    free: 13,
    diaHoraId: 13,
    activityId: 1,
    activity: 'Funcional',
    trainers: ['Laura Gómez'],
    day: 'Viernes',
    hour: '18:30',
    capacity: 25,
    held: 12,
    skipped: 0,
    makeups: 0,
    attended: 0,
    ...overrides,
  };
}

/** A member holding the session: one place, paid, coming, not recorded yet. */
export function rosterEntry(
  member: Partial<RosterEntryDto['member']> & { id: number },
  overrides: Partial<Omit<RosterEntryDto, 'member'>> = {},
): RosterEntryDto {
  return {
    member: { name: 'Ana', lastName: 'Pérez', image: null, ...member },
    kind: 'Titular',
    places: 1,
    paid: true,
    skipped: false,
    attended: false,
    method: null,
    markedBy: null,
    ...overrides,
  };
}

const refused = (status: number, error: string) => HttpResponse.json({ error }, { status });

/** Today in the gym's time zone (Argentina, UTC−3 all year), as the server reads it. */
const gymToday = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

function findSession(id: string, date: string) {
  return rosterDb.sessions.find((s) => String(s.diaHoraId) === id && s.date === date);
}

const withCount = (session: StaffSessionDto): StaffSessionDto => {
  const entries = rosterDb.entries.get(key(session.diaHoraId, session.date)) ?? [];
  return { ...session, attended: entries.filter((entry) => entry.attended).length };
};

export const rosterHandlers = [
  http.get('*/api/sessions/day', ({ request }) => {
    const date = new URL(request.url).searchParams.get('date');
    rosterDb.dayDates.push(date);
    const day = date ?? gymToday();
    return HttpResponse.json(
      rosterDb.sessions
        .filter((session) => session.date === day)
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
        .map(withCount),
    );
  }),
  http.get('*/api/diahora/:id/sessions/:date/attendance', ({ params }) => {
    const date = String(params.date);
    const session = findSession(String(params.id), date);
    if (!session) return refused(404, 'No encontrado');
    const { startsAt, status, reason, free, diaHoraId, activityId, activity, day, hour } = session;
    const roster: RosterDto = {
      session: {
        date,
        startsAt,
        status,
        reason,
        free,
        diaHoraId,
        activity: { id: activityId, name: activity },
        day,
        hour,
      },
      entries: rosterDb.entries.get(key(diaHoraId, date)) ?? [],
    };
    return HttpResponse.json(roster);
  }),
  http.put('*/api/diahora/:id/sessions/:date/attendance/:userId', async ({ params, request }) => {
    const body: unknown = await request.json();
    rosterDb.writes.push({ path: new URL(request.url).pathname, body });
    const parsed = attendanceChangeSchema.safeParse(body);
    if (!parsed.success) {
      const fields = { attended: ATTENDANCE_MESSAGES.attendedInvalid };
      return HttpResponse.json({ error: MESSAGES.invalidInput, fields }, { status: 400 });
    }
    const date = String(params.date);
    const session = findSession(String(params.id), date);
    if (!session) return refused(404, 'No encontrado');
    const entries = rosterDb.entries.get(key(session.diaHoraId, date)) ?? [];
    const index = entries.findIndex((entry) => String(entry.member.id) === params.userId);
    const entry = entries[index];
    if (!entry) return refused(404, ATTENDANCE_MESSAGES.notOnRoster);
    if (session.status !== 'Programada') return refused(409, SESSION_MESSAGES.notScheduled);
    const opensAt = Date.parse(session.startsAt) - CHECK_IN_WINDOW_MINUTES * 60_000;
    if (Date.now() < opensAt) return refused(409, ATTENDANCE_MESSAGES.notYet);
    const { attended } = parsed.data;
    // Marking again changes nothing: the first record (and its method) stays.
    const changed: RosterEntryDto =
      attended === entry.attended
        ? entry
        : attended
          ? { ...entry, attended, method: 'Lista', markedBy: ROSTER_MARKER }
          : { ...entry, attended, method: null, markedBy: null };
    entries[index] = changed;
    return HttpResponse.json(changed);
  }),
];
