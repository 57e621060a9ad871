import { Router, type Request } from 'express';
import {
  arrepentimientoBodySchema,
  bajaBodySchema,
  confirmLegalRequestBodySchema,
  LEGAL_REQUEST_MESSAGES,
  legalRequestListQuerySchema,
  legalRequestParamsSchema,
  resolveLegalRequestBodySchema,
} from '@power-gym/contracts';
import type { Config } from '../../config.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { PaymentProvider } from '../../lib/mercadopago-provider.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import type { RateLimits } from '../../middleware/rate-limit.ts';
import { handle, handlePage } from '../../middleware/validate.ts';
import { listLegalRequests, resolveLegalRequest } from './admin.ts';
import { confirmLegalRequest } from './confirm.ts';
import { normalisedEmail, submitLegalRequest } from './submit.ts';
import { audited } from '../../middleware/audited.ts';
import { legalRequestSubject } from '../../domain/audit-subjects.ts';

export interface LegalRequestsDeps {
  config: Pick<Config, 'publicUrl' | 'legalRequestRateLimit'>;
  provider: PaymentProvider;
  bookings: Bookings;
  rateLimits: RateLimits;
  logger: Logger;
}

/** The e-mail a form names, as it is kept; none when the body has no text there. */
function typedEmail(req: Request): string | undefined {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? normalisedEmail(email) : undefined;
}

/**
 * 'Botón de arrepentimiento' and 'Botón de baja' (docs/api.md, 'Solicitudes'): the two forms and
 * the confirm need no sign-in; the list and the answer to a request are the admin's.
 */
export function legalRequestsRouter(prisma: PrismaClient, deps: LegalRequestsDeps): Router {
  const router = Router();
  const { publicUrl, legalRequestRateLimit: limit } = deps.config;
  const message = LEGAL_REQUEST_MESSAGES.tooManyRequests;
  // Per address (one sender) and per e-mail typed (one mailbox, whoever sends): each request
  // mails that address.
  const formLimits = [
    deps.rateLimits.byAddress('legal-request', limit, message),
    deps.rateLimits.byKey('legal-request-email', limit, typedEmail, message),
  ];
  const requestIp = (req: Request) => req.ip ?? null;

  router.post(
    '/arrepentimiento',
    ...formLimits,
    audited(prisma, 'legalRequest.arrepentimiento', legalRequestSubject),
    ...handle(
      { body: arrepentimientoBodySchema },
      ({ body }, req) =>
        submitLegalRequest(prisma, publicUrl, {
          kind: 'Arrepentimiento',
          email: body.email,
          orderId: body.orderId,
          requestIp: requestIp(req),
        }),
      { status: 202 },
    ),
  );

  router.post(
    '/baja',
    ...formLimits,
    audited(prisma, 'legalRequest.baja', legalRequestSubject),
    ...handle(
      { body: bajaBodySchema },
      ({ body }, req) =>
        submitLegalRequest(prisma, publicUrl, {
          kind: 'Baja',
          email: body.email,
          orderId: null,
          requestIp: requestIp(req),
        }),
      { status: 202 },
    ),
  );

  router.post(
    '/solicitudes/:code/confirm',
    deps.rateLimits.byAddress('legal-request-confirm', limit * 4, message),
    audited(prisma, 'legalRequest.confirm', legalRequestSubject),
    ...handle(
      { params: legalRequestParamsSchema, body: confirmLegalRequestBodySchema },
      ({ params, body }) =>
        confirmLegalRequest(prisma, deps, { code: params.code, token: body.token }),
    ),
  );

  router.get(
    '/solicitudes',
    requireAdmin,
    ...handlePage({ query: legalRequestListQuerySchema }, ({ query }) =>
      listLegalRequests(prisma, query),
    ),
  );

  router.put(
    '/solicitudes/:code',
    requireAdmin,
    audited(prisma, 'legalRequest.resolve', legalRequestSubject),
    ...handle(
      { params: legalRequestParamsSchema, body: resolveLegalRequestBodySchema },
      ({ params, body }) => resolveLegalRequest(prisma, deps, params.code, body),
    ),
  );

  return router;
}
