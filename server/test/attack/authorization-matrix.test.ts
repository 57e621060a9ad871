// Every /api route × anonymous, newcomer (no profile), member, another member and admin, from
// the app's own route table: a route added without a policy fails here, by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@power-gym/contracts';
import { ROUTE_POLICY, type Expect } from './route-policy.ts';
import { apiRouteTable } from './support/route-table.ts';
import { send } from './support/send.ts';
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

  it('asks for a request wherever the path has parameters', () => {
    const withoutRequest = routes
      .filter((route) => route.params.length > 0 && !ROUTE_POLICY[route.key]?.request)
      .map((route) => route.key);
    expect(withoutRequest).toEqual([]);
  });
});

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
