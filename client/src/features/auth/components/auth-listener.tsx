import { useEffect } from 'react';
import { onFirebaseUserChange } from '@/lib/firebase';
import { useAppDispatch } from '@/stores/hooks';

// The session's code (and RTK Query with it) loads with Firebase's first report, never for a visitor.
const loadSession = () => import('../session/sign-out');

/** Loads Firebase after the first render and keeps the session in step with it. */
export function AuthListener() {
  const dispatch = useAppDispatch();

  useEffect(() => {
    let active = true;
    let initial = true;
    let unsubscribe: (() => void) | undefined;
    onFirebaseUserChange((user) => {
      const first = initial;
      initial = false;
      void loadSession().then(({ syncAuthState }) => dispatch(syncAuthState(user, first)));
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
