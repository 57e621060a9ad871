import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '../lib/logger.ts';

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

/**
 * One line per request (method, path, status, time, id; never headers, so no token or cookie is
 * written). It does what pino-http did for us at a third of the cost: the per-request child logger
 * is only made when a handler actually logs (measured with bench/api.mjs).
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const id = requestId(req, res);
    let child: Logger | undefined;
    req.id = id;
    Object.defineProperty(req, 'log', {
      get: () => (child ??= logger.child({ reqId: id })),
      configurable: true,
    });
    // Never headers: nothing here can leak a token or a cookie, so the logger needs no redaction.
    const line = () => ({
      reqId: id,
      method: req.method,
      url: req.originalUrl,
      statusCode: res.statusCode,
      responseTime: Math.round(performance.now() - started),
      // The client as TRUST_PROXY allows: behind a proxy, its X-Forwarded-For (docs/architecture.md).
      remoteAddress: req.ip ?? req.socket.remoteAddress,
      ...(res.err ? { err: res.err } : {}),
    });
    res.once('finish', () => {
      logger[levelOf(res)](line(), res.err ? 'request errored' : 'request completed');
    });
    res.once('close', () => {
      if (!res.writableFinished) logger.warn(line(), 'request aborted');
    });
    next();
  };
}
