import { useEffect } from 'react';

/**
 * Calls `refetch` whenever the page comes back into view or the window regains focus: a phone
 * woken up or a tab reopened must not show what was on screen before (RTK Query drops a second
 * call while one is on its way, so both events at once ask once).
 */
export function useRefetchWhenShown(refetch: () => unknown) {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    const onFocus = () => refetch();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
    };
  }, [refetch]);
}
