// Pulls the PostgreSQL SQLSTATE and message out of a Prisma error (driver adapters put it in
// meta.driverAdapterError.cause), so tests assert on the database's reason, not just "throws".
import { Prisma } from '../../src/generated/prisma/client.ts';

export interface DbError {
  prismaCode: string;
  sqlState: string | undefined;
  message: string;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

export async function dbError(promise: Promise<unknown>): Promise<DbError> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError)) throw error;
    const cause = field(field(error.meta, 'driverAdapterError'), 'cause');
    const sqlState = field(cause, 'originalCode');
    const message = field(cause, 'originalMessage');
    return {
      prismaCode: error.code,
      sqlState: typeof sqlState === 'string' ? sqlState : undefined,
      message: typeof message === 'string' ? message : error.message,
    };
  }
  throw new Error('expected the database to reject the write');
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
