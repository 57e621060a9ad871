-- CreateEnum
CREATE TYPE "MembershipState" AS ENUM ('Active', 'Renewed', 'Expired');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "MailKind" ADD VALUE 'membershipReminder';
ALTER TYPE "MailKind" ADD VALUE 'membershipExpired';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "membership" "MembershipState",
ADD COLUMN     "periodEnd" TIMESTAMP(3),
ADD COLUMN     "periodStart" TIMESTAMP(3),
ADD COLUMN     "placesTaken" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "reminderAt" TIMESTAMP(3),
ADD COLUMN     "reminderQueuedAt" TIMESTAMP(3),
ADD COLUMN     "renewsOrderId" INTEGER;

-- CreateTable
CREATE TABLE "CalendarFeed" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "token" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CalendarFeed_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CalendarFeed_userId_key" ON "CalendarFeed"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "CalendarFeed_token_key" ON "CalendarFeed"("token");

-- CreateIndex
CREATE INDEX "Order_membership_periodEnd_idx" ON "Order"("membership", "periodEnd");

-- CreateIndex
CREATE INDEX "Order_membership_reminderAt_idx" ON "Order"("membership", "reminderAt");

-- CreateIndex
CREATE INDEX "Order_renewsOrderId_idx" ON "Order"("renewsOrderId");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_renewsOrderId_fkey" FOREIGN KEY ("renewsOrderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarFeed" ADD CONSTRAINT "CalendarFeed_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- prisma/functions/order_row.sql
-- One order as orderSelect reads it (server/src/features/orders/order-dto.ts): the order's fields,
-- its lines in slot order, each with its class and slot. checkout_order answers with it, so the
-- confirmed order comes back in the checkout's own round trip instead of waiting for a pool
-- connection behind the checkouts queued on the slot's lock. PL/pgSQL, not SQL: its plan is kept
-- per connection instead of made at every call (bench:checkout, bench/README.md).
--
-- Only the fields: the answer is built by toOrderDto, the mapper of every order read.
-- Timestamps are UTC (as Prisma stores them) in ISO text; the total is decimal text.
-- server/test/db/order-row.test.ts checks it against orderSelect field for field.
CREATE OR REPLACE FUNCTION order_row(order_id integer)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (SELECT jsonb_build_object(
    'id', o.id, 'userId', o."userId", 'state', o.state, 'total', o.total::text,
    'discountCode', o."discountCode", 'discountPercent', o."discountPercent",
    'paymentId', o."paymentId", 'paymentStatus', o."paymentStatus",
    'reservedUntil', to_char(o."reservedUntil", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'createdAt', to_char(o."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(o."updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'membership', o.membership,
    'periodStart', to_char(o."periodStart", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'periodEnd', to_char(o."periodEnd", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'reminderAt', to_char(o."reminderAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'renewsOrderId', o."renewsOrderId",
    'lines', COALESCE((
      SELECT jsonb_agg(jsonb_build_object(
               'id', l.id, 'orderId', l."orderId", 'diaHoraId', l."diaHoraId",
               'activityId', l."activityId", 'quantity', l.quantity,
               'unitPrice', l."unitPrice", 'subtotal', l.subtotal,
               'activity', jsonb_build_object('id', a.id, 'name', a.name, 'image', a.image,
                                              'price', a.price),
               'diaHora', jsonb_build_object('id', d.id, 'day', d.day, 'hour', d.hour,
                                             'stock', d.stock, 'capacity', d.capacity))
             ORDER BY l."diaHoraId")
        FROM "OrderLine" l
        JOIN "Activity" a ON a.id = l."activityId"
        JOIN "DiaHora" d ON d.id = l."diaHoraId"
       WHERE l."orderId" = o.id), '[]'::jsonb))
    FROM "Order" o
   WHERE o.id = order_row.order_id);
END
$$;
-- end of prisma/functions/order_row.sql

-- At most one renewal per paid order that is waiting for its payment or paid: a second 'Renovar'
-- gets the open one back, and two payments can never both extend one membership.
CREATE UNIQUE INDEX "Order_one_renewal_per_order" ON "Order"("renewsOrderId")
  WHERE state IN ('Created', 'Complete');

-- Orders paid before memberships existed hold their places from their payment for the default
-- MEMBERSHIP_DAYS (30) and are 'Por vencer' REMINDER_DAYS (3) before the end; the membership sweep
-- expires those already past it. The payment time is the first notification that completed the
-- order, else the order's last change (a paid order changes no more, bar later payment news).
UPDATE "Order" o
   SET membership = 'Active',
       "periodStart" = paid.at,
       "periodEnd" = paid.at + interval '30 days',
       "reminderAt" = paid.at + interval '27 days'
  FROM (SELECT id, COALESCE(
               (SELECT min(n."createdAt") FROM "PaymentNotification" n
                 WHERE n."orderId" = x.id AND n.payload->>'outcome' = 'completed'),
               x."updatedAt") AS at
          FROM "Order" x WHERE x.state = 'Complete') AS paid
 WHERE o.id = paid.id;

-- A membership belongs to a paid order, with its whole period.
ALTER TABLE "Order" ADD CONSTRAINT "Order_membership_of_paid_order" CHECK (
  membership IS NULL OR (state = 'Complete' AND "periodStart" IS NOT NULL
                         AND "periodEnd" IS NOT NULL AND "reminderAt" IS NOT NULL));
