import type {
  ActivityDto,
  AdminDiscountDto,
  AdminOrderDto,
  CreateActivityBody,
  CreateDiscountBody,
  CreateSlotBody,
  CreateTrainerBody,
  DiaHoraWithActivityDto,
  OrderDto,
  TrainerWithActivitiesDto,
  UpdateActivityBody,
  UpdateDiscountBody,
  UpdateSlotBody,
  UpdateTrainerBody,
  UserDto,
} from '@power-gym/contracts';
import { api, listTags } from '@/lib/api';

const classLinkTags = (
  _result: unknown,
  _error: unknown,
  { activityId }: { activityId: number },
) => [
  { type: 'Activity' as const, id: activityId },
  { type: 'Activity' as const, id: 'LIST' as const },
  { type: 'DiaHora' as const, id: 'LIST' as const },
  { type: 'Trainer' as const, id: 'LIST' as const },
];

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<UserDto[], undefined>({
      query: () => '/user',
      providesTags: listTags<UserDto>('User'),
    }),
    adminActivities: build.query<ActivityDto[], undefined>({
      query: () => '/activity/all',
      providesTags: listTags<ActivityDto>('Activity'),
    }),
    adminTrainers: build.query<TrainerWithActivitiesDto[], undefined>({
      query: () => '/trainer',
      providesTags: listTags<TrainerWithActivitiesDto>('Trainer'),
    }),
    adminOrders: build.query<AdminOrderDto[], undefined>({
      query: () => '/order',
      providesTags: listTags<AdminOrderDto>('Order'),
    }),
    adminSlots: build.query<DiaHoraWithActivityDto[], undefined>({
      query: () => '/diahora',
      providesTags: listTags<DiaHoraWithActivityDto>('DiaHora'),
    }),
    adminDiscounts: build.query<AdminDiscountDto[], undefined>({
      query: () => '/descuento/all',
      providesTags: listTags<AdminDiscountDto>('Discount'),
    }),

    createActivity: build.mutation<unknown, CreateActivityBody>({
      query: (data) => ({ url: '/activity', method: 'POST', data }),
      // The class takes slots and trainers: their lists show it too.
      invalidatesTags: [
        { type: 'Activity', id: 'LIST' },
        { type: 'DiaHora', id: 'LIST' },
        { type: 'Trainer', id: 'LIST' },
      ],
    }),
    updateActivity: build.mutation<unknown, { id: number; changes: UpdateActivityBody }>({
      query: ({ id, changes }) => ({ url: `/activity/${id}`, method: 'PUT', data: changes }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Activity', id },
        { type: 'Activity', id: 'LIST' },
        { type: 'Trainer', id: 'LIST' },
        { type: 'DiaHora', id: 'LIST' },
      ],
    }),
    createTrainer: build.mutation<unknown, CreateTrainerBody>({
      query: (data) => ({ url: '/trainer', method: 'POST', data }),
      invalidatesTags: [
        { type: 'Trainer', id: 'LIST' },
        { type: 'Activity', id: 'LIST' },
      ],
    }),
    updateTrainer: build.mutation<unknown, { id: number; changes: UpdateTrainerBody }>({
      query: ({ id, changes }) => ({ url: `/trainer/${id}`, method: 'PUT', data: changes }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Trainer', id },
        { type: 'Trainer', id: 'LIST' },
        { type: 'Activity', id: 'LIST' },
      ],
    }),
    createSlot: build.mutation<unknown, CreateSlotBody>({
      query: (data) => ({ url: '/diahora/create', method: 'POST', data }),
      invalidatesTags: [{ type: 'DiaHora', id: 'LIST' }],
    }),
    updateSlot: build.mutation<unknown, { id: number; changes: UpdateSlotBody }>({
      query: ({ id, changes }) => ({ url: `/diahora/${id}`, method: 'PUT', data: changes }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'DiaHora', id },
        { type: 'DiaHora', id: 'LIST' },
        { type: 'Activity', id: 'LIST' },
      ],
    }),
    createDiscount: build.mutation<unknown, CreateDiscountBody>({
      query: (data) => ({ url: '/descuento/', method: 'POST', data }),
      invalidatesTags: [{ type: 'Discount', id: 'LIST' }],
    }),
    updateDiscount: build.mutation<unknown, { id: number; changes: UpdateDiscountBody }>({
      query: ({ id, changes }) => ({ url: `/descuento/${id}`, method: 'PUT', data: changes }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Discount', id },
        { type: 'Discount', id: 'LIST' },
      ],
    }),

    /**
     * Deletes of the catalogue. A class or slot leaves the open carts that held it (refused, 409,
     * while an order names it); a class's slots become free; a trainer leaves their classes.
     */
    deleteActivity: build.mutation<unknown, number>({
      query: (id) => ({ url: `/activity/${id}`, method: 'DELETE' }),
      invalidatesTags: [
        { type: 'Activity', id: 'LIST' },
        { type: 'DiaHora', id: 'LIST' },
        { type: 'Trainer', id: 'LIST' },
      ],
    }),
    deleteTrainer: build.mutation<unknown, number>({
      query: (id) => ({ url: `/trainer/${id}`, method: 'DELETE' }),
      invalidatesTags: [
        { type: 'Trainer', id: 'LIST' },
        { type: 'Activity', id: 'LIST' },
      ],
    }),
    deleteSlot: build.mutation<unknown, number>({
      query: (id) => ({ url: `/diahora/${id}`, method: 'DELETE' }),
      invalidatesTags: [
        { type: 'DiaHora', id: 'LIST' },
        { type: 'Activity', id: 'LIST' },
      ],
    }),
    deleteDiscount: build.mutation<unknown, number>({
      query: (id) => ({ url: `/descuento/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Discount', id: 'LIST' }],
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
        { type: 'Order', id: 'LIST' },
        { type: 'DiaHora', id: 'LIST' },
        { type: 'Activity', id: 'LIST' },
      ],
    }),
    deleteUser: build.mutation<UserDto, number>({
      query: (id) => ({ url: `/user/${id}`, method: 'DELETE' }),
      invalidatesTags: [
        { type: 'User', id: 'LIST' },
        { type: 'Order', id: 'LIST' },
      ],
    }),
    /** PUT /user/{id}: an admin changes only the admin flag; personal data stays the member's. */
    setUserAdmin: build.mutation<UserDto, { id: number; isAdmin: boolean }>({
      query: ({ id, isAdmin }) => ({ url: `/user/${id}`, method: 'PUT', data: { isAdmin } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useAdminActivitiesQuery,
  useAdminTrainersQuery,
  useAdminOrdersQuery,
  useAdminSlotsQuery,
  useAdminDiscountsQuery,
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
  useAttachSlotMutation,
  useDetachSlotMutation,
  useAddTrainerMutation,
  useRemoveTrainerMutation,
  useCancelOrderMutation,
  useDeleteUserMutation,
  useSetUserAdminMutation,
} = adminApi;
