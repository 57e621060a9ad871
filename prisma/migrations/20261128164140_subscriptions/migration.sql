-- Débito automático (docs/architecture.md, 'Débito automático'): a Mercado Pago subscription per membership and its charges.
-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('Pending', 'Active', 'Paused', 'Cancelled');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "MailKind" ADD VALUE 'subscriptionCharged';
ALTER TYPE "MailKind" ADD VALUE 'subscriptionRejected';

-- CreateTable
CREATE TABLE "Subscription" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "preapprovalId" TEXT NOT NULL,
    "authorizeUrl" TEXT NOT NULL,
    "status" "SubscriptionStatus" NOT NULL DEFAULT 'Pending',
    "amount" DECIMAL(12,2) NOT NULL,
    "nextChargeAt" TIMESTAMP(3),
    "providerStatus" "SubscriptionStatus" NOT NULL DEFAULT 'Pending',
    "providerAmount" DECIMAL(12,2) NOT NULL,
    "authorizedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Subscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubscriptionCharge" (
    "id" SERIAL NOT NULL,
    "subscriptionId" INTEGER NOT NULL,
    "chargeId" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "paymentStatus" TEXT NOT NULL,
    "paymentStatusDetail" TEXT,
    "amount" DECIMAL(12,2) NOT NULL,
    "orderId" INTEGER,
    "refundDue" BOOLEAN NOT NULL DEFAULT false,
    "refundedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SubscriptionCharge_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Subscription_preapprovalId_key" ON "Subscription"("preapprovalId");

-- CreateIndex
CREATE INDEX "Subscription_orderId_idx" ON "Subscription"("orderId");

-- CreateIndex
CREATE INDEX "Subscription_userId_idx" ON "Subscription"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "SubscriptionCharge_chargeId_key" ON "SubscriptionCharge"("chargeId");

-- CreateIndex
CREATE UNIQUE INDEX "SubscriptionCharge_orderId_key" ON "SubscriptionCharge"("orderId");

-- CreateIndex
CREATE INDEX "SubscriptionCharge_subscriptionId_idx" ON "SubscriptionCharge"("subscriptionId");

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubscriptionCharge" ADD CONSTRAINT "SubscriptionCharge_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubscriptionCharge" ADD CONSTRAINT "SubscriptionCharge_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- One live débito per membership (docs/architecture.md, 'Débito automático').
CREATE UNIQUE INDEX "Subscription_one_live_per_order" ON "Subscription"("orderId") WHERE "status" <> 'Cancelled';
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_amount_check" CHECK ("amount" > 0 AND "providerAmount" > 0);
-- The membership sweep and the sync job read these.
CREATE INDEX "Subscription_out_of_sync_idx" ON "Subscription"("id") WHERE "status" <> "providerStatus" OR "amount" <> "providerAmount";
CREATE INDEX "SubscriptionCharge_refund_due_idx" ON "SubscriptionCharge"("id") WHERE "refundDue" AND "refundedAt" IS NULL;
