import type { MembershipDto } from '@power-gym/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isPendingSubscription } from '../utils/subscription';

/** Mercado Pago sends the member back to Mis actividades with `?preapproval_id=…`. */
export const SUBSCRIPTION_RETURN_PARAM = 'preapproval_id';
/** How long to wait before reading the list again while a débito waits for Mercado Pago's word. */
export const SUBSCRIPTION_RECHECK_MS = 4000;
/** How many times the list is read again after the first load: no endless polling. */
export const SUBSCRIPTION_RECHECKS = 2;

/**
 * What 'Mis abonos' says after the return: 'confirming' while a débito is still 'Pendiente' and
 * the list will be read again, 'confirmed' once it turned active, 'unconfirmed' when Mercado Pago
 * had not told us yet after the last read.
 */
export type SubscriptionReturnPhase = 'confirming' | 'confirmed' | 'unconfirmed' | null;

interface MembershipsQuery {
  data?: MembershipDto[] | undefined;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Back from authorising a débito at Mercado Pago: the webhook usually lands a moment later, so
 * while a row still says 'Pendiente' the list is read again, SUBSCRIPTION_RECHECKS times at most,
 * SUBSCRIPTION_RECHECK_MS apart. Then the parameter leaves the address.
 */
export function useSubscriptionReturn({ data, isFetching, refetch }: MembershipsQuery) {
  const [params, setParams] = useSearchParams();
  // A return is a page load: read once, so clearing the parameter changes nothing here.
  const [returned] = useState(() => params.has(SUBSCRIPTION_RETURN_PARAM));
  const [rechecks, setRechecks] = useState(0);
  const [dismissed, setDismissed] = useState(false);

  const pending = data?.some(isPendingSubscription) ?? false;
  const watching = returned && data !== undefined;
  const recheck = watching && pending && rechecks < SUBSCRIPTION_RECHECKS;
  const done = watching && !isFetching && !recheck;
  const hasParam = params.has(SUBSCRIPTION_RETURN_PARAM);

  useEffect(() => {
    if (!recheck || isFetching) return;
    const timer = setTimeout(() => {
      // The refetch first: its isFetching and the count change in one render.
      void refetch();
      setRechecks((count) => count + 1);
    }, SUBSCRIPTION_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [recheck, isFetching, rechecks, refetch]);

  useEffect(() => {
    if (!done || !hasParam) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SUBSCRIPTION_RETURN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [done, hasParam, setParams]);

  let phase: SubscriptionReturnPhase = null;
  if (watching && !dismissed) {
    if (pending) phase = done ? 'unconfirmed' : 'confirming';
    // Seen waiting, then active: the débito the member just authorised.
    else if (rechecks > 0 && data.some((row) => row.subscription?.status === 'Activa')) {
      phase = 'confirmed';
    }
  }

  return { phase, dismiss: () => setDismissed(true) };
}
