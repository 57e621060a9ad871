import { Prisma } from '../generated/prisma/client.ts';

/**
 * An instant as the timestamp(3) columns hold it (UTC, without a zone), sent as text and cast, so
 * the session's time zone never matters.
 */
export function utcTimestamp(instant: Date): Prisma.Sql {
  return Prisma.sql`(${instant.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
}
