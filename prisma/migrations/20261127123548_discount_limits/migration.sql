-- AlterTable
ALTER TABLE "Descuento" ADD COLUMN     "endsOn" DATE,
ADD COLUMN     "maxUses" INTEGER,
ADD COLUMN     "maxUsesPerMember" INTEGER;

-- CreateIndex
CREATE INDEX "Order_discountCode_state_idx" ON "Order"("discountCode", "state");

-- Hand-written: a limit, when set, allows at least one use.
ALTER TABLE "Descuento" ADD CONSTRAINT "Descuento_limits_check"
  CHECK (("maxUses" IS NULL OR "maxUses" >= 1) AND ("maxUsesPerMember" IS NULL OR "maxUsesPerMember" >= 1));
