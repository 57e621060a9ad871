// Every route with a body, params or a query, fed at least 20 inputs its own schemas refuse:
// each gets a 4xx with a Spanish message, never a 5xx, and no row anywhere changes. Inputs the
// schemas accept anyway (a '<script>' review text is just text) may succeed, but never with a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@power-gym/contracts';
import { tableDigest } from '../support/table-digest.ts';
import { ROUTE_POLICY, type Access } from './route-policy.ts';
import { badRequests, type BadRequest } from './support/bad-inputs.ts';
import { apiRouteTable, type ApiRoute } from './support/route-table.ts';
import { urlOf } from './support/send.ts';
import { createWorld, routeOnlyApp, type CallerName, type World } from './support/world.ts';

const MIN_REFUSED = 20;
const PARALLEL = 8;
const MAX_ACCEPTED = 10;
const routes = apiRouteTable(routeOnlyApp());
/** Routes that take input: a body, path params or a query. */
const fuzzed = routes.filter(
  (route) =>
    route.method !== 'GET' ||
    route.params.length > 0 ||
    route.schemas.body !== undefined ||
    route.schemas.query !== undefined,
);

let world: World;
let total = { refused: 0, accepted: 0 };

beforeAll(async () => {
  world = await createWorld();
});

afterAll(async () => {
  console.info(
    `malformed input: ${fuzzed.length} routes, ${total.refused} refused inputs, ${total.accepted} hostile inputs the schemas accept (never a 5xx)`,
  );
  await world?.close();
});

/** The caller who gets past the guards, so validation is what answers. */
function allowedCaller(access: Access): CallerName {
  const order: CallerName[] = ['member', 'admin', 'newcomer', 'anonymous'];
  const caller = order.find((name) => access[name] !== 401 && access[name] !== 403);
  if (!caller) throw new Error('no caller may use this route');
  return caller;
}

function send(route: ApiRoute, auth: Record<string, string>, bad: BadRequest) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const agent = world.api();
  const req = agent[method](urlOf(route, bad.params, bad.query)).set(auth);
  if (bad.rawBody === undefined) return req;
  return req.set('Content-Type', bad.contentType ?? 'application/json').send(bad.rawBody);
}

const HOSTILE_ECHO = /<script|onerror=|OR 1=1|DROP TABLE/i;

function expectRefusal(
  route: ApiRoute,
  bad: BadRequest,
  res: { status: number; headers: Record<string, string>; body: unknown },
) {
  const context = `${route.key} with ${bad.label}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
  if (bad.status !== undefined) expect(res.status, context).toBe(bad.status);
  expect(res.status, context).toBeGreaterThanOrEqual(400);
  expect(res.status, context).toBeLessThan(500);
  expect(res.headers['content-type'], context).toMatch(/application\/json/);
  const body = res.body as { error?: unknown; fields?: Record<string, unknown> };
  if (bad.message !== undefined) expect(body.error, context).toBe(bad.message);
  else expect(body.error, context).toMatch(/\S/);
  if (bad.message === MESSAGES.invalidInput) {
    expect(Object.keys(body.fields ?? {}).length, context).toBeGreaterThan(0);
  }
  // Messages are ours: the hostile text never comes back in them.
  const messages = [body.error, ...Object.values(body.fields ?? {})].map(String).join(' ');
  expect(messages, context).not.toMatch(HOSTILE_ECHO);
}

describe('malformed input', () => {
  it('covers every route that takes input', () => {
    const withoutPolicy = fuzzed.map((route) => route.key).filter((key) => !ROUTE_POLICY[key]);
    expect(withoutPolicy).toEqual([]);
    expect(fuzzed.length).toBeGreaterThan(0);
  });

  for (const route of fuzzed) {
    it(`${route.key}: at least ${MIN_REFUSED} bad inputs refused with a 4xx, nothing written`, async () => {
      const policy = ROUTE_POLICY[route.key];
      if (!policy) throw new Error(`${route.key} has no entry in route-policy.ts`);
      const caller = allowedCaller(policy.access);
      const valid = (await policy.request?.(world, caller)) ?? {};
      const auth = valid.auth ?? world.auth(caller);
      // A route without a schema (the signed webhook) must refuse everything unsigned.
      const unvalidated = Object.keys(route.schemas).length === 0;
      const cases = badRequests(route, unvalidated ? { ...valid, headers: {} } : valid, {
        bodyLimit: world.config.bodyLimit,
        messages: MESSAGES,
        refuseAll: unvalidated,
      });
      const refused = cases.filter((bad) => bad.rejected);
      const accepted = cases.filter((bad) => !bad.rejected);
      expect(refused.length, `${route.key}: generated refusals`).toBeGreaterThanOrEqual(
        MIN_REFUSED,
      );

      const before = await tableDigest(world.db);
      // Refusals write nothing, so they can go several at a time.
      for (let start = 0; start < refused.length; start += PARALLEL) {
        const batch = refused.slice(start, start + PARALLEL);
        const answers = await Promise.all(
          batch.map(async (bad) => ({ bad, res: await send(route, auth, bad) })),
        );
        for (const { bad, res } of answers) expectRefusal(route, bad, res);
      }
      expect(await tableDigest(world.db), `${route.key}: rows changed by refused input`).toEqual(
        before,
      );

      // Accepted ones do real work (checkouts, payments): a spread of them, one at a time.
      const stride = Math.max(1, Math.ceil(accepted.length / MAX_ACCEPTED));
      const spread = accepted.filter((_bad, index) => index % stride === 0);
      for (const bad of spread) {
        const res = await send(route, auth, bad);
        const context = `${route.key} with ${bad.label} (accepted by the schema): ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
        expect(res.status, context).toBeLessThan(500);
      }
      total = {
        refused: total.refused + refused.length,
        accepted: total.accepted + spread.length,
      };
    });
  }

  it('never pollutes Object.prototype', () => {
    const probe: Record<string, unknown> = {};
    expect(probe.isAdmin).toBeUndefined();
    expect(probe.state).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });
});
