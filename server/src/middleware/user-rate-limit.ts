import type { RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { ORDER_MESSAGES } from '@power-gym/contracts';
import { getMember } from './auth.ts';

/**
 * A per-(address, member) limit for routes behind requireProfile. Memory store: one instance;
 * a shared store is needed before running several (DESIGN §9).
 */
export function userRateLimit(limit: number, windowMs = 60_000): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? 'unknown')}|${getMember(req).user.id}`,
    handler: (_req, res) => {
      res.status(429).json({ error: ORDER_MESSAGES.tooManyRequests });
    },
  });
}
