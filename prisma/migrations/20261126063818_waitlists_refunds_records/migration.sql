-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "MailKind" ADD VALUE 'waitlistOffer';
ALTER TYPE "MailKind" ADD VALUE 'orderRefunded';

-- AlterEnum
ALTER TYPE "OrderState" ADD VALUE 'Refunded';

-- DropForeignKey
ALTER TABLE "Order" DROP CONSTRAINT "Order_userId_fkey";

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "refundedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "deletedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "WaitlistEntry" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "diaHoraId" INTEGER NOT NULL,
    "offerOrderId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WaitlistEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_offerOrderId_key" ON "WaitlistEntry"("offerOrderId");

-- CreateIndex
CREATE INDEX "WaitlistEntry_diaHoraId_createdAt_id_idx" ON "WaitlistEntry"("diaHoraId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_userId_diaHoraId_key" ON "WaitlistEntry"("userId", "diaHoraId");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_diaHoraId_fkey" FOREIGN KEY ("diaHoraId") REFERENCES "DiaHora"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_offerOrderId_fkey" FOREIGN KEY ("offerOrderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;
