-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "paidAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Order_paidAt_idx" ON "Order"("paidAt");

-- CreateIndex
CREATE INDEX "Order_refundedAt_idx" ON "Order"("refundedAt");

-- Orders paid before paidAt existed: the first notification that completed them, else the start
-- of their membership (a purchase's starts at its payment), else their last change.
UPDATE "Order" o
   SET "paidAt" = COALESCE(
         (SELECT min(n."createdAt") FROM "PaymentNotification" n
           WHERE n."orderId" = o.id AND n.payload->>'outcome' = 'completed'),
         CASE WHEN o."renewsOrderId" IS NULL OR o."placesTaken" THEN o."periodStart" END,
         o."updatedAt")
 WHERE o.state IN ('Complete', 'Refunded');
