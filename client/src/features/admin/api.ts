import type {
  ActivityDto,
  AttendanceInsightsDto,
  AdminActivityDto,
  AdminDiscountDto,
  AdminReviewDto,
  AdminSlotDto,
  AdminTrainerDto,
  AdminOrderDto,
  AdminUserDto,
  CreateActivityBody,
  CreateDiscountBody,
  CreateSlotBody,
  CreateTrainerBody,
  DiaHoraWithActivityDto,
  InsightsDto,
  LISTED_ORDER_STATES,
  ListParams,
  OrderDto,
  PeriodQuery,
  Role,
  SlotWaitlistEntryDto,
  TrainerWithActivitiesDto,
  UpdateActivityBody,
  UpdateDiscountBody,
  UpdateSlotBody,
  UpdateTrainerBody,
  UserDto,
} from '@power-gym/contracts';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, CATALOGUE_PAGE_SIZE } from '@power-gym/contracts';
import { api, listQuery, pageQuery, type PageOf, type TagType } from '@/lib/api';
import type { AxiosQueryArgs, AxiosQueryError, AxiosQueryMeta } from '@/lib/axios-base-query';
import { filenameFromDisposition, saveFile } from '@/lib/download';

/** What an admin changes of a user: the role, and the trainer a profesor teaches as. */
export interface UserRoleChange {
  role: Role;
  trainerId: number | null;
}

export type ListedOrderState = (typeof LISTED_ORDER_STATES)[number];
/** GET /order also filters by state, or ('Por vencer', `ending=true`) by memberships ending soon. */
export interface OrderListParams extends ListParams {
  state?: ListedOrderState | undefined;
  ending?: 'true' | undefined;
}

/** What every section asks for first, and what the dashboard loads on entry: newest first. */
export const FIRST_PAGE = { page: 1, pageSize: ADMIN_PAGE_SIZE, sort: 'created' } as const;

/** The query string carries only the parameters that are set. */
function definedParams(args: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(args).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
}

/** One page of an admin list (`?page=&pageSize=&sort=&q=`). */
function adminPage<T extends { id: number }, Args extends ListParams = ListParams>(
  url: string,
  type: TagType,
) {
  return pageQuery<T, Args>(url, type, definedParams);
}

/** The row the edit page opens, from GET `${base}/{id}`; a 404 means it is gone. */
function rowById<T>(base: string, type: TagType) {
  return {
    query: (id: number) => `${base}/${id}`,
    providesTags: (_result: T | undefined, _error: unknown, id: number) => [{ type, id }],
  };
}

/**
 * The row the edit page opens from a list without a GET by id: a search for the id (numbers also
 * match ids), then the row with that id; null when it is gone.
 */
function rowBySearch<T extends { id: number }>(url: string, type: TagType) {
  return {
    query: (id: number) => ({ url, params: { q: String(id), pageSize: ADMIN_MAX_PAGE_SIZE } }),
    transformResponse: (rows: T[], _meta: unknown, id: number) =>
      rows.find((row) => row.id === id) ?? null,
    providesTags: (_result: T | null | undefined, _error: unknown, id: number) => [{ type, id }],
  };
}

/** What 'Exportar CSV' saves: the server's CSV, UTF-8 with a BOM. */
const CSV_TYPE = 'text/csv;charset=utf-8';

/** The catalogue's first page, the gym's whole catalogue: what the create dialogs choose from. */
const CATALOGUE = `pageSize=${CATALOGUE_PAGE_SIZE}`;

/** The 'LIST' tag of each type. */
function lists(...types: TagType[]) {
  return types.map((type) => ({ type, id: 'LIST' as const }));
}

/** A row's tag and the 'LIST' tags of its own type and of the other types that show it. */
function rowAndLists(type: TagType, ...shownIn: TagType[]) {
  return (_result: unknown, _error: unknown, { id }: { id: number }) => [
    { type, id },
    ...lists(type, ...shownIn),
  ];
}

type Update<Body> = { id: number; changes: Body };

/** The catalogue rows 'Archivar' takes off the public pages: their routes and the lists showing them. */
const ARCHIVABLE = {
  activity: {
    base: '/activity',
    type: 'Activity',
    shownIn: ['Activity', 'DiaHora', 'Trainer', 'Review'],
  },
  trainer: { base: '/trainer', type: 'Trainer', shownIn: ['Trainer', 'Activity'] },
  slot: { base: '/diahora', type: 'DiaHora', shownIn: ['DiaHora', 'Activity'] },
} as const satisfies Record<string, { base: string; type: TagType; shownIn: TagType[] }>;
export type ArchivableList = keyof typeof ARCHIVABLE;

