import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import accepts from 'accepts';
import type { RequestHandler, Response } from 'express';
import fresh from 'fresh';
import vary from 'vary';

/**
 * Answers for public catalogue reads (the same for every caller) kept in memory for a short time,
 * already serialised and compressed, with a strong ETag.
 *
 * Freshness across instances: nothing here is a source of truth. An entry is fresh
 * for `ttlMs` (and may be served while one request refreshes it, up to one more `ttlMs`), so an
 * instance that did not see a write shows it at most about 2 × ttlMs late; the instance
 * that served a write (any POST, PUT, PATCH or DELETE under the mount) drops every entry once it
 * has answered, so a member or an admin reads their own write. A read that raced with a write is
 * not stored (generation check). Browsers must revalidate each time (`no-cache`), which costs a 304.
 */
export interface PublicReadCache {
  /**
   * Called before Express (app.ts): answers a hit with the headers the whole stack gave it when
   * it was filled, and says whether it did. A request with an Origin header, or that is not a
   * hit, is left to Express.
   */
  answerKnown(req: IncomingMessage, res: ServerResponse): boolean;
  /** Serves hits; on a miss lets the route answer and keeps a 200 JSON answer. */
  serve: RequestHandler;
  /** Drops every entry once a write request on this instance has been answered. */
  invalidateOnWrite: RequestHandler;
  /** Drops every entry now. */
  invalidate(): void;
}

export interface PublicReadCacheOptions {
  /** Where the API is mounted ('/api'): `paths` are relative to it. */
  mountPath: string;
  /** Paths whose GET answer does not depend on the caller. */
  paths: RegExp[];
  ttlMs: number;
  /** Bounds memory when paths vary (ids, query strings): the oldest entry goes first. */
  maxEntries?: number;
}

interface Representation {
  body: Buffer;
  /** A strong validator names one representation, so each encoding has its own. */
  etag: string;
  /** Its headers as writeHead takes them (name, value, name, value...), for a 200... */
  head: string[];
  /** ...and for a 304. */
  notModifiedHead: string[];
}

interface Entry {
  identity: Representation;
  gzip: Representation | undefined;
  br: Representation | undefined;
  expiresAt: number;
}

/**
 * Headers that belong to one request or one representation, never replayed: its id, CORS's
 * answer to its Origin, rate-limit counts, and what a representation sets for itself.
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

/**
 * The headers the stack set on the answer that fills an entry (security headers, a paged list's
 * X-Total-Count and Link), without those of that one request, as name-value pairs; Vary apart,
 * since every representation adds Accept-Encoding to it.
 */
function replayableHeaders(res: Response): { headers: string[]; vary: string } {
  const headers: string[] = [];
  let varyHeader = '';
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_REQUEST_HEADERS.has(name)) continue;
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    if (name === 'vary') varyHeader = text;
    else headers.push(name, text);
  }
  return { headers, vary: vary.append(varyHeader, 'Accept-Encoding') };
}

const CACHE_CONTROL = 'public, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';
/** Like compression(): smaller bodies are not worth encoding. */
const COMPRESS_FROM_BYTES = 1024;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function toEntry(json: string, ttlMs: number, res: Response): Entry {
  const identity = Buffer.from(json);
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const { headers, vary: varyHeader } = replayableHeaders(res);
  const representation = (body: Buffer, etag: string, encoding?: string): Representation => {
    const notModifiedHead = [...headers, 'vary', varyHeader];
    notModifiedHead.push('cache-control', CACHE_CONTROL, 'etag', etag);
    const head = [...notModifiedHead, 'content-type', JSON_TYPE];
    if (encoding) head.push('content-encoding', encoding);
    head.push('content-length', String(body.length));
    return { body, etag, head, notModifiedHead };
  };
  const large = identity.length >= COMPRESS_FROM_BYTES;
  return {
    identity: representation(identity, `"${tag}"`),
    gzip: large
      ? representation(gzipSync(identity, { level: 6 }), `"${tag}-gzip"`, 'gzip')
      : undefined,
    br: large
      ? representation(
          brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }),
          `"${tag}-br"`,
          'br',
        )
      : undefined,
    expiresAt: Date.now() + ttlMs,
  };
}

/** Brotli whenever it is acceptable at all (it is the smaller one), then gzip. */
function representationFor(req: IncomingMessage, entry: Entry): Representation {
  if (!entry.br || !entry.gzip || req.headers['accept-encoding'] === undefined) {
    return entry.identity;
  }
  const negotiator = accepts(req);
  if (negotiator.encoding('br')) return entry.br;
  if (negotiator.encoding('gzip')) return entry.gzip;
  return entry.identity;
}

/** The hot path of the catalogue: headers ready made, no serialising, no hashing. */
function send(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
  const { body, etag, head, notModifiedHead } = representationFor(req, entry);
  if (req.headers['if-none-match'] !== undefined && fresh(req.headers, { etag })) {
    res.writeHead(304, notModifiedHead).end();
    return;
  }
  // Node leaves the body out of an answer to HEAD.
  res.writeHead(200, head).end(body);
}

export function createPublicReadCache({
  mountPath,
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
      const entry = toEntry(JSON.stringify(body), ttlMs, res);
      done(entry);
      send(res.req, res, entry);
      return res;
    };
    // An answer that never went through res.json (an error, a closed socket) frees the waiters.
    res.once('close', () => done(undefined));
    next();
  }

  /** A catalogue read's key (its path and query under the mount), or undefined. */
  function keyOf(req: IncomingMessage & { originalUrl?: string }): string | undefined {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    const url = req.originalUrl ?? req.url ?? '';
    if (!url.startsWith(`${mountPath}/`)) return undefined;
    const query = url.indexOf('?');
    const path = url.slice(mountPath.length, query === -1 ? undefined : query);
    return paths.some((p) => p.test(path)) ? url : undefined;
  }

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

  function answerKnown(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.headers.origin !== undefined) return false;
    const key = keyOf(req);
    const entry = key === undefined ? undefined : servable(key);
    if (entry) send(req, res, entry);
    return entry !== undefined;
  }

  const serve: RequestHandler = (req, res, next) => {
    const key = keyOf(req);
    if (key === undefined) {
      next();
      return;
    }
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

  return { answerKnown, serve, invalidateOnWrite, invalidate };
}
