import {
  CHECK_IN_MESSAGES,
  checkInBodySchema,
  MEMBER_SEARCH_LIMIT,
  memberSearchQuerySchema,
  MESSAGES,
  AUTH_MESSAGES,
  type CheckInDto,
  type FoundMemberDto,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';

/** Ana is al día; Bruno's membership ran out. */
export const checkInMembersFixture: FoundMemberDto[] = [
  {
    id: 7,
    name: 'Ana',
    lastName: 'Pérez',
    image: '/media/uploads/ana.webp',
    email: 'ana@example.com',
    membership: { status: 'Al día', endsAt: '2025-04-05T02:59:59.999Z' },
  },
  {
    id: 8,
    name: 'Bruno',
    lastName: 'Paz',
    image: null,
    email: 'bruno@example.com',
    membership: { status: 'Vencida', endsAt: '2025-02-28T02:59:59.999Z' },
  },
];

/** Funcional, Lunes 18:00: the class starting now. */
export const checkInSessionFixture: NonNullable<CheckInDto['session']> = {
  diaHoraId: 12,
  date: '2025-03-03',
  startsAt: '2025-03-03T21:00:00.000Z',
  day: 'Lunes',
  hour: '18:00',
  activity: { id: 1, name: 'Funcional' },
};

/**
 * The desk as the server sees it: the members, each pass (a signed code and its number), the class
 * starting now (null: none) and who was registered in it; reset after each test.
 */
export const checkInDb = {
  members: [] as FoundMemberDto[],
  passes: [] as { code: string; number: string; userId: number }[],
  session: null as CheckInDto['session'],
  registered: [] as number[],
  reset() {
    this.members = structuredClone(checkInMembersFixture);
    this.passes = [
      { code: 'PG1.ana', number: '123456', userId: 7 },
      { code: 'PG1.bruno', number: '654321', userId: 8 },
    ];
    this.session = structuredClone(checkInSessionFixture);
    this.registered = [];
  },
};
checkInDb.reset();

const refused = (status: number, error: string) => HttpResponse.json({ error }, { status });

/** What POST /checkin answers for a member found by any of the three ways. */
function checkInOf(member: FoundMemberDto): CheckInDto {
  const { email: _email, membership, ...identity } = member;
  const answer = (result: CheckInDto['result'], session: CheckInDto['session']): CheckInDto => ({
    result,
    message: CHECK_IN_MESSAGES[result],
    member: identity,
    membership,
    session,
  });
  const { session } = checkInDb;
  if (session === null)
    return answer(membership.status === 'Vencida' ? 'Vencida' : 'Sin clase', null);
  if (checkInDb.registered.includes(member.id)) return answer('Ya registrado', session);
  checkInDb.registered.push(member.id);
  return answer('Registrado', session);
}

export const checkInHandlers = [
  http.post('*/api/checkin', async ({ request }) => {
    const parsed = checkInBodySchema.safeParse(await request.json());
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [issue.path.join('.') || '_', issue.message]),
      );
      return HttpResponse.json({ error: MESSAGES.invalidInput, fields }, { status: 400 });
    }
    const { code, number, userId } = parsed.data;
    let memberId = userId;
    if (code !== undefined) {
      if (!code.startsWith('PG1.')) return refused(400, CHECK_IN_MESSAGES.forged);
      memberId = checkInDb.passes.find((pass) => pass.code === code)?.userId;
      if (memberId === undefined) return refused(400, CHECK_IN_MESSAGES.expired);
    }
    if (number !== undefined) {
      memberId = checkInDb.passes.find((pass) => pass.number === number)?.userId;
      if (memberId === undefined) return refused(404, CHECK_IN_MESSAGES.unknownNumber);
    }
    const member = checkInDb.members.find((candidate) => candidate.id === memberId);
    if (!member) return refused(404, AUTH_MESSAGES.userNotFound);
    return HttpResponse.json(checkInOf(member));
  }),
  http.get('*/api/checkin/members', ({ request }) => {
    const parsed = memberSearchQuerySchema.safeParse({
      q: new URL(request.url).searchParams.get('q') ?? undefined,
    });
    if (!parsed.success) {
      return HttpResponse.json(
        { error: MESSAGES.invalidInput, fields: { q: CHECK_IN_MESSAGES.queryInvalid } },
        { status: 400 },
      );
    }
    const q = parsed.data.q.toLowerCase();
    const found = checkInDb.members.filter((member) =>
      [member.name, member.lastName, member.email].some((text) => text.toLowerCase().includes(q)),
    );
    return HttpResponse.json(found.slice(0, MEMBER_SEARCH_LIMIT));
  }),
];
