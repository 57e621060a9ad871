import { Prisma } from '../generated/prisma/client.ts';

/**
 * Prisma codes for "cannot talk to the database" (server down, pool exhausted, connection lost,
 * P2028: a transaction that could not start within maxWait because every connection is busy).
 */
const UNAVAILABLE_PRISMA_CODES = new Set([
  'P1000',
  'P1001',
  'P1002',
  'P1003',
  'P1008',
  'P1011',
  'P1017',
  'P2024',
  'P2028',
  'P2037',
]);
/** Node socket errors and PostgreSQL SQLSTATE classes 08 (connection) and 57P (shutdown). */
const UNAVAILABLE_DRIVER_CODES =
  /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EPIPE|EAI_AGAIN|08\w{3}|57P0[1-3])$/;
/** A driver adapter's error kinds for the same, as raw queries ($queryRaw, P2010) report them. */
const UNAVAILABLE_ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
const UNAVAILABLE_MESSAGES =
  /PGlite is closed|Cannot use a pool after calling end|Connection terminated|Client has encountered a connection error|database system is (starting up|shutting down)/i;

function* causes(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 8; depth += 1) {
    yield current;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  const kind = (driverAdapterCause(error) as { kind?: unknown } | undefined)?.kind;
  if (typeof kind === 'string' && UNAVAILABLE_ADAPTER_KINDS.has(kind)) return true;
  const state = sqlState(error);
  if (state !== undefined && UNAVAILABLE_DRIVER_CODES.test(state)) return true;
  for (const cause of causes(error)) {
    if (typeof cause !== 'object' || cause === null) continue;
    const code = 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
    if (code && (UNAVAILABLE_PRISMA_CODES.has(code) || UNAVAILABLE_DRIVER_CODES.test(code))) {
      return true;
    }
    if (cause instanceof Error && UNAVAILABLE_MESSAGES.test(cause.message)) return true;
  }
  return false;
}

/**
 * PostgreSQL's SQLSTATE behind a Prisma error from a driver adapter (P2039 "Database error",
 * P2010 "Raw query failed"), e.g. 22021 for a NUL character in a text value.
 */
export function sqlState(error: unknown): string | undefined {
  const cause = driverAdapterCause(error);
  if (!cause || !('originalCode' in cause)) return undefined;
  return typeof cause.originalCode === 'string' ? cause.originalCode : undefined;
}

/** What the driver adapter reported behind a Prisma error: { kind, originalCode?, … }. */
function driverAdapterCause(error: unknown): object | undefined {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return undefined;
  const driverError = (error.meta as { driverAdapterError?: { cause?: unknown } } | undefined)
    ?.driverAdapterError;
  const cause = driverError?.cause;
  return typeof cause === 'object' && cause !== null ? cause : undefined;
}

export function prismaErrorCode(error: unknown): string | undefined {
  return error instanceof Prisma.PrismaClientKnownRequestError ? error.code : undefined;
}
