-- DropIndex
DROP INDEX "Order_discountCode_state_idx";

-- Hand-written: a discount code's uses (prisma/functions/discount_refusal.sql) are counted among the
-- orders that carry a code only, so the orders without one (most) add no entry to this index.
CREATE INDEX "Order_discountCode_state_idx" ON "Order"("discountCode", "state")
  WHERE "discountCode" IS NOT NULL;
