import { Router } from 'express';
import {
  MEMBERSHIP_MESSAGES,
  calendarParamsSchema,
  resetFeedBodySchema,
} from '@power-gym/contracts';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { handleOwn, validate, validated } from '../../middleware/validate.ts';
import { feedUrl, renderFeed, resetFeed } from './calendar.ts';
import { listMemberships } from './memberships.service.ts';

const calendarFile = { params: calendarParamsSchema };
const resetBody = { body: resetFeedBodySchema };

export interface MembershipsDeps {
  config: Pick<Config, 'publicUrl'>;
}

/** /membership: the caller's memberships and calendar feed (docs/api.md, 'Memberships'). */
export function membershipsRouter(prisma: PrismaClient, { config }: MembershipsDeps): Router {
  const router = Router();
  router.get('/', ...handleOwn({}, (_input, userId) => listMemberships(prisma, userId)));
  router.get(
    '/calendar',
    ...handleOwn({}, (_input, userId) => feedUrl(prisma, userId, config.publicUrl)),
  );
  router.post(
    '/calendar/reset',
    ...handleOwn(resetBody, (_input, userId) => resetFeed(prisma, userId, config.publicUrl)),
  );
  return router;
}

/** GET /calendar/{token}.ics: the feed, for calendar apps (no bearer token; the URL is the secret). */
export function calendarFeedRouter(prisma: PrismaClient, gymAddress: string): Router {
  const router = Router();
  router.get('/:file', validate(calendarFile), async (_req, res) => {
    const { params } = validated(res, calendarFile);
    const feed = await renderFeed(prisma, params.file.slice(0, -'.ics'.length), gymAddress);
    if (feed === null) throw new HttpError(404, MEMBERSHIP_MESSAGES.feedNotFound);
    res
      .type('text/calendar; charset=utf-8')
      .setHeader('Cache-Control', 'private, no-cache')
      .send(feed);
  });
  return router;
}
