// Cancelling a débito (docs/architecture.md, 'Débito automático'): no further charge, the
// membership runs to its end. The member's or the admin's 'Cancelar débito'
// (features/subscriptions/cancel.ts) and a confirmed 'Botón de baja' (features/legal-requests/)
// both come here; the caller then tells Mercado Pago (sync.ts pushSubscription).
import type { Prisma, Subscription } from '../../generated/prisma/client.ts';
import { lockLiveSubscriptionOfMembership } from './locks.ts';

type Tx = Prisma.TransactionClient;

/**
 * The live débito of the membership `orderId` began (on it or on a renewal that continued it),
 * locked and cancelled; null when there is none.
 */
export async function cancelLiveDebit(
  tx: Tx,
  orderId: number,
  now: Date,
): Promise<Subscription | null> {
  const live = await lockLiveSubscriptionOfMembership(tx, orderId);
  if (!live) return null;
  return tx.subscription.update({
    where: { id: live.id },
    data: { status: 'Cancelled', cancelledAt: now, nextChargeAt: null },
  });
}
