import {
  useAdminActivitiesQuery,
  useAdminDiscountsQuery,
  useAdminOrdersQuery,
  useAdminSlotsQuery,
  useAdminTrainersQuery,
  useAdminUsersQuery,
} from '../api';

/** The six data sets the dashboard loads on entry, one query each. */
export function useAdminData() {
  const users = useAdminUsersQuery(undefined);
  const activities = useAdminActivitiesQuery(undefined);
  const trainers = useAdminTrainersQuery(undefined);
  const orders = useAdminOrdersQuery(undefined);
  const slots = useAdminSlotsQuery(undefined);
  const discounts = useAdminDiscountsQuery(undefined);
  const all = [users, activities, trainers, orders, slots, discounts];
  return {
    users,
    activities,
    trainers,
    orders,
    slots,
    discounts,
    isLoading: all.some((query) => query.isLoading),
    isError: all.some((query) => query.isError),
    retryFailed: () => {
      for (const query of all) if (query.isError) void query.refetch();
    },
  };
}

export type AdminData = ReturnType<typeof useAdminData>;
