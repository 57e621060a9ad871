import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { SessionExpiry } from '@/features/auth/components/session-expiry';
import { useRemoveAppShell } from '@/lib/app-shell';

/**
 * Every page a tab loads from scratch has the location key 'default', so by key the positions of
 * two different fresh loads would be shared; those are kept by address instead.
 */
export function scrollKey(location: Location): string {
  if (location.key !== 'default') return location.key;
  return `${location.pathname}${location.search}${location.hash}`;
}

export function RootRoute() {
  useRemoveAppShell();
  return (
    <>
      <SessionExpiry />
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
