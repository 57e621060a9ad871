import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { beginSignOut } from '@/components/auth/authorization';
import { useAppDispatch } from '@/stores/hooks';
import { signOut } from '../session/sign-out';

/** Leaves the private page first, so no guard redirects to /login on the way out. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    beginSignOut();
    await navigate(paths.home.getHref());
    await dispatch(signOut());
  }, [dispatch, navigate]);
}
