import { useEffect } from 'react';
import { useAppDispatch } from '@/stores/hooks';
import { adminApi, FIRST_PAGE } from '../api';

const SECTION_LISTS = [
  'adminUsers',
  'adminActivities',
  'adminTrainers',
  'adminOrders',
  'adminSlots',
  'adminDiscounts',
  'adminReviews',
] as const;

/**
 * On entry the dashboard loads the first page of each section (seven bounded requests), so switching
 * section shows its table at once. Each section reads its own result: one failure blanks nothing else.
 */
export function usePrefetchFirstPages() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    for (const endpoint of SECTION_LISTS) {
      void dispatch(adminApi.util.prefetch(endpoint, FIRST_PAGE, {}));
    }
  }, [dispatch]);
}
