import type { Router } from 'express';
import { idParamsSchema } from '@power-gym/contracts';
import type { z } from 'zod';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { requireAdmin } from './auth.ts';
import { audited, type AuditSubject } from './audited.ts';
import { byId, handle, catalogueList, handlePage } from './validate.ts';
import type { Page } from '../lib/paging.ts';
import type { ListQuery, SortableList } from '@power-gym/contracts';

/** The catalogue's kinds of row, as the audit trail names their actions ('activity.create'…). */
export type CatalogueKind = 'activity' | 'trainer' | 'slot' | 'discount';

/** What the catalogue routes of one kind record in the audit trail. */
export interface CatalogueAudit {
  kind: CatalogueKind;
  subject: AuditSubject;
}

export interface AdminCrud<C extends z.ZodType, U extends z.ZodType> {
  audit: CatalogueAudit;
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
    audit: { kind, subject },
  }: AdminCrud<C, U>,
): void {
  router.post(
    createPath,
    requireAdmin,
    audited(prisma, `${kind}.create`, subject),
    ...handle({ body: createBody }, ({ body }) => create(prisma, body as z.output<C>), {
      status: 201,
    }),
  );
  router.put(
    '/:id',
    requireAdmin,
    audited(prisma, `${kind}.update`, subject),
    ...handle({ params: idParamsSchema, body: updateBody }, ({ params, body }) =>
      update(prisma, params.id, body as z.output<U>),
    ),
  );
  router.delete(
    '/:id',
    requireAdmin,
    audited(prisma, `${kind}.delete`, subject),
    ...handle(byId, ({ params }) => remove(prisma, params.id), { status: 204 }),
  );
}

/**
 * A catalogue row's 'Archivar' and 'Restaurar', behind requireAdmin: PUT /:id/archive and
 * PUT /:id/restore, each 200 with the row as the admin list shows it (idempotent), and
 * GET /admin, the admin's list with archived rows marked. Mount before any GET /:id.
 */
export function archiveRoutes(
  router: Router,
  prisma: PrismaClient,
  {
    list,
    listAll,
    setArchived,
    audit: { kind, subject },
  }: {
    audit: CatalogueAudit & { kind: Exclude<CatalogueKind, 'discount'> };
    list: SortableList;
    listAll: (prisma: PrismaClient, query: ListQuery) => Promise<Page<unknown>>;
    setArchived: (prisma: PrismaClient, id: number, archived: boolean) => Promise<unknown>;
  },
): void {
  router.get(
    '/admin',
    requireAdmin,
    ...handlePage(catalogueList(list), ({ query }) => listAll(prisma, query as ListQuery)),
  );
  router.put(
    '/:id/archive',
    requireAdmin,
    audited(prisma, `${kind}.archive`, subject),
    ...handle(byId, ({ params }) => setArchived(prisma, params.id, true)),
  );
  router.put(
    '/:id/restore',
    requireAdmin,
    audited(prisma, `${kind}.restore`, subject),
    ...handle(byId, ({ params }) => setArchived(prisma, params.id, false)),
  );
}
