// Where the gym's débitos and Mercado Pago's subscriptions meet (docs/architecture.md, 'Débito
// automático'). Our rows say what the gym wants (status, amount); Mercado Pago is told by a PUT and
// its answer recorded (providerStatus, providerAmount), by the request that changed a row and again
// by the sync job until they meet. What only Mercado Pago knows (the member authorised it, or
// cancelled it in Mercado Pago's own app) comes back through its notification, read back here.
import type { PrismaClient, SubscriptionStatus } from '../../generated/prisma/client.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderSubscription,
  type SubscriptionChange,
} from '../../lib/mercadopago-provider.ts';
import { sweepInBatches } from '../sweep.ts';

const PROVIDER_STATUSES: Record<string, SubscriptionStatus> = {
  pending: 'Pending',
  authorized: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

const TO_PROVIDER: Record<Exclude<SubscriptionStatus, 'Pending'>, SubscriptionChange['status']> = {
  Active: 'authorized',
  Paused: 'paused',
  Cancelled: 'cancelled',
};

export type PreapprovalOutcome = 'authorized' | 'cancelled' | 'recorded' | 'unknown-subscription';

/**
 * A subscription read back from Mercado Pago: the member's authorisation makes a Pending débito
 * Active; a cancellation there is final here too. Anything else only records what Mercado Pago
 * holds, for the sync to compare.
 */
export async function applyPreapproval(
  prisma: PrismaClient,
  remote: ProviderSubscription,
  now = new Date(),
): Promise<PreapprovalOutcome> {
  const providerStatus = PROVIDER_STATUSES[remote.status];
  if (!providerStatus) return 'recorded';
  return prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ id: number; status: SubscriptionStatus }[]>`
      SELECT id, status FROM "Subscription" WHERE "preapprovalId" = ${remote.id} FOR UPDATE`;
    if (!row) return 'unknown-subscription';
    const amount =
      remote.amount !== null && remote.amount > 0 ? { providerAmount: remote.amount } : {};
    if (providerStatus === 'Active' && row.status === 'Pending') {
      await tx.subscription.update({
        where: { id: row.id },
        data: { status: 'Active', providerStatus, authorizedAt: now, ...amount },
      });
      return 'authorized';
    }
    if (providerStatus === 'Cancelled' && row.status !== 'Cancelled') {
      await tx.subscription.update({
        where: { id: row.id },
        data: { status: 'Cancelled', providerStatus, cancelledAt: now, nextChargeAt: null },
      });
      return 'cancelled';
    }
    await tx.subscription.update({ where: { id: row.id }, data: { providerStatus, ...amount } });
    return 'recorded';
  });
}

/**
 * Tells Mercado Pago what the gym wants of one débito, if it differs from what Mercado Pago last
 * said; true when they meet afterwards. The row stays locked during the call, so two instances
 * never send the same change twice.
 */
async function pushOne(
  prisma: PrismaClient,
  provider: PaymentProvider,
  id: number,
  lock: 'wait' | 'skip',
): Promise<boolean> {
  return prisma.$transaction(
    async (tx) => {
      const rows = await (lock === 'wait'
        ? tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Subscription" WHERE id = ${id} FOR UPDATE`
        : tx.$queryRaw<{ id: number }[]>`
            SELECT id FROM "Subscription" WHERE id = ${id} FOR UPDATE SKIP LOCKED`);
      if (rows.length === 0) return false;
      const sub = await tx.subscription.findUniqueOrThrow({ where: { id } });
      const change: SubscriptionChange = {};
      if (sub.status !== sub.providerStatus && sub.status !== 'Pending') {
        // A débito never authorised is cancelled, never paused or resumed, at Mercado Pago.
        if (sub.providerStatus !== 'Pending' || sub.status === 'Cancelled') {
          change.status = TO_PROVIDER[sub.status];
        }
      }
      if (sub.status !== 'Cancelled' && !sub.amount.equals(sub.providerAmount)) {
        change.amount = Number(sub.amount);
      }
      if (change.status === undefined && change.amount === undefined) return true;
      const remote = await provider.updateSubscription(sub.preapprovalId, change);
      const providerStatus = PROVIDER_STATUSES[remote.status] ?? sub.providerStatus;
      await tx.subscription.update({
        where: { id },
        data: {
          providerStatus,
          ...(remote.amount !== null && remote.amount > 0 ? { providerAmount: remote.amount } : {}),
        },
      });
      return providerStatus === sub.status || sub.status === 'Pending';
    },
    { timeout: 30_000 },
  );
}

/**
 * After a request changed a débito: tell Mercado Pago now. When it cannot be reached the sync job
 * tries again; what was charged meanwhile is refunded (charges.ts).
 */
export async function pushSubscription(
  prisma: PrismaClient,
  provider: PaymentProvider,
  logger: Logger,
  id: number,
): Promise<void> {
  try {
    await pushOne(prisma, provider, id, 'wait');
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.warn({ err: error, subscriptionId: id }, 'débito change not yet sent to Mercado Pago');
  }
}

/**
 * The sync job's pass: every débito Mercado Pago does not yet hold as the gym wants, and every
 * charge to give back. Answers how many were settled.
 */
export async function syncSubscriptions(
  prisma: PrismaClient,
  provider: PaymentProvider,
  logger: Logger,
): Promise<number> {
  let settled = 0;
  const outOfSync = await prisma.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Subscription"
     WHERE (status <> "providerStatus" AND status <> 'Pending') OR (status <> 'Cancelled' AND amount <> "providerAmount")
     ORDER BY id LIMIT 100`;
  for (const { id } of outOfSync) {
    try {
      if (await pushOne(prisma, provider, id, 'skip')) settled += 1;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      logger.warn({ err: error, subscriptionId: id }, 'débito change not sent to Mercado Pago');
      return settled;
    }
  }
  return settled + (await refundCharges(prisma, provider, logger));
}

/** Gives back, once each, the charges that found no membership to extend (charges.ts). */
function refundCharges(
  prisma: PrismaClient,
  provider: PaymentProvider,
  logger: Logger,
): Promise<number> {
  return sweepInBatches(
    prisma,
    (tx, limit) => tx.$queryRaw`
      SELECT id FROM "SubscriptionCharge" WHERE "refundDue" AND "refundedAt" IS NULL
       ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
    async (tx, id) => {
      const charge = await tx.subscriptionCharge.findUniqueOrThrow({ where: { id } });
      try {
        await provider.refundPayment(charge.paymentId, `refund-charge-${charge.chargeId}`);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // Refused because it is refunded already (an earlier pass whose answer was lost): done.
        const payment = await provider.getPayment(charge.paymentId).catch(() => null);
        if (payment?.status !== 'refunded') {
          logger.warn({ err: error, chargeId: charge.chargeId }, 'débito charge refund failed');
          return false;
        }
      }
      await tx.subscriptionCharge.update({ where: { id }, data: { refundedAt: new Date() } });
      return true;
    },
  );
}
