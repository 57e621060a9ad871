import { randomUUID } from 'node:crypto';
import { IncomingMessage, type ServerResponse } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { Logger } from '../lib/logger.ts';

/** Which hops may name the client in X-Forwarded-For (Express's compiled 'trust proxy fn'). */
export type ProxyTrust = (address: string, hop: number) => boolean;

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id (x-request-id), also on every log line of the request. */
    id: string;
    /** A logger bound to this request's id, made the first time a handler logs. */
    log: Logger;
  }
  interface ServerResponse {
    /** The error behind a 5xx answer: logged with the response line (see error-handler). */
    err?: Error | undefined;
  }
}

const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Keeps a caller's x-request-id when it is a plain token, so logs line up across services. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id =
    typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}

function levelOf(res: ServerResponse): 'error' | 'warn' | 'info' {
  if (res.err || res.statusCode >= 500) return 'error';
  if (res.statusCode >= 400) return 'warn';
  return 'info';
}

const BASE_LOGGER = Symbol('baseLogger');
const CHILD_LOGGER = Symbol('childLogger');
const STARTED = Symbol('started');

interface LoggedRequest extends IncomingMessage {
  [BASE_LOGGER]: Logger;
  [CHILD_LOGGER]?: Logger;
  [STARTED]: number;
  originalUrl?: string;
}

// `req.log` is made the first time a handler logs: a child logger per request costs more than
// the rest of a cached read. One getter on the prototype, not a property defined per request.
Object.defineProperty(IncomingMessage.prototype, 'log', {
  configurable: true,
  get(this: LoggedRequest) {
    return (this[CHILD_LOGGER] ??= this[BASE_LOGGER].child({ reqId: this.id }));
  },
});

// Never headers: nothing here can leak a token or a cookie, so the logger needs no redaction.
function lineOf(req: LoggedRequest, res: ServerResponse, trust: ProxyTrust) {
  return {
    reqId: req.id,
    method: req.method,
    url: req.originalUrl ?? req.url,
    statusCode: res.statusCode,
    responseTime: Math.round(performance.now() - req[STARTED]),
    // The client as TRUST_PROXY allows, as Express's req.ip reads it: behind a proxy, its
    // X-Forwarded-For (docs/architecture.md). Catalogue hits never reach Express.
    remoteAddress: proxyAddr(req, trust),
    ...(res.err ? { err: res.err } : {}),
  };
}

/**
 * Gives each request its id and one log line when it ends (method, path, status, time, id; never
 * headers, so no token or cookie is written). Called on every request before anything answers
 * (app.ts). It does what pino-http did for us at a fraction of the cost: no closure or property
 * is made per request, and the child logger only when a handler logs (measured with
 * bench/api.mjs, docs/architecture.md 'Performance').
 */
export function requestLogger(
  logger: Logger,
  trust: ProxyTrust,
): (req: IncomingMessage, res: ServerResponse) => void {
  function onFinish(this: ServerResponse) {
    const line = lineOf(this.req as LoggedRequest, this, trust);
    logger[levelOf(this)](line, this.err ? 'request errored' : 'request completed');
  }
  function onClose(this: ServerResponse) {
    if (!this.writableFinished)
      logger.warn(lineOf(this.req as LoggedRequest, this, trust), 'request aborted');
  }
  return (req, res) => {
    const logged = req as LoggedRequest;
    logged[STARTED] = performance.now();
    logged[BASE_LOGGER] = logger;
    req.id = requestId(req, res);
    res.on('finish', onFinish);
    res.on('close', onClose);
  };
}
