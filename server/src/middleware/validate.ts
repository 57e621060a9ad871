import type { Request, RequestHandler, Response } from 'express';
import {
  MESSAGES,
  CATALOGUE_PAGE_SIZE,
  listQuerySchema,
  type SortableList,
  idParamsSchema,
  userIdParamsSchema,
  type PageRequest,
} from '@power-gym/contracts';
import { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';
import { setPageHeaders, type Page } from '../lib/paging.ts';
import { fieldErrors } from '../lib/zod-fields.ts';
import { getMember, requireProfile } from './auth.ts';

// Spanish defaults for any rule a contracts schema leaves without its own message.
z.config(z.locales.es());

export interface RequestSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
export interface Validated<S extends RequestSchemas> {
  params: Output<S['params']>;
  query: Output<S['query']>;
  body: Output<S['body']>;
}

/** The request of a route that names one row by its id (/:id). */
export const byId = { params: idParamsSchema };
/** The request of a route that names a member by their id (/:userId). */
export const byUser = { params: userIdParamsSchema };
/** The request of a page of the public catalogue (classes, slots, trainers), sortable by its columns. */
export const catalogueList = (list: SortableList) => ({
  query: listQuerySchema(CATALOGUE_PAGE_SIZE, list),
});

const parsedByResponse = new WeakMap<Response, Record<string, unknown>>();
const schemasByHandler = new WeakMap<RequestHandler, RequestSchemas>();
const PARTS = ['params', 'query', 'body'] as const;

/** The schemas a validate() middleware parses with (the attack suite fuzzes every route from them). */
export function schemasOf(handler: unknown): RequestSchemas | undefined {
  return typeof handler === 'function'
    ? schemasByHandler.get(handler as RequestHandler)
    : undefined;
}

/**
 * Parses params, query and body with their schemas, answers 400 listing every bad field at once,
 * and keeps the parsed values for `validated(res, schemas)` (Express 5's req.query is read-only).
 */
export function validate<S extends RequestSchemas>(schemas: S): RequestHandler {
  const handler: RequestHandler = (req, res, next) => {
    // No prototype: a field named "__proto__" or "constructor" is reported like any other.
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    const values: Record<string, unknown> = {};
    let refused = false;
    for (const part of PARTS) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(req[part] ?? {});
      if (result.success) values[part] = result.data;
      else {
        refused = true;
        fieldErrors(result.error.issues, fields);
      }
    }
    if (refused) {
      next(new HttpError(400, MESSAGES.invalidInput, fields));
      return;
    }
    parsedByResponse.set(res, values);
    next();
  };
  schemasByHandler.set(handler, schemas);
  return handler;
}

export function validated<S extends RequestSchemas>(res: Response, _schemas: S): Validated<S> {
  const values: unknown = parsedByResponse.get(res);
  if (values === undefined) throw new Error('validated() called on a route without validate()');
  return values as Validated<S>;
}

/**
 * A route's last two steps: validate(schemas), then `handler` with the parsed input. What the
 * handler returns is the JSON answer, sent with `status` (a 204 sends no body).
 */
export function handle<S extends RequestSchemas>(
  schemas: S,
  handler: (input: Validated<S>, req: Request) => Promise<unknown>,
  { status = 200 }: { status?: number } = {},
): [RequestHandler, RequestHandler] {
  return [
    validate(schemas),
    async (req, res) => {
      const result = await handler(validated(res, schemas), req);
      if (status === 204) res.status(204).end();
      else res.status(status).json(result);
    },
  ];
}

/** A route for the caller's own data: requireProfile, then handle() given the caller's user id. */
export function handleOwn<S extends RequestSchemas>(
  schemas: S,
  handler: (input: Validated<S>, userId: number) => Promise<unknown>,
  options?: { status?: number },
): RequestHandler[] {
  return [
    requireProfile,
    ...handle(schemas, (input, req) => handler(input, getMember(req).user.id), options),
  ];
}

/**
 * handle() for a paged list: the handler answers one page and the total; the route answers the
 * page as an array, with X-Total-Count and Link (docs/api.md, 'Paging').
 */
export function handlePage<S extends RequestSchemas & { query: z.ZodType<PageRequest> }, T>(
  schemas: S,
  handler: (input: Validated<S>, req: Request) => Promise<Page<T>>,
): [RequestHandler, RequestHandler] {
  return [
    validate(schemas),
    async (req, res) => {
      const input = validated(res, schemas);
      const { rows, total } = await handler(input, req);
      setPageHeaders(req, res, input.query, total);
      res.json(rows);
    },
  ];
}
