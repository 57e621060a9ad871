import type { Request, RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator, type Options, type Store } from 'express-rate-limit';
import { ORDER_MESSAGES } from '@power-gym/contracts';
import type { Logger } from '../lib/logger.ts';
import { getMember } from './auth.ts';

/** A store of its own for each limiter (its name keeps the counts apart in a shared one). */
export type RateLimitStoreFor = (name: string) => Store;

export interface RateLimits {
  /**
   * Per address, counted before the caller is identified, so a flood of bad tokens is stopped as
   * cheaply as good ones.
   */
  byAddress(name: string, limit: number, message?: string): RequestHandler;
  /** Per (address, member), for routes behind requireProfile. */
  byMember(name: string, limit: number): RequestHandler;
  /**
   * Per what `key` reads from the request (e.g. the e-mail a public form names, whoever sends
   * it); a request it gives no key is not counted here.
   */
  byKey(
    name: string,
    limit: number,
    key: (req: Request) => string | undefined,
    message?: string,
  ): RequestHandler;
}

const WINDOW_MS = 60_000;

/**
 * The limiters count in memory (one instance) or, given `storeFor`, in a shared store that every
 * instance behind the load balancer sees (Redis). If that store fails, a request is let
 * through and the error logged: a limiter outage must not take payments down with it.
 */
export function createRateLimits({
  storeFor,
  logger,
}: {
  storeFor?: RateLimitStoreFor | undefined;
  logger: Logger;
}): RateLimits {
  const limiter = (
    name: string,
    limit: number,
    message: string,
    keyGenerator: Options['keyGenerator'],
    skip?: Options['skip'],
  ): RequestHandler =>
    rateLimit({
      windowMs: WINDOW_MS,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator,
      ...(skip && { skip }),
      handler: (_req, res) => {
        res.status(429).json({ error: message });
      },
      ...(storeFor && {
        store: storeFor(name),
        passOnStoreError: true,
        logger: {
          error: (err, msg) => logger.error({ err, limiter: name }, msg),
          warn: (err, msg) => logger.warn({ err, limiter: name }, msg),
        },
      }),
    });
  const address = (req: { ip?: string | undefined }) => ipKeyGenerator(req.ip ?? 'unknown');
  return {
    byAddress: (name, limit, message = ORDER_MESSAGES.tooManyRequests) =>
      limiter(name, limit, message, address),
    byMember: (name, limit) =>
      limiter(
        name,
        limit,
        ORDER_MESSAGES.tooManyRequests,
        (req) => `${address(req)}|${getMember(req).user.id}`,
      ),
    byKey: (name, limit, key, message = ORDER_MESSAGES.tooManyRequests) =>
      limiter(
        name,
        limit,
        message,
        (req) => key(req) ?? '',
        (req) => key(req) === undefined,
      ),
  };
}
