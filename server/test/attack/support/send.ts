import type { Response } from 'supertest';
import type { RequestSpec } from '../route-policy.ts';
import type { ApiRoute } from './route-table.ts';
import type { CallerName, World } from './world.ts';

/** The route's path with its params filled in (URL-encoded) and the query appended. */
export function urlOf(
  route: Pick<ApiRoute, 'path' | 'key'>,
  params: Record<string, string | number> = {},
  query?: Record<string, string | string[]>,
): string {
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.key}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, one);
  }
  return `${path}?${search.toString()}`;
}

/** Sends `spec` to `route` as `caller`. */
export async function send(
  world: World,
  route: ApiRoute,
  caller: CallerName,
  spec: RequestSpec = {},
): Promise<Response> {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const url = urlOf(route, spec.params, spec.query);
  const agent = world.api();
  const req = agent[method](url)
    .set(spec.auth ?? world.auth(caller))
    .set(spec.headers ?? {});
  if (spec.attach) {
    return req.attach(spec.attach.field, spec.attach.bytes, spec.attach.filename);
  }
  return spec.body === undefined ? req : req.send(spec.body as object);
}
