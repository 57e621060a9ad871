import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Answers for public catalogue reads (the same for every caller) kept in memory for a short time,
 * already serialised and compressed, with a strong ETag.
 *
 * Freshness across instances: nothing here is a source of truth. An entry is fresh
 * for `ttlMs` (and may be served while one request refreshes it, up to one more `ttlMs`), so an
 * instance that did not see a write shows it at most about 2 × ttlMs late; the instance
 * that served a write (any POST, PUT, PATCH or DELETE under /api) drops every entry once it has
 * answered, so a member or an admin reads their own write. A read that raced with a write is not
 * stored (generation check). Browsers must revalidate each time (`no-cache`), which costs a 304.
 */
export interface PublicReadCache {
  /**
   * Mounted first (after the request log): serves a hit with the headers the whole stack gave it
   * when it was filled, so a hit skips the security headers' and CORS's middleware. A request
   * with an Origin header, or that is not a hit, goes on.
   */
  serveKnown: RequestHandler;
  /** Serves hits; on a miss lets the route answer and keeps a 200 JSON answer. */
  serve: RequestHandler;
  /** Drops every entry once a write request on this instance has been answered. */
  invalidateOnWrite: RequestHandler;
  /** Drops every entry now. */
  invalidate(): void;
}

export interface PublicReadCacheOptions {
  /** Paths (relative to the mount point) whose GET answer does not depend on the caller. */
  paths: RegExp[];
  ttlMs: number;
  /** Bounds memory when paths vary (ids, query strings): the oldest entry goes first. */
  maxEntries?: number;
}

interface Representation {
  body: Buffer;
  /** A strong validator names one representation, so each encoding has its own. */
  etag: string;
  encoding?: 'br' | 'gzip';
}

interface Entry {
  identity: Representation;
  gzip: Representation | undefined;
  br: Representation | undefined;
  /**
   * The headers the stack set on the answer that filled the entry (security headers, Vary, a
   * paged list's X-Total-Count and Link), without those of that one request.
   */
  headers: [string, string][];
  expiresAt: number;
}

/**
 * Headers that belong to one request or one representation, never replayed: its id, CORS's
 * answer to its Origin, rate-limit counts, and what send() sets for the encoding served.
 */
const PER_REQUEST_HEADERS = new Set([
  'x-request-id',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'ratelimit',
  'ratelimit-policy',
  'retry-after',
  'set-cookie',
  'date',
  'cache-control',
  'etag',
  'content-type',
  'content-encoding',
  'content-length',
]);

function replayableHeaders(res: Response): [string, string][] {
  return Object.entries(res.getHeaders()).flatMap(([name, value]): [string, string][] =>
    value === undefined || PER_REQUEST_HEADERS.has(name)
      ? []
      : [[name, Array.isArray(value) ? value.join(', ') : String(value)]],
  );
}

const CACHE_CONTROL = 'public, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';
/** Like compression(): smaller bodies are not worth encoding. */
const COMPRESS_FROM_BYTES = 1024;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function toEntry(json: string, ttlMs: number, headers: [string, string][] = []): Entry {
  const identity = Buffer.from(json);
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const large = identity.length >= COMPRESS_FROM_BYTES;
  return {
    identity: { body: identity, etag: `"${tag}"` },
    gzip: large
      ? { body: gzipSync(identity, { level: 6 }), etag: `"${tag}-gzip"`, encoding: 'gzip' }
      : undefined,
    br: large
      ? {
          body: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }),
          etag: `"${tag}-br"`,
          encoding: 'br',
        }
      : undefined,
    headers,
    expiresAt: Date.now() + ttlMs,
  };
}

/** Brotli whenever it is acceptable at all (it is the smaller one), then gzip. */
function representationFor(req: Request, entry: Entry): Representation {
  if (!entry.br || !entry.gzip || req.headers['accept-encoding'] === undefined) {
    return entry.identity;
  }
  if (req.acceptsEncodings('br')) return entry.br;
  if (req.acceptsEncodings('gzip')) return entry.gzip;
  return entry.identity;
}

/** The hot path of the catalogue: headers straight onto the response, no serialising, no hashing. */
function send(req: Request, res: Response, entry: Entry): void {
  const { body, etag, encoding } = representationFor(req, entry);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] !== undefined && req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', JSON_TYPE);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

export function createPublicReadCache({
  paths,
  ttlMs,
  maxEntries = 256,
}: PublicReadCacheOptions): PublicReadCache {
  const entries = new Map<string, Entry>();
  /** Misses being answered, so concurrent misses on one key cost one query. */
  const pending = new Map<string, Promise<Entry | undefined>>();
  let generation = 0;

  function invalidate(): void {
    generation += 1;
    entries.clear();
    pending.clear();
  }

  function store(key: string, entry: Entry): void {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  /** Lets the route answer; a 200 res.json() is kept (unless a write happened meanwhile) and sent. */
  function fill(key: string, res: Response, next: () => void): void {
    const started = generation;
    let settle: (entry: Entry | undefined) => void = () => undefined;
    const filled = new Promise<Entry | undefined>((resolve) => {
      settle = resolve;
    });
    pending.set(key, filled);
    const done = (entry: Entry | undefined) => {
      if (pending.get(key) === filled) pending.delete(key);
      if (entry && generation === started) store(key, entry);
      settle(entry);
    };
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      res.json = json;
      if (res.statusCode !== 200 || body === undefined) {
        done(undefined);
        return json(body);
      }
      const entry = toEntry(JSON.stringify(body), ttlMs, replayableHeaders(res));
      done(entry);
      send(res.req, res, entry);
      return res;
    };
    // An answer that never went through res.json (an error, a closed socket) frees the waiters.
    res.once('close', () => done(undefined));
    next();
  }

  const cacheable = (req: Request) =>
    (req.method === 'GET' || req.method === 'HEAD') && paths.some((p) => p.test(req.path));

  /**
   * The entry to answer with now: a fresh one, or while one request refreshes an entry that just
   * expired, the entry as it was instead of queueing behind the database (never more than one
   * more TTL late; a write drops it).
   */
  function servable(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.expiresAt > now) return entry;
    return pending.has(key) && now - entry.expiresAt < ttlMs ? entry : undefined;
  }

  const serveKnown: RequestHandler = (req, res, next) => {
    const entry =
      cacheable(req) && req.headers.origin === undefined ? servable(req.originalUrl) : undefined;
    if (entry) send(req, res, entry);
    else next();
  };

  const serve: RequestHandler = (req, res, next) => {
    if (!cacheable(req)) {
      next();
      return;
    }
    const key = req.originalUrl;
    const entry = servable(key);
    if (entry) {
      send(req, res, entry);
      return;
    }
    const inFlight = pending.get(key);
    if (!inFlight) {
      fill(key, res, next);
      return;
    }
    void inFlight.then((shared) => {
      if (shared) send(req, res, shared);
      else next();
    });
  };

  const invalidateOnWrite: RequestHandler = (req, res, next) => {
    if (WRITE_METHODS.has(req.method)) {
      // Whatever the status: a failed answer may still follow a committed change.
      res.once('finish', invalidate);
    }
    next();
  };

  return { serveKnown, serve, invalidateOnWrite, invalidate };
}
