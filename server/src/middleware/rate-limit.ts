import type { RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { ORDER_MESSAGES } from '@power-gym/contracts';

/**
 * A per-address limit, counted before the caller is identified, so a flood of bad tokens is
 * stopped as cheaply as good ones. Memory store: one instance (DESIGN §9).
 */
export function addressRateLimit(
  limit: number,
  message: string = ORDER_MESSAGES.tooManyRequests,
  windowMs = 60_000,
): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (_req, res) => {
      res.status(429).json({ error: message });
    },
  });
}
