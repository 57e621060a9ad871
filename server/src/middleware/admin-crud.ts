import type { Router } from 'express';
import { idParamsSchema } from '@power-gym/contracts';
import type { z } from 'zod';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { requireAdmin } from './auth.ts';
import { byId, handle } from './validate.ts';

export interface AdminCrud<C extends z.ZodType, U extends z.ZodType> {
  /** Where POST creates: '/' unless the documented API says otherwise. */
  createPath?: string;
  create: [body: C, run: (prisma: PrismaClient, body: z.output<C>) => Promise<unknown>];
  update: [body: U, run: (prisma: PrismaClient, id: number, body: z.output<U>) => Promise<unknown>];
  remove: (prisma: PrismaClient, id: number) => Promise<unknown>;
}

/**
 * The admin catalogue's three writes, each behind requireAdmin: POST (201 with the new row),
 * PUT /:id (200 with the row) and DELETE /:id (204).
 */
export function adminCrudRoutes<C extends z.ZodType, U extends z.ZodType>(
  router: Router,
  prisma: PrismaClient,
  {
    createPath = '/',
    create: [createBody, create],
    update: [updateBody, update],
    remove,
  }: AdminCrud<C, U>,
): void {
  router.post(
    createPath,
    requireAdmin,
    ...handle({ body: createBody }, ({ body }) => create(prisma, body as z.output<C>), {
      status: 201,
    }),
  );
  router.put(
    '/:id',
    requireAdmin,
    ...handle({ params: idParamsSchema, body: updateBody }, ({ params, body }) =>
      update(prisma, params.id, body as z.output<U>),
    ),
  );
  router.delete(
    '/:id',
    requireAdmin,
    ...handle(byId, ({ params }) => remove(prisma, params.id), { status: 204 }),
  );
}
