-- Desk sales (docs/architecture.md, 'Desk sales'): who sold an order at the desk and how it was paid.
-- CreateEnum
CREATE TYPE "DeskPayment" AS ENUM ('Efectivo', 'Transferencia');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "deskPayment" "DeskPayment",
ADD COLUMN     "soldById" INTEGER;

-- CreateIndex
CREATE INDEX "Order_soldById_paidAt_idx" ON "Order"("soldById", "paidAt");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_soldById_fkey" FOREIGN KEY ("soldById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A desk sale names its seller and its payment; a member's own checkout neither.
ALTER TABLE "Order" ADD CONSTRAINT "Order_desk_sale_check" CHECK (("soldById" IS NULL) = ("deskPayment" IS NULL));

-- One open cart per member for their own shopping: a desk sale's cart (checked out in the same
-- transaction that makes it) is not theirs.
DROP INDEX "Order_one_open_cart_per_user";
CREATE UNIQUE INDEX "Order_one_open_cart_per_user" ON "Order"("userId") WHERE "state" = 'Cart' AND "soldById" IS NULL;
