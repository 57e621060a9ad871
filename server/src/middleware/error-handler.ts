import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MESSAGES, type ApiError } from '@power-gym/contracts';
import { ZodError } from 'zod';
import { HttpError } from '../lib/http-error.ts';
import { isDatabaseUnavailable, prismaErrorCode, sqlState } from '../lib/database-errors.ts';
import { fieldErrors } from '../lib/zod-fields.ts';

/** body-parser and other http-errors carry `type`, `status` and `expose`. */
interface ClientHttpError {
  status: number;
  type?: string;
  expose?: boolean;
}

function isClientHttpError(error: unknown): error is ClientHttpError {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status < 500;
}

const PRISMA_STATUS: Record<string, [number, string]> = {
  P2000: [400, MESSAGES.invalidInput],
  P2002: [409, MESSAGES.conflict],
  P2003: [409, MESSAGES.conflict],
  P2025: [404, MESSAGES.notFound],
};

/** Converts any thrown value to an HttpError; anything unexpected becomes a bare 500. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof ZodError) {
    return new HttpError(400, MESSAGES.invalidInput, fieldErrors(error.issues));
  }
  const mapped = PRISMA_STATUS[prismaErrorCode(error) ?? ''];
  if (mapped) return new HttpError(mapped[0], mapped[1]);
  // Class 22, data exception: a value PostgreSQL cannot store (a NUL character, …) is bad input.
  if (sqlState(error)?.startsWith('22')) return new HttpError(400, MESSAGES.invalidInput);
  if (isDatabaseUnavailable(error)) return new HttpError(503, MESSAGES.databaseUnavailable);
  if (isClientHttpError(error)) {
    if (error.type === 'entity.parse.failed') return new HttpError(400, MESSAGES.invalidJson);
    if (error.status === 413) return new HttpError(413, MESSAGES.payloadTooLarge);
    return new HttpError(error.status, MESSAGES.invalidInput);
  }
  return new HttpError(500, MESSAGES.internal);
}

export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const httpError = toHttpError(error);
  if (httpError.status >= 500) {
    // The request logger writes it, with the request id, on the response line.
    res.err = error instanceof Error ? error : new Error(String(error));
  }
  const body: ApiError = { error: httpError.message };
  if (httpError.fields) body.fields = httpError.fields;
  res.status(httpError.status).json(body);
};

export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new HttpError(404, MESSAGES.routeNotFound));
};
