// Every /api route of the real app, read from Express 5's router stack (router 2.x keeps each
// layer's declared path in `rawPath`), so a route added anywhere shows up here by itself.
import type { App } from '../../../src/app.ts';
import { schemasOf, type RequestSchemas } from '../../../src/middleware/validate.ts';
import { auditOf, type AuditDeclaration } from '../../../src/middleware/audited.ts';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Express path with its parameters, e.g. `/api/order/:id`. */
  path: string;
  /** `METHOD /api/path`: the key of the policy table. */
  key: string;
  /** Names of the `:params` in the path. */
  params: string[];
  /** What validate() parses on this route (empty when it has no validate()). */
  schemas: RequestSchemas;
  /** Names of the route's handlers, in order (requireAdmin, validate's handler, …). */
  handlers: string[];
  /** What the route records in the audit trail, if it does. */
  audit: AuditDeclaration | undefined;
}

interface Layer {
  rawPath?: unknown;
  handle: unknown;
  name: string;
  route?: RouteLike;
}

interface RouteLike {
  path: unknown;
  methods: Record<string, boolean>;
  stack: Layer[];
}

interface RouterLike {
  stack: Layer[];
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

function isRouter(handle: unknown): handle is RouterLike {
  return typeof handle === 'function' && Array.isArray((handle as Partial<RouterLike>).stack);
}

function pathOf(layer: { rawPath?: unknown }, what: string): string {
  if (typeof layer.rawPath !== 'string') {
    throw new Error(`${what}: only string paths are supported by the route table walker`);
  }
  return layer.rawPath;
}

function join(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function collect(router: RouterLike, prefix: string, into: ApiRoute[]): void {
  for (const layer of router.stack) {
    if (layer.route) {
      const route = layer.route;
      if (typeof route.path !== 'string') throw new Error(`${prefix}: route without a string path`);
      const path = join(prefix, route.path);
      const methods = Object.keys(route.methods).filter((method) => route.methods[method]);
      for (const method of methods) {
        if (!METHODS.has(method))
          throw new Error(`${method.toUpperCase()} ${path}: unexpected method`);
        const upper = method.toUpperCase() as ApiRoute['method'];
        const schemas = route.stack
          .map((handler) => schemasOf(handler.handle))
          .find((found) => found !== undefined);
        into.push({
          method: upper,
          path,
          key: `${upper} ${path}`,
          params: [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? ''),
          schemas: schemas ?? {},
          handlers: route.stack.map((handler) => handler.name),
          audit: route.stack
            .map((handler) => auditOf(handler.handle))
            .find((found) => found !== undefined),
        });
      }
    } else if (isRouter(layer.handle)) {
      collect(layer.handle, join(prefix, pathOf(layer, `router under ${prefix}`)), into);
    }
  }
}

/** The app's /api routes, in the order Express matches them (duplicates removed). */
export function apiRouteTable(app: App): ApiRoute[] {
  const routes: ApiRoute[] = [];
  collect((app.express as unknown as { router: RouterLike }).router, '', routes);
  const seen = new Set<string>();
  return routes.filter((route) => {
    if (!route.path.startsWith('/api/') && route.path !== '/api') return false;
    if (seen.has(route.key)) return false;
    seen.add(route.key);
    return true;
  });
}
