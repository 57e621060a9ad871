// Owned by the backup work (server/src/db/backup.ts): one row in every table the demo seed leaves
// empty, and a fingerprint of every table (the migration history included), ordered by primary key.
import type { Database } from '../../src/db/client.ts';

/** Runs after seed(): afterwards no table of the public schema is empty. */
export const FILL_EMPTY_TABLES_SQL = `
INSERT INTO "PaymentNotification" ("requestId","paymentId","action","signatureValid","status","orderId","payload","updatedAt")
  VALUES ('req-1','pay-1','payment.updated',true,'approved',(SELECT min(id) FROM "Order"),'{"a":[1,"ñ"]}',now());
INSERT INTO "CalendarFeed" ("userId","token") VALUES ((SELECT min(id) FROM "User"),'feed-token-1');
INSERT INTO "WaitlistEntry" ("userId","diaHoraId") VALUES ((SELECT max(id) FROM "User"),(SELECT min(id) FROM "DiaHora"));
INSERT INTO "EmailOutbox" ("to","kind","orderId","status","updatedAt") VALUES ('socio@powergym.com.ar','orderCreated',(SELECT min(id) FROM "Order"),'Sent',now());
INSERT INTO "ClosureOverride" ("date","closed","reason","updatedAt") VALUES ('2026-12-24',true,'Nochebuena',now());
INSERT INTO "SessionCancellation" ("diaHoraId","date","reason") VALUES ((SELECT min(id) FROM "DiaHora"),'2026-12-01','Profesor enfermo');
INSERT INTO "SessionSkip" ("userId","diaHoraId","date") VALUES ((SELECT min(id) FROM "User"),(SELECT min(id) FROM "DiaHora"),'2026-12-02');
INSERT INTO "MakeupCredit" ("userId","activityId","source","sourceDiaHoraId","sourceDate","reason","expiresAt","updatedAt")
  SELECT (SELECT min(id) FROM "User"), d."activityId", 'Cancelada', d.id, '2026-12-01', 'Clase cancelada', '2027-01-01', now() FROM "DiaHora" d ORDER BY d.id LIMIT 1;
INSERT INTO "Attendance" ("userId","diaHoraId","date","method","markedById") VALUES ((SELECT min(id) FROM "User"),(SELECT min(id) FROM "DiaHora"),'2026-11-20','Lista',(SELECT max(id) FROM "User"));
INSERT INTO "CheckInPass" ("userId","step","number") VALUES ((SELECT min(id) FROM "User"),1,'123456');
INSERT INTO "NoShowNotice" ("userId","mailedAt") VALUES ((SELECT min(id) FROM "User"),now());
INSERT INTO "Subscription" ("userId","orderId","preapprovalId","authorizeUrl","status","amount","providerAmount","updatedAt")
  SELECT "userId", id, 'pre-1', 'https://example.com/authorize', 'Active', 1000.50, 1000.50, now() FROM "Order" ORDER BY id LIMIT 1;
INSERT INTO "SubscriptionCharge" ("subscriptionId","chargeId","paymentId","paymentStatus","amount","orderId","updatedAt")
  SELECT id, 'charge-1', 'pay-2', 'approved', 1000.50, "orderId", now() FROM "Subscription" ORDER BY id LIMIT 1;
INSERT INTO "PriceChange" ("activityId","price","effectiveFrom","updatedAt") VALUES ((SELECT min(id) FROM "Activity"),12000,'2027-01-01',now());
INSERT INTO "MembershipFreeze" ("orderId","userId","startsAt","endsAt","days")
  SELECT id, "userId", '2026-12-01', '2026-12-08', 7 FROM "Order" ORDER BY id LIMIT 1;
INSERT INTO "LegalRequest" ("code","kind","email","userId","tokenHash","tokenExpiresAt","updatedAt")
  VALUES ('PG-0123456789','Baja','socio@powergym.com.ar',(SELECT min(id) FROM "User"),repeat('a',64),'2026-12-31',now());
INSERT INTO "AuditEntry" ("actorId","actorRole","action","entity","entityId","requestId","ip","before","after")
  VALUES ((SELECT min(id) FROM "User"),'admin','activity.update','Activity','1','req-2','127.0.0.1','{"price":9000}','{"price":12000}');
`;

export type BackupDigest = Record<string, { rows: number; md5: string }>;

/** Row count and md5 of every public table's rows in primary-key order; `where` limits a table. */
export async function backupDigest(
  db: Database,
  where: Record<string, string> = {},
): Promise<BackupDigest> {
  return db.withSession(async (session) => {
    const tables = await session.query<{ name: string; pk: string | null }>(
      `SELECT c.relname AS name,
              (SELECT string_agg(format('t.%I', a.attname), ', ' ORDER BY k.ord)
                 FROM pg_index i
                 CROSS JOIN unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
                WHERE i.indrelid = c.oid AND i.indisprimary) AS pk
         FROM pg_class c
        WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
        ORDER BY c.relname`,
    );
    const digest: BackupDigest = {};
    for (const { name, pk } of tables) {
      const quoted = `"${name.replaceAll('"', '""')}"`;
      const filter = where[name] ? `WHERE ${where[name]}` : '';
      const [row] = await session.query<{ rows: number; md5: string }>(
        `SELECT count(*)::int AS rows,
                md5(coalesce(string_agg(t::text, '|' ORDER BY ${pk ?? 't::text'}), '')) AS md5
           FROM ${quoted} t ${filter}`,
      );
      if (row) digest[name] = row;
    }
    return digest;
  });
}
