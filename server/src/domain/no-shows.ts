// No-shows (docs/architecture.md, 'Attendance'): a member who missed NO_SHOW_LIMIT classes they
// held in NO_SHOW_DAYS, without saying 'No voy', gets one friendly mail, at most once in that time.
import { NO_SHOW_DAYS, addDays } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { gymToday } from '../lib/local-period.ts';
import { utcTimestamp } from '../lib/sql-time.ts';
import { pastSessions } from './attendance.ts';
import { queueNoShowMail } from './outbox/session-mails.ts';

const DAY_MS = 86_400_000;

export interface NoShowPolicy {
  noShowLimit: number;
  publicUrl: string;
}

/** Each member's no-shows ('Ausente') over the last NO_SHOW_DAYS. */
export async function noShowsByMember(
  db: Prisma.TransactionClient,
  now: Date,
): Promise<Map<number, number>> {
  const to = gymToday(now);
  const sessions = await pastSessions(db, { from: addDays(to, 1 - NO_SHOW_DAYS), to, now });
  const counts = new Map<number, number>();
  for (const session of sessions) {
    if (session.state === 'Ausente')
      counts.set(session.userId, (counts.get(session.userId) ?? 0) + 1);
  }
  return counts;
}

/**
 * Queues the mail for each member at the limit not mailed in NO_SHOW_DAYS; the notice's row is
 * claimed with one conditional upsert, so several instances mail a member once. Returns how many.
 */
export async function queueNoShowNotices(
  prisma: PrismaClient,
  policy: NoShowPolicy,
  now = new Date(),
): Promise<number> {
  const counts = await prisma.$transaction((tx) => noShowsByMember(tx, now));
  const due = [...counts].filter(([, missed]) => missed >= policy.noShowLimit);
  const since = new Date(now.getTime() - NO_SHOW_DAYS * DAY_MS);
  let queued = 0;
  for (const [userId, missed] of due) {
    queued += await prisma.$transaction(async (tx) => {
      const claimed = await tx.$executeRaw`
        INSERT INTO "NoShowNotice" ("userId", "mailedAt") VALUES (${userId}, ${utcTimestamp(now)})
        ON CONFLICT ("userId") DO UPDATE SET "mailedAt" = EXCLUDED."mailedAt"
         WHERE "NoShowNotice"."mailedAt" <= ${utcTimestamp(since)}`;
      if (claimed === 0) return 0;
      const member = await tx.user.findUniqueOrThrow({ where: { id: userId } });
      if (member.deletedAt !== null) return 0;
      await queueNoShowMail(tx, member.email, {
        name: member.name,
        lastName: member.lastName,
        missed,
        actividadesUrl: `${policy.publicUrl}/sociodashboard?seccion=actividades`,
      });
      return 1;
    });
  }
  return queued;
}
