// Every /api route × anonymous, newcomer (no profile), member, another member and admin, from
// the app's own route table: a route added without a policy fails here, by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@power-gym/contracts';
import { ROUTE_POLICY, type Access, type Expect } from './route-policy.ts';
import { apiRouteTable } from './support/route-table.ts';
import { send } from './support/send.ts';
import type { ApiRoute } from './support/route-table.ts';
import { CALLERS, createWorld, routeOnlyApp, type World } from './support/world.ts';

const routes = apiRouteTable(routeOnlyApp());
const DENIALS: Record<number, string[]> = {
  401: [AUTH_MESSAGES.signInRequired],
  // The guards' messages, or a rule's own (an admin editing someone's personal data…).
  403: Object.values(AUTH_MESSAGES),
};

let world: World;

beforeAll(async () => {
  world = await createWorld();
});

afterAll(async () => {
  await world?.close();
});

describe('the route table', () => {
  it('has a policy for every /api route of the app', () => {
    const missing = routes.map((route) => route.key).filter((key) => !(key in ROUTE_POLICY));
    expect(missing, `routes without an entry in test/attack/route-policy.ts`).toEqual([]);
  });

  it('has no policy for a route the app does not have', () => {
    const keys = new Set(routes.map((route) => route.key));
    const stale = Object.keys(ROUTE_POLICY).filter((key) => !keys.has(key));
    expect(stale, 'entries in test/attack/route-policy.ts that match no route').toEqual([]);
  });

  it('records every staff-only write in the audit trail', () => {
    const allowed = (expected: Expect) => expected === 'ok' || (expected >= 200 && expected < 300);
    const staffOnly = (access: Access) =>
      !allowed(access.member) && [access.desk, access.trainer, access.admin].some(allowed);
    const unaudited = routes
      .filter((route) => route.method !== 'GET' && !route.audit)
      .filter((route) => {
        const policy = ROUTE_POLICY[route.key];
        return policy !== undefined && staffOnly(policy.access);
      })
      .map((route) => route.key);
    expect(
      unaudited,
      'staff-only writes without audited() (docs/architecture.md, Audit trail)',
    ).toEqual([]);
  });

  it('asks for a request wherever the path has parameters', () => {
    const withoutRequest = routes
      .filter((route) => route.params.length > 0 && !ROUTE_POLICY[route.key]?.request)
      .map((route) => route.key);
    expect(withoutRequest).toEqual([]);
  });
});

const STAFF = new Set(['desk', 'trainer', 'admin']);

/**
 * A 2xx write writes exactly one audit entry when its route is audited for this caller (staff, or
 * anyone), with the caller as its actor; every other request writes none.
 */
async function expectAudited(
  route: ApiRoute,
  caller: string,
  requestId: unknown,
  context: string,
): Promise<void> {
  expect(typeof requestId, context).toBe('string');
  const entries = await world.prisma.auditEntry.findMany({
    where: { requestId: requestId as string },
  });
  const recorded = route.audit !== undefined && (route.audit.who === 'anyone' || STAFF.has(caller));
  if (!recorded) {
    expect(entries, context).toEqual([]);
    return;
  }
  expect(
    entries.map((entry) => entry.action),
    context,
  ).toEqual([route.audit?.action]);
  const actor = (world as unknown as Record<string, { user?: { id: number } }>)[caller]?.user;
  expect(entries[0]?.actorId ?? null, context).toBe(actor?.id ?? null);
}

function describeExpect(expected: Expect): string {
  return expected === 'ok' ? '2xx' : String(expected);
}

const covered = routes.flatMap((route) => {
  const policy = ROUTE_POLICY[route.key];
  return policy ? [{ route, policy }] : [];
});

for (const { route, policy } of covered) {
  describe(route.key, () => {
    for (const caller of CALLERS) {
      const expected = policy.access[caller];
      it(`${caller} → ${describeExpect(expected)}`, async () => {
        const spec = (await policy.request?.(world, caller)) ?? {};
        const res = await send(world, route, caller, spec);
        const context = `${route.key} as ${caller}: ${res.status} ${JSON.stringify(res.body)}`;
        if (expected === 'ok') {
          expect(res.status, context).toBeGreaterThanOrEqual(200);
          expect(res.status, context).toBeLessThan(300);
          await expectAudited(route, caller, res.headers['x-request-id'], context);
          return;
        }
        expect(res.status, context).toBe(expected);
        if (expected < 400) return;
        expect(res.headers['content-type'], context).toMatch(/application\/json/);
        const error = (res.body as { error?: string }).error;
        const allowed = DENIALS[expected];
        if (allowed) expect(allowed, context).toContain(error);
        else expect(error, context).toMatch(/\S/);
      });
    }
  });
}
