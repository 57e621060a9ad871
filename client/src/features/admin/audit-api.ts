import type { AuditAction, AuditEntryDto } from '@power-gym/contracts';
import { api, type PageOf } from '@/lib/api';
import type { AxiosQueryMeta } from '@/lib/axios-base-query';

/** GET /audit: a page, newest first, of one person's, one action's and some days' entries, or all. */
export interface AuditListParams {
  page: number;
  pageSize: number;
  actorId?: number | undefined;
  action?: AuditAction | undefined;
  /** The first gym day, 'AAAA-MM-DD' (inclusive). */
  from?: string | undefined;
  /** The last gym day, 'AAAA-MM-DD' (inclusive). */
  to?: string | undefined;
}

/**
 * 'Actividad' (docs/api.md, 'Actividad'): the audit trail, admins only. Nothing in the app writes
 * it directly (the server does on every audited change), so the section asks again each time it
 * opens instead of waiting for a tag.
 */
export const auditAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminAudit: build.query<PageOf<AuditEntryDto>, AuditListParams>({
      query: ({ page, pageSize, actorId, action, from, to }) => ({
        url: '/audit',
        params: {
          page,
          pageSize,
          ...(actorId !== undefined && { actorId }),
          ...(action !== undefined && { action }),
          ...(from !== undefined && { from }),
          ...(to !== undefined && { to }),
        },
      }),
      transformResponse: (rows: AuditEntryDto[], meta: AxiosQueryMeta | undefined) => ({
        rows,
        total: meta?.totalCount ?? rows.length,
      }),
    }),
  }),
});

export const { useAdminAuditQuery } = auditAdminApi;
