import { useEffect } from 'react';
import { onFirebaseUserChange } from '@/lib/firebase';
import { useAppDispatch } from '@/stores/hooks';
import { syncAuthState } from '../session/sync-auth-state';

/** Loads Firebase after the first render and keeps the session in step with it. */
export function AuthListener() {
  const dispatch = useAppDispatch();

  useEffect(() => {
    let active = true;
    let initial = true;
    let unsubscribe: (() => void) | undefined;
    onFirebaseUserChange((user) => {
      void dispatch(syncAuthState(user, initial));
      initial = false;
    })
      .then((stop) => {
        if (active) unsubscribe = stop;
        else stop();
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [dispatch]);

  return null;
}
