import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Answers for public catalogue reads (the same for every caller) kept in memory for a short time,
 * already serialised and compressed, with a strong ETag.
 *
 * Freshness across instances (DESIGN §9): nothing here is a source of truth. An entry lives at
 * most `ttlMs`, so an instance that did not see a write serves it at most that late; the instance
 * that served a write (any POST, PUT, PATCH or DELETE under /api) drops every entry once it has
 * answered, so a member or an admin reads their own write. A read that raced with a write is not
 * stored (generation check). Browsers must revalidate each time (`no-cache`), which costs a 304.
 */
export interface PublicReadCache {
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

interface Entry {
  identity: Buffer;
  gzip: Buffer | undefined;
  br: Buffer | undefined;
  etag: string;
  expiresAt: number;
}

const CACHE_CONTROL = 'public, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';
/** Like compression(): smaller bodies are not worth encoding. */
const COMPRESS_FROM_BYTES = 1024;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function toEntry(json: string, ttlMs: number): Entry {
  const identity = Buffer.from(json);
  const large = identity.length >= COMPRESS_FROM_BYTES;
  return {
    identity,
    gzip: large ? gzipSync(identity, { level: 6 }) : undefined,
    br: large
      ? brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })
      : undefined,
    etag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    expiresAt: Date.now() + ttlMs,
  };
}

function send(req: Request, res: Response, entry: Entry): void {
  // Brotli whenever it is acceptable at all: it is the smaller one.
  const encoding = !entry.br
    ? undefined
    : req.acceptsEncodings('br')
      ? 'br'
      : req.acceptsEncodings('gzip')
        ? 'gzip'
        : undefined;
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
  res.vary('Accept-Encoding');
  res.set('Cache-Control', CACHE_CONTROL);
  res.type(JSON_TYPE);
  if (encoding) {
    res.set('Content-Encoding', encoding);
    // A strong validator names one representation, so each encoding has its own.
    res.set('ETag', `"${entry.etag}-${encoding}"`);
  } else {
    res.set('ETag', `"${entry.etag}"`);
  }
  // res.send answers 304 when If-None-Match matches, and leaves the body out for HEAD.
  res.status(200).send(body);
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
      const entry = toEntry(JSON.stringify(body), ttlMs);
      done(entry);
      send(res.req, res, entry);
      return res;
    };
    // An answer that never went through res.json (an error, a closed socket) frees the waiters.
    res.once('close', () => done(undefined));
    next();
  }

  const serve: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !paths.some((p) => p.test(req.path))) {
      next();
      return;
    }
    const key = req.originalUrl;
    const entry = entries.get(key);
    if (entry && entry.expiresAt > Date.now()) {
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

  return { serve, invalidateOnWrite, invalidate };
}
