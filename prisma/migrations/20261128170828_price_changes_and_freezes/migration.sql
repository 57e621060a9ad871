-- Débito automático (docs/architecture.md, 'Débito automático'): price rises with notice and freezes.
-- CreateTable
CREATE TABLE "PriceChange" (
    "id" SERIAL NOT NULL,
    "activityId" INTEGER NOT NULL,
    "price" INTEGER NOT NULL,
    "effectiveFrom" DATE NOT NULL,
    "noticed" INTEGER NOT NULL DEFAULT 0,
    "appliedAt" TIMESTAMP(3),
    "withdrawnAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PriceChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MembershipFreeze" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "days" INTEGER NOT NULL,
    "resumedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MembershipFreeze_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PriceChange_activityId_effectiveFrom_idx" ON "PriceChange"("activityId", "effectiveFrom");

-- CreateIndex
CREATE INDEX "PriceChange_effectiveFrom_idx" ON "PriceChange"("effectiveFrom");

-- CreateIndex
CREATE INDEX "MembershipFreeze_orderId_endsAt_idx" ON "MembershipFreeze"("orderId", "endsAt");

-- CreateIndex
CREATE INDEX "MembershipFreeze_userId_startsAt_idx" ON "MembershipFreeze"("userId", "startsAt");

-- CreateIndex
CREATE INDEX "MembershipFreeze_resumedAt_endsAt_idx" ON "MembershipFreeze"("resumedAt", "endsAt");

-- AddForeignKey
ALTER TABLE "PriceChange" ADD CONSTRAINT "PriceChange_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MembershipFreeze" ADD CONSTRAINT "MembershipFreeze_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MembershipFreeze" ADD CONSTRAINT "MembershipFreeze_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


ALTER TABLE "PriceChange" ADD CONSTRAINT "PriceChange_price_check" CHECK ("price" > 0);
ALTER TABLE "MembershipFreeze" ADD CONSTRAINT "MembershipFreeze_period_check" CHECK ("endsAt" >= "startsAt" AND "days" > 0);
