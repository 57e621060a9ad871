import { isLiveSubscription, type MembershipDto } from '@power-gym/contracts';

/**
 * Where the débito of a membership's order is offered: a membership that runs and was not left
 * out of a renewal, or one whose débito may still charge (it can always be cancelled).
 */
export function offersSubscription(membership: MembershipDto): boolean {
  return (
    (membership.status !== 'Vencida' && !membership.leftOutOfRenewal) ||
    isLiveSubscription(membership.subscription)
  );
}

/** Waiting for the member to authorise it at Mercado Pago. */
export const isPendingSubscription = (membership: MembershipDto) =>
  membership.subscription?.status === 'Pendiente';
