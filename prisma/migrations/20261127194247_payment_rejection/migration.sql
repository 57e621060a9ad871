-- AlterEnum
ALTER TYPE "MailKind" ADD VALUE 'paymentRejected';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "paymentStatusDetail" TEXT;
