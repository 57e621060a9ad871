import {
  MESSAGES,
  SESSIONS_DEFAULT_DAYS,
  type SessionDto,
  type SessionsQuery,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { PUBLIC_SLOT } from '../../domain/catalog.ts';
import { sessionsOf } from '../../domain/sessions.ts';
import { HttpError } from '../../lib/http-error.ts';
import { addDays, gymToday } from '../../lib/local-period.ts';

/** GET /diahora/{id}/sessions: a public slot's sessions, from today for four weeks by default. */
export async function listSessions(
  prisma: PrismaClient,
  id: number,
  { from, to }: SessionsQuery,
  now = new Date(),
): Promise<SessionDto[]> {
  const slot = await prisma.diaHora.findFirst({
    where: { id, ...PUBLIC_SLOT },
    select: { id: true, day: true, hour: true, capacity: true },
  });
  if (!slot) throw new HttpError(404, MESSAGES.notFound);
  const first = from ?? gymToday(now);
  const last = to ?? addDays(first, SESSIONS_DEFAULT_DAYS - 1);
  return prisma.$transaction((tx) => sessionsOf(tx, slot, first, last));
}