/** POST of a new row; the lists that show it refresh. */
function createMutation<Body>(url: string, ...shownIn: TagType[]) {
  return {
    query: (data: Body) => ({ url, method: 'POST', data }),
    invalidatesTags: lists(...shownIn),
  };
}

/** PUT `${base}/${id}` of a row's changes; the row and the lists that show it refresh. */
function updateMutation<Body>(base: string, type: TagType, ...shownIn: TagType[]) {
  return {
    query: ({ id, changes }: Update<Body>) => ({
      url: `${base}/${id}`,
      method: 'PUT',
      data: changes,
    }),
    invalidatesTags: rowAndLists(type, ...shownIn),
  };
}

/** DELETE `${base}/${id}`; the lists that showed the row refresh. */
function deleteMutation(base: string, ...shownIn: TagType[]) {
  return {
    query: (id: number) => ({ url: `${base}/${id}`, method: 'DELETE' }),
    invalidatesTags: lists(...shownIn),
  };
}

/** A class's links to its slots and trainers show in the slot, trainer and class lists. */
const classLinkTags = (
  _result: unknown,
  _error: unknown,
  { activityId }: { activityId: number },
) => [{ type: 'Activity' as const, id: activityId }, ...lists('Activity', 'DiaHora', 'Trainer')];

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<PageOf<AdminUserDto>, ListParams>(
      adminPage<AdminUserDto>('/user', 'User'),
    ),
    // The admin lists show archived rows too, marked (GET /{list}/admin).
    adminActivities: build.query<PageOf<AdminActivityDto>, ListParams>(
      adminPage<AdminActivityDto>('/activity/admin', 'Activity'),
    ),
    adminTrainers: build.query<PageOf<AdminTrainerDto>, ListParams>(
      adminPage<AdminTrainerDto>('/trainer/admin', 'Trainer'),
    ),
    adminOrders: build.query<PageOf<AdminOrderDto>, OrderListParams>(
      adminPage<AdminOrderDto, OrderListParams>('/order', 'Order'),
    ),
    adminSlots: build.query<PageOf<AdminSlotDto>, ListParams>(
      adminPage<AdminSlotDto>('/diahora/admin', 'DiaHora'),
    ),
    adminReviews: build.query<PageOf<AdminReviewDto>, ListParams>(
      adminPage<AdminReviewDto>('/review/admin', 'Review'),
    ),
    adminDiscounts: build.query<PageOf<AdminDiscountDto>, ListParams>(
      adminPage<AdminDiscountDto>('/descuento/all', 'Discount'),
    ),

    /** The create dialogs' and the class edit page's choices, apart from the grids' pages. */
    catalogueActivities: build.query<ActivityDto[], undefined>(
      listQuery<ActivityDto>(`/activity/all?${CATALOGUE}`, 'Activity'),
    ),
    catalogueTrainers: build.query<TrainerWithActivitiesDto[], undefined>(
      listQuery<TrainerWithActivitiesDto>(`/trainer?${CATALOGUE}`, 'Trainer'),
    ),
    catalogueSlots: build.query<DiaHoraWithActivityDto[], undefined>(
      listQuery<DiaHoraWithActivityDto>(`/diahora?${CATALOGUE}`, 'DiaHora'),
    ),

    /** The edit page's row, fresh from the server. */
    adminUser: build.query<UserDto, number>(rowById<UserDto>('/user', 'User')),
    // Found in the admin lists, so an archived row opens too.
    adminActivity: build.query<AdminActivityDto | null, number>(
      rowBySearch<AdminActivityDto>('/activity/admin', 'Activity'),
    ),
    adminSlot: build.query<AdminSlotDto | null, number>(
      rowBySearch<AdminSlotDto>('/diahora/admin', 'DiaHora'),
    ),
    adminTrainer: build.query<AdminTrainerDto | null, number>(
      rowBySearch<AdminTrainerDto>('/trainer/admin', 'Trainer'),
    ),
    adminDiscount: build.query<AdminDiscountDto | null, number>(
      rowBySearch<AdminDiscountDto>('/descuento/all', 'Discount'),
    ),

    // A class takes slots and trainers: their lists show it too.
    createActivity: build.mutation<unknown, CreateActivityBody>(
      createMutation('/activity', 'Activity', 'DiaHora', 'Trainer'),
    ),
    updateActivity: build.mutation<unknown, Update<UpdateActivityBody>>(
      updateMutation('/activity', 'Activity', 'Trainer', 'DiaHora'),
    ),
    createTrainer: build.mutation<unknown, CreateTrainerBody>(
      createMutation('/trainer', 'Trainer', 'Activity'),
    ),
    updateTrainer: build.mutation<unknown, Update<UpdateTrainerBody>>(
      updateMutation('/trainer', 'Trainer', 'Activity'),
    ),
    createSlot: build.mutation<unknown, CreateSlotBody>(
      createMutation('/diahora/create', 'DiaHora'),
    ),
    updateSlot: build.mutation<unknown, Update<UpdateSlotBody>>(
      updateMutation('/diahora', 'DiaHora', 'Activity'),
    ),
    createDiscount: build.mutation<unknown, CreateDiscountBody>(
      createMutation('/descuento/', 'Discount'),
    ),
    updateDiscount: build.mutation<unknown, Update<UpdateDiscountBody>>(
      updateMutation('/descuento', 'Discount'),
    ),

    /**
     * Deletes of the catalogue. A class or slot leaves the open carts that held it (refused, 409,
     * while an order names it); a class's slots become free; a trainer leaves their classes.
     */
    deleteActivity: build.mutation<unknown, number>(
      deleteMutation('/activity', 'Activity', 'DiaHora', 'Trainer'),
    ),
    deleteTrainer: build.mutation<unknown, number>(
      deleteMutation('/trainer', 'Trainer', 'Activity'),
    ),
    deleteSlot: build.mutation<unknown, number>(deleteMutation('/diahora', 'DiaHora', 'Activity')),
    deleteDiscount: build.mutation<unknown, number>(deleteMutation('/descuento', 'Discount')),

    /**
     * 'Archivar' / 'Restaurar' (PUT `${base}/{id}/archive|restore`): the row leaves or comes back
     * to the public pages; a class takes its slots and its reviews with it.
     */
    archiveRow: build.mutation<unknown, { list: ArchivableList; id: number; archived: boolean }>({
      query: ({ list, id, archived }) => ({
        url: `${ARCHIVABLE[list].base}/${id}/${archived ? 'archive' : 'restore'}`,
        method: 'PUT',
      }),
      invalidatesTags: (_result, _error, { list, id }) => [
        { type: ARCHIVABLE[list].type, id },
        ...lists(...ARCHIVABLE[list].shownIn),
      ],
    }),
    /** 'Ocultar' / 'Mostrar' a review: gone from, or back on, the public pages. */
    setReviewHidden: build.mutation<AdminReviewDto, { id: number; hidden: boolean }>({
      query: ({ id, hidden }) => ({
        url: `/review/${id}/${hidden ? 'hide' : 'show'}`,
        method: 'PUT',
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Review', id },
        ...lists('Review', 'Activity'),
      ],
    }),

    /** Class ↔ slot and class ↔ trainer links (the class edit page). */
    attachSlot: build.mutation<unknown, { activityId: number; diaHoraId: number }>({
      query: (data) => ({ url: '/diahora/activity', method: 'POST', data }),
      invalidatesTags: classLinkTags,
    }),
    detachSlot: build.mutation<unknown, { activityId: number; diaHoraId: number }>({
      query: ({ activityId, diaHoraId }) => ({
        url: `/diahora/activity/${activityId}/${diaHoraId}`,
        method: 'DELETE',
      }),
      invalidatesTags: classLinkTags,
    }),
    addTrainer: build.mutation<unknown, { activityId: number; trainerId: number }>({
      query: ({ activityId, trainerId }) => ({
        url: `/activity/${activityId}/addTrainer/${trainerId}`,
        method: 'POST',
      }),
      invalidatesTags: classLinkTags,
    }),
    removeTrainer: build.mutation<unknown, { activityId: number; trainerId: number }>({
      query: ({ activityId, trainerId }) => ({
        url: `/activity/${activityId}/deleteTrainer/${trainerId}`,
        method: 'DELETE',
      }),
      invalidatesTags: classLinkTags,
    }),

    /** PUT /order/canceled/{id}: the server returns the places and removes the pending reviews. */
    cancelOrder: build.mutation<{ order: OrderDto }, number>({
      query: (id) => ({ url: `/order/canceled/${id}`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Order', id },
        ...lists('Order', 'DiaHora', 'Activity'),
      ],
    }),
    /**
     * PUT /order/{id} `{ state: 'Canceled' }` of a paid order: the server refunds its total through
     * Mercado Pago and answers it 'Refunded' (502 with the reason when Mercado Pago refuses: the
     * order stays paid). The answer is `{ order }` (docs/api.md); a bare order is read too.
     */
    refundOrder: build.mutation<OrderDto, number>({
      query: (id) => ({ url: `/order/${id}`, method: 'PUT', data: { state: 'Canceled' } }),
      transformResponse: (body: OrderDto | { order: OrderDto }) =>
        'order' in body ? body.order : body,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Order', id },
        ...lists('Order', 'DiaHora', 'Activity', 'Waitlist'),
      ],
    }),
    /** GET /diahora/{id}/waitlist: who waits for the slot, first to last, and any place offered. */
    slotWaitlist: build.query<SlotWaitlistEntryDto[], number>({
      query: (id) => `/diahora/${id}/waitlist`,
      providesTags: (_result, _error, id) => [{ type: 'Waitlist', id }],
    }),
    deleteUser: build.mutation<UserDto, number>({
      query: (id) => ({ url: `/user/${id}`, method: 'DELETE' }),
      invalidatesTags: lists('User', 'Order'),
    }),
    /**
     * GET /insights: 'Resumen' (the 12 months up to today without a period). Whatever changes an
     * order, a slot, a class, a line or a review changes some figure: those refresh it.
     */
    insights: build.query<InsightsDto, PeriodQuery | undefined>({
      query: (period) => ({ url: '/insights', params: definedParams(period ?? {}) }),
      providesTags: lists('Order', 'DiaHora', 'Activity', 'Waitlist', 'Review'),
    }),
    /**
     * GET /order/export.csv (this month without a period) with the bearer token, so not a plain
     * link: fetched as bytes (the BOM kept) and saved under the name the server gives. Only the
     * name reaches the store; a refusal's `{ error, fields }` is read from the bytes it came in.
     */
    exportOrders: build.mutation<{ filename: string }, PeriodQuery>({
      queryFn: async (period, _api, _extra, baseQuery) => {
        const request: AxiosQueryArgs = {
          url: '/order/export.csv',
          params: definedParams(period),
          headers: { Accept: 'text/csv, application/json' },
          responseType: 'arraybuffer',
        };
        const result = await baseQuery(request);
        if (result.error) return { error: result.error as AxiosQueryError };
        const meta = result.meta as AxiosQueryMeta | undefined;
        const filename =
          filenameFromDisposition(meta?.contentDisposition) ??
          `ordenes-${period.from ?? ''}-${period.to ?? ''}.csv`;
        saveFile(new Blob([result.data as ArrayBuffer], { type: CSV_TYPE }), filename);
        return { data: { filename } };
      },
    }),
    /**
     * PUT /user/{id} `{ role, trainerId }`: an admin changes only the role (and a profesor's
     * trainer); personal data stays the member's.
     */
    setUserRole: build.mutation<UserDto, { id: number } & UserRoleChange>({
      query: ({ id, role, trainerId }) => ({
        url: `/user/${id}`,
        method: 'PUT',
        data: { role, trainerId },
      }),
      invalidatesTags: rowAndLists('User'),
    }),
    /**
     * GET /insights/attendance: 'Asistencia' of 'Resumen', a month (this one without `month`) up
     * to now; a request of its own, so the other figures never wait for it. Taking attendance or
     * cancelling a session changes it.
     */
    attendanceInsights: build.query<AttendanceInsightsDto, string | undefined>({
      query: (month) => ({ url: '/insights/attendance', params: month ? { month } : {} }),
      providesTags: lists('Attendance', 'Session'),
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useAdminActivitiesQuery,
  useAdminTrainersQuery,
  useAdminOrdersQuery,
  useAdminSlotsQuery,
  useAdminReviewsQuery,
  useAdminDiscountsQuery,
  useCatalogueActivitiesQuery,
  useCatalogueTrainersQuery,
  useCatalogueSlotsQuery,
  useAdminUserQuery,
  useAdminActivityQuery,
  useAdminSlotQuery,
  useAdminTrainerQuery,
  useAdminDiscountQuery,
  useCreateActivityMutation,
  useUpdateActivityMutation,
  useCreateTrainerMutation,
  useUpdateTrainerMutation,
  useCreateSlotMutation,
  useUpdateSlotMutation,
  useCreateDiscountMutation,
  useUpdateDiscountMutation,
  useDeleteActivityMutation,
  useDeleteTrainerMutation,
  useDeleteSlotMutation,
  useDeleteDiscountMutation,
  useArchiveRowMutation,
  useSetReviewHiddenMutation,
  useAttachSlotMutation,
  useDetachSlotMutation,
  useAddTrainerMutation,
  useRemoveTrainerMutation,
  useCancelOrderMutation,
  useRefundOrderMutation,
  useSlotWaitlistQuery,
  useDeleteUserMutation,
  useSetUserRoleMutation,
  useAttendanceInsightsQuery,
  useInsightsQuery,
  useExportOrdersMutation,
} = adminApi;
