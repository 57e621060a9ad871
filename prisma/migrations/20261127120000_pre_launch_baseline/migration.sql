-- The schema as it stood before launch, in one migration: it squashes the migrations named below,
-- written while only developers' databases existed. A database that recorded all of them is
-- recorded as having this one instead, without running it (server/src/db/migrate.ts,
-- 'Squashed migrations'); docs/architecture.md, 'Migrations'.
-- squashes: 20261122002739_init
-- squashes: 20261125110000_checkout_function
-- squashes: 20261125162258_function_sources
-- squashes: 20261125205937_checkout_answer_payer_email_cart_discount
-- squashes: 20261125233244_list_indexes_and_order_counts
-- squashes: 20261126032621_user_search_index
-- squashes: 20261126034651_memberships
-- squashes: 20261126063818_waitlists_refunds_records
-- squashes: 20261126063846_refund_rules
-- squashes: 20261126073548_order_paid_at
-- squashes: 20261127090322_bookings_one_home

-- CreateEnum
CREATE TYPE "Weekday" AS ENUM ('Lunes', 'Martes', 'Miercoles', 'Jueves', 'Viernes', 'Sabado', 'Domingo');

-- CreateEnum
CREATE TYPE "OrderState" AS ENUM ('Cart', 'Created', 'Complete', 'Canceled', 'Refunded');

-- CreateEnum
CREATE TYPE "OutboxStatus" AS ENUM ('Pending', 'Sent', 'Failed');

-- CreateEnum
CREATE TYPE "MailKind" AS ENUM ('orderCreated', 'paymentConfirmed', 'membershipReminder', 'membershipExpired', 'waitlistOffer', 'orderRefunded');

-- CreateEnum
CREATE TYPE "MembershipState" AS ENUM ('Active', 'Renewed', 'Expired');

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "uid" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "phoneNumber" TEXT,
    "image" TEXT,
    "isAdmin" BOOLEAN NOT NULL DEFAULT false,
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Trainer" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "specialty" TEXT NOT NULL,
    "experience" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Trainer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Activity" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "video" TEXT,
    "description" TEXT NOT NULL,
    "price" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Activity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DiaHora" (
    "id" SERIAL NOT NULL,
    "day" "Weekday" NOT NULL,
    "hour" TEXT NOT NULL,
    "capacity" INTEGER NOT NULL,
    "stock" INTEGER NOT NULL,
    "activityId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DiaHora_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Descuento" (
    "id" SERIAL NOT NULL,
    "name" TEXT,
    "codigo" TEXT NOT NULL,
    "descuento" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Descuento_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Order" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "state" "OrderState" NOT NULL DEFAULT 'Cart',
    "total" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "discountCode" TEXT,
    "discountPercent" INTEGER,
    "paymentId" TEXT,
    "paymentStatus" TEXT,
    "reservedUntil" TIMESTAMP(3),
    "payerEmail" TEXT,
    "placesTaken" BOOLEAN NOT NULL DEFAULT true,
    "membership" "MembershipState",
    "periodStart" TIMESTAMP(3),
    "periodEnd" TIMESTAMP(3),
    "reminderAt" TIMESTAMP(3),
    "reminderQueuedAt" TIMESTAMP(3),
    "paidAt" TIMESTAMP(3),
    "refundedAt" TIMESTAMP(3),
    "renewsOrderId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderStateCount" (
    "id" SERIAL NOT NULL,
    "state" "OrderState" NOT NULL,
    "delta" INTEGER NOT NULL,

    CONSTRAINT "OrderStateCount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderLine" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "diaHoraId" INTEGER NOT NULL,
    "activityId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitPrice" INTEGER NOT NULL,
    "subtotal" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrderLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Review" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "activityId" INTEGER NOT NULL,
    "rating" INTEGER,
    "description" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Recipe" (
    "id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "diets" TEXT[],
    "sourceUrl" TEXT,
    "summary" TEXT NOT NULL,
    "spoonacularScore" DOUBLE PRECISION NOT NULL,
    "healthScore" INTEGER NOT NULL,
    "steps" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Recipe_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailOutbox" (
    "id" SERIAL NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT,
    "html" TEXT,
    "text" TEXT,
    "kind" "MailKind",
    "orderId" INTEGER,
    "status" "OutboxStatus" NOT NULL DEFAULT 'Pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "sendAfter" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmailOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentNotification" (
    "id" SERIAL NOT NULL,
    "requestId" TEXT,
    "paymentId" TEXT NOT NULL,
    "action" TEXT,
    "signatureValid" BOOLEAN NOT NULL,
    "status" TEXT,
    "orderId" INTEGER,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentNotification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CalendarFeed" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "token" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CalendarFeed_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WaitlistEntry" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "diaHoraId" INTEGER NOT NULL,
    "offerOrderId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WaitlistEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_ActivityToTrainer" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_ActivityToTrainer_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_uid_key" ON "User"("uid");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_createdAt_id_idx" ON "User"("createdAt", "id");

-- CreateIndex
CREATE INDEX "User_updatedAt_id_idx" ON "User"("updatedAt", "id");

-- CreateIndex
CREATE INDEX "DiaHora_activityId_idx" ON "DiaHora"("activityId");

-- CreateIndex
CREATE UNIQUE INDEX "Descuento_codigo_key" ON "Descuento"("codigo");

-- CreateIndex
CREATE INDEX "Order_userId_createdAt_idx" ON "Order"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Order_createdAt_id_idx" ON "Order"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Order_updatedAt_id_idx" ON "Order"("updatedAt", "id");

-- CreateIndex
CREATE INDEX "Order_state_reservedUntil_idx" ON "Order"("state", "reservedUntil");

-- CreateIndex
CREATE INDEX "Order_membership_periodEnd_idx" ON "Order"("membership", "periodEnd");

-- CreateIndex
CREATE INDEX "Order_membership_reminderAt_idx" ON "Order"("membership", "reminderAt");

-- CreateIndex
CREATE INDEX "Order_renewsOrderId_idx" ON "Order"("renewsOrderId");

-- CreateIndex
CREATE INDEX "Order_paidAt_idx" ON "Order"("paidAt");

-- CreateIndex
CREATE INDEX "Order_refundedAt_idx" ON "Order"("refundedAt");

-- CreateIndex
CREATE INDEX "OrderLine_diaHoraId_idx" ON "OrderLine"("diaHoraId");

-- CreateIndex
CREATE INDEX "OrderLine_activityId_idx" ON "OrderLine"("activityId");

-- CreateIndex
CREATE UNIQUE INDEX "OrderLine_orderId_diaHoraId_key" ON "OrderLine"("orderId", "diaHoraId");

-- CreateIndex
CREATE INDEX "Review_activityId_idx" ON "Review"("activityId");

-- CreateIndex
CREATE UNIQUE INDEX "Review_userId_activityId_key" ON "Review"("userId", "activityId");

-- CreateIndex
CREATE INDEX "Recipe_title_idx" ON "Recipe"("title");

-- CreateIndex
CREATE INDEX "EmailOutbox_status_sendAfter_idx" ON "EmailOutbox"("status", "sendAfter");

-- CreateIndex
CREATE INDEX "EmailOutbox_orderId_idx" ON "EmailOutbox"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentNotification_requestId_key" ON "PaymentNotification"("requestId");

-- CreateIndex
CREATE INDEX "PaymentNotification_paymentId_idx" ON "PaymentNotification"("paymentId");

-- CreateIndex
CREATE INDEX "PaymentNotification_orderId_idx" ON "PaymentNotification"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "CalendarFeed_userId_key" ON "CalendarFeed"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "CalendarFeed_token_key" ON "CalendarFeed"("token");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_offerOrderId_key" ON "WaitlistEntry"("offerOrderId");

-- CreateIndex
CREATE INDEX "WaitlistEntry_diaHoraId_createdAt_id_idx" ON "WaitlistEntry"("diaHoraId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_userId_diaHoraId_key" ON "WaitlistEntry"("userId", "diaHoraId");

-- CreateIndex
CREATE INDEX "_ActivityToTrainer_B_index" ON "_ActivityToTrainer"("B");

-- AddForeignKey
ALTER TABLE "DiaHora" ADD CONSTRAINT "DiaHora_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_renewsOrderId_fkey" FOREIGN KEY ("renewsOrderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_diaHoraId_fkey" FOREIGN KEY ("diaHoraId") REFERENCES "DiaHora"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailOutbox" ADD CONSTRAINT "EmailOutbox_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentNotification" ADD CONSTRAINT "PaymentNotification_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarFeed" ADD CONSTRAINT "CalendarFeed_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_diaHoraId_fkey" FOREIGN KEY ("diaHoraId") REFERENCES "DiaHora"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_offerOrderId_fkey" FOREIGN KEY ("offerOrderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ActivityToTrainer" ADD CONSTRAINT "_ActivityToTrainer_A_fkey" FOREIGN KEY ("A") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ActivityToTrainer" ADD CONSTRAINT "_ActivityToTrainer_B_fkey" FOREIGN KEY ("B") REFERENCES "Trainer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- prisma/functions/bookings.sql
-- The places of a slot, in SQL (server/src/domain/bookings/ is the other half; docs/architecture.md,
-- 'The life of a place'). The checkout (checkout_order.sql) calls these in its one statement; the
-- server's reserved-order maker (server/src/domain/bookings/reservations.ts) calls the same ones,
-- so taking a place and opening a reservation are written once.

-- Takes the places of every line of an order from its slots, in slot id order (two multi-slot
-- takers never wait on each other in a cycle), each with a conditional decrement that also checks
-- that the slot still belongs to the line's class (an admin may have detached or moved it).
-- Returns null when every line got its places, else the first slot that could not give them; the
-- caller then rolls back what was taken (the checkout's EXCEPTION block, the server's transaction).
CREATE OR REPLACE FUNCTION take_order_places(order_id integer, written_at timestamp(3))
RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  line record;
BEGIN
  FOR line IN
    SELECT ol."diaHoraId", ol."activityId", ol.quantity
      FROM "OrderLine" ol WHERE ol."orderId" = order_id AND ol.quantity > 0
     ORDER BY ol."diaHoraId"
  LOOP
    UPDATE "DiaHora"
       SET stock = stock - line.quantity, "updatedAt" = written_at
     WHERE id = line."diaHoraId" AND "activityId" = line."activityId"
       AND stock >= line.quantity;
    IF NOT FOUND THEN RETURN line."diaHoraId"; END IF;
  END LOOP;
  RETURN NULL;
END
$$;

-- What an order earns as it becomes Created (a reservation), whoever makes it: an unrated review
-- placeholder for each of its classes (review_earned in review_rights.sql; that file's trigger
-- removes the placeholders a cancellation leaves unearned; an existing review is left alone) and
-- its mail, queued in the outbox as a kind and the order (server/src/jobs/mail-sender.ts renders
-- it), to the payer e-mail given at checkout, else the buyer's (orderAddress in
-- server/src/domain/order-address.ts).
CREATE OR REPLACE FUNCTION open_reservation(order_id integer, mail_kind text, written_at timestamp(3))
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  INSERT INTO "Review" ("userId", "activityId", "createdAt", "updatedAt")
  SELECT DISTINCT o."userId", ol."activityId", written_at, written_at
    FROM "OrderLine" ol JOIN "Order" o ON o.id = ol."orderId"
   WHERE ol."orderId" = order_id AND ol.quantity > 0
  ON CONFLICT DO NOTHING;

  INSERT INTO "EmailOutbox" ("to", kind, "orderId", "sendAfter", "createdAt", "updatedAt")
  SELECT COALESCE(o."payerEmail", u.email), mail_kind::"MailKind", o.id,
         written_at, written_at, written_at
    FROM "Order" o JOIN "User" u ON u.id = o."userId"
   WHERE o.id = order_id;
END
$$;
-- end of prisma/functions/bookings.sql

-- prisma/functions/checkout_order.sql
-- The checkout (checkoutOrder in server/src/features/orders/checkout.ts) in one statement, so one
-- round trip commits it and no slot row stays locked while the server's event loop is busy. The
-- caller comes as the uid of a verified token: their profile is read here, in the same statement.
-- Another member's cart is refused as notOwner unless acting_for_owner: the server decides who may
-- act for its owner (assertOwnerOrAdmin in server/src/middleware/auth.ts) and calls again. Each statement below takes a fresh snapshot (READ COMMITTED, VOLATILE), so the lines
-- read after the order lock include every line committed before it. Slots are decremented in id
-- order, the last writes before the commit: two multi-slot checkouts never wait on each other in a
-- cycle, and a slot's row stays locked for the shortest time.
--
-- A confirmed order comes back as order_row (prisma/functions/order_row.sql) reads it, in the same
-- round trip; the caller maps it with toOrderDto, the mapper of every order read.
-- payer_email: the address given at checkout, or null for the account's (Order."payerEmail").
-- Returns one of:
--   {"outcome": "created", "order": <order_row>}
--   {"outcome": "unchanged", "order": <order_row>}   already Created or Complete: nothing written
--   {"outcome": "notOwner", "ownerId": <user id>}   nothing written: the cart of another member
--   {"outcome": "<refusal>", ...}   nothing written; refusals: profileRequired, notFound, canceled,
--     discountInvalid, cartEmpty, slotWithoutActivity, noStock (with activity, day, hour)
-- The places and what a reservation earns are taken and opened by bookings.sql.
DROP FUNCTION IF EXISTS checkout_order(integer, text, text, timestamp(3), timestamp(3));
DROP FUNCTION IF EXISTS checkout_order(integer, text, text, text, timestamp(3), timestamp(3));
CREATE OR REPLACE FUNCTION checkout_order(
  order_id integer,
  caller_uid text,
  acting_for_owner boolean,
  discount_code text,
  payer_email text,
  written_at timestamp(3),
  reserved_until timestamp(3)
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  caller record;
  buyer record;
  short_slot integer;
  short record;
BEGIN
  SELECT id INTO caller FROM "User" WHERE uid = caller_uid;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'profileRequired'); END IF;

  -- The code sent, else the one kept on the cart (PUT /order/cart/discount).
  SELECT o."userId", o.state, u.email, COALESCE(discount_code, o."discountCode") AS asked,
         d.codigo, d.descuento
    INTO buyer
    FROM "Order" o
    JOIN "User" u ON u.id = o."userId"
    LEFT JOIN "Descuento" d ON d.codigo = COALESCE(discount_code, o."discountCode")
   WHERE o.id = order_id
     FOR UPDATE OF o;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'notFound'); END IF;
  IF buyer."userId" <> caller.id AND NOT acting_for_owner THEN
    RETURN jsonb_build_object('outcome', 'notOwner', 'ownerId', buyer."userId");
  END IF;
  IF buyer.state IN ('Created', 'Complete') THEN
    RETURN jsonb_build_object('outcome', 'unchanged', 'order', order_row(order_id));
  END IF;
  IF buyer.state = 'Canceled' THEN RETURN jsonb_build_object('outcome', 'canceled'); END IF;
  -- A code that no longer exists is refused, never silently dropped.
  IF buyer.asked IS NOT NULL AND buyer.codigo IS NULL THEN
    RETURN jsonb_build_object('outcome', 'discountInvalid');
  END IF;

  IF NOT EXISTS (SELECT 1 FROM "OrderLine" WHERE "orderId" = order_id AND quantity > 0) THEN
    RETURN jsonb_build_object('outcome', 'cartEmpty');
  END IF;
  IF EXISTS (
    SELECT 1 FROM "OrderLine" ol JOIN "DiaHora" dh ON dh.id = ol."diaHoraId"
     WHERE ol."orderId" = order_id AND ol.quantity > 0 AND dh."activityId" IS NULL
  ) THEN
    RETURN jsonb_build_object('outcome', 'slotWithoutActivity');
  END IF;

  -- A slot already short of places refuses at once, before any write or lock: most refusals of a
  -- sold-out class end here. The conditional decrements below stay the rule that decides.
  SELECT a.name, dh.day, dh.hour INTO short
    FROM "OrderLine" ol
    JOIN "DiaHora" dh ON dh.id = ol."diaHoraId"
    JOIN "Activity" a ON a.id = dh."activityId"
   WHERE ol."orderId" = order_id AND ol.quantity > 0 AND dh.stock < ol.quantity
   ORDER BY dh.id
   LIMIT 1;
  IF FOUND THEN
    RETURN jsonb_build_object('outcome', 'noStock',
      'activity', short.name, 'day', short.day, 'hour', short.hour);
  END IF;

  BEGIN
    -- Every line priced from its slot's class (prisma/functions/line_subtotal.sql).
    UPDATE "OrderLine" ol
       SET "activityId" = a.id, "unitPrice" = a.price, subtotal = line_subtotal(a.price, ol.quantity),
           "updatedAt" = written_at
      FROM "DiaHora" dh JOIN "Activity" a ON a.id = dh."activityId"
     WHERE ol."orderId" = order_id AND ol.quantity > 0 AND dh.id = ol."diaHoraId";

    -- The discount (prisma/functions/discounted_total.sql).
    UPDATE "Order"
       SET state = 'Created',
           total = (SELECT discounted_total(sum(subtotal), buyer.descuento)
                      FROM "OrderLine" WHERE "orderId" = order_id AND quantity > 0),
           "discountCode" = buyer.codigo, "discountPercent" = buyer.descuento,
           "payerEmail" = payer_email, "reservedUntil" = reserved_until, "updatedAt" = written_at
     WHERE id = order_id;

    -- The review placeholders and the order-created mail (bookings.sql).
    PERFORM open_reservation(order_id, 'orderCreated', written_at);

    -- The new empty cart (after the old one stopped being a Cart: one open cart per user).
    INSERT INTO "Order" ("userId", "createdAt", "updatedAt")
    VALUES (buyer."userId", written_at, written_at);

    -- The places, last (bookings.sql): a slot's row stays locked for the shortest time.
    short_slot := take_order_places(order_id, written_at);
    IF short_slot IS NOT NULL THEN
      SELECT a.name, dh.day, dh.hour INTO short
        FROM "OrderLine" ol
        JOIN "DiaHora" dh ON dh.id = ol."diaHoraId"
        JOIN "Activity" a ON a.id = ol."activityId"
       WHERE ol."orderId" = order_id AND ol."diaHoraId" = short_slot;
      RAISE EXCEPTION 'no stock' USING ERRCODE = 'P0001';
    END IF;
  EXCEPTION WHEN raise_exception THEN
    -- Undoes every write of this block.
    RETURN jsonb_build_object('outcome', 'noStock',
      'activity', short.name, 'day', short.day, 'hour', short.hour);
  END;

  RETURN jsonb_build_object('outcome', 'created', 'order', order_row(order_id));
END
$$;
-- end of prisma/functions/checkout_order.sql

-- prisma/functions/discounted_total.sql
-- The order total: whole pesos minus a whole percentage (null: no discount). sum × (100 − p) is a
-- whole number of centavos, so the result is exact and needs no rounding.
--
-- Used by checkout_order (prisma/functions/checkout_order.sql). Its TypeScript twin is
-- discountedTotalCentavos in contracts/src/money.ts (the server's and the client's);
-- server/test/db/money-parity.test.ts checks that both give the same total for a grid of sums and
-- percentages.
CREATE OR REPLACE FUNCTION discounted_total(sum_pesos bigint, percent integer)
RETURNS decimal(12, 2) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((sum_pesos * (100 - coalesce(percent, 0)))::decimal / 100)::decimal(12, 2)
$$;
-- end of prisma/functions/discounted_total.sql

-- prisma/functions/line_subtotal.sql
-- Line pricing: a line costs its unit price (the class's price in whole pesos, copied when the line
-- is priced) times its quantity.
--
-- Used by checkout_order (prisma/functions/checkout_order.sql). Its TypeScript twin is lineSubtotal
-- in contracts/src/money.ts (the server's and the client's); server/test/db/money-parity.test.ts
-- checks that both price a grid of prices and quantities alike.
CREATE OR REPLACE FUNCTION line_subtotal(unit_price integer, quantity integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT unit_price * quantity
$$;
-- end of prisma/functions/line_subtotal.sql

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

-- prisma/functions/order_state_counts.sql
-- How many orders each state holds, without counting the table: the admin's Ordenes list says its
-- total (X-Total-Count) at any size (docs/architecture.md, 'Lists at volume').
--
-- Every insert, delete or change of state of an order appends its own +1 / -1 rows to
-- "OrderStateCount" in the same transaction: no row is shared, so concurrent checkouts never wait
-- on each other here, and a state's count is the sum of its rows. compact_order_state_counts()
-- folds the rows into one per state (the reservation sweep runs it every minute); a delta row
-- inserted meanwhile by an uncommitted transaction is not deleted, so nothing is lost or counted
-- twice, even with two instances compacting at once.
CREATE OR REPLACE FUNCTION count_order_states() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "OrderStateCount" (state, delta) VALUES (OLD.state, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "OrderStateCount" (state, delta) VALUES (NEW.state, 1);
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS order_state_counts ON "Order";
CREATE TRIGGER order_state_counts
  AFTER INSERT OR DELETE ON "Order"
  FOR EACH ROW EXECUTE FUNCTION count_order_states();

DROP TRIGGER IF EXISTS order_state_changes ON "Order";
CREATE TRIGGER order_state_changes
  AFTER UPDATE OF state ON "Order"
  FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION count_order_states();

CREATE OR REPLACE FUNCTION compact_order_state_counts() RETURNS void LANGUAGE sql AS $$
  WITH folded AS (DELETE FROM "OrderStateCount" RETURNING state, delta)
  INSERT INTO "OrderStateCount" (state, delta)
  SELECT state, sum(delta) FROM folded GROUP BY state
$$;
-- end of prisma/functions/order_state_counts.sql

-- prisma/functions/review_rights.sql
-- Who may have a review of a class, in one rule: a member earns the right to review a class by
-- booking it, that is by having it in an order that is Complete (paid) or, when paid_only is false,
-- also Created (confirmed at checkout, payment pending). A Canceled or Refunded order, or a Cart,
-- earns nothing.
--
-- checkout_order (prisma/functions/checkout_order.sql) creates an unrated placeholder review for
-- each class of an order as it becomes Created; the trigger below removes the placeholders that a
-- cancellation leaves unearned, whatever code cancels the order (a member, an admin, the
-- reservation sweep in server/src/domain/order-lifecycle.ts).

CREATE OR REPLACE FUNCTION review_earned(user_id integer, activity_id integer, paid_only boolean)
RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT EXISTS (
    SELECT 1
      FROM "OrderLine" ol
      JOIN "Order" o ON o.id = ol."orderId"
     WHERE ol."activityId" = activity_id
       AND o."userId" = user_id
       AND (o.state = 'Complete' OR (o.state = 'Created' AND NOT paid_only))
  )
$$;

-- After an order becomes Canceled or Refunded: the member's unrated reviews of the classes of that
-- order that no other order still earns are deleted. A rated review stays (the member wrote it).
CREATE OR REPLACE FUNCTION order_canceled_drop_unearned_reviews()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "Review" r
   WHERE r."userId" = NEW."userId"
     AND r.rating IS NULL
     AND r."activityId" IN (SELECT ol."activityId" FROM "OrderLine" ol WHERE ol."orderId" = NEW.id)
     AND NOT review_earned(NEW."userId", r."activityId", false);
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER "Order_canceled_drop_unearned_reviews"
  AFTER UPDATE OF state ON "Order"
  FOR EACH ROW
  WHEN (NEW.state IN ('Canceled', 'Refunded') AND OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION order_canceled_drop_unearned_reviews();
-- end of prisma/functions/review_rights.sql

-- prisma/functions/user_search_text.sql
-- What the admin's search box reads of a person: name, last name and e-mail in one lower-case
-- text, so a single trigram index ("User_search_idx") answers "contains" for all three, and
-- "ana gómez" finds Ana Gómez. Used by the users' and the orders' searches
-- (server/src/lib/sql-page.ts). The index stores this function's results: a change to it must
-- REINDEX INDEX "User_search_idx" in the same migration.
CREATE OR REPLACE FUNCTION user_search_text(name text, last_name text, email text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(name || ' ' || last_name || ' ' || email)
$$;
-- end of prisma/functions/user_search_text.sql

-- ---------------------------------------------------------------------------
-- Hand-written below this line: rules Prisma's schema language cannot express.
-- The schema engine neither generates nor drops them; keep them when editing.
-- ---------------------------------------------------------------------------

-- The admin's search box matches "contains" through a trigram index; pg_trgm is a trusted
-- extension (the database owner may create it) shipped with PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A slot never sells more places than it has, nor goes negative.
ALTER TABLE "DiaHora" ADD CONSTRAINT "DiaHora_capacity_check" CHECK ("capacity" >= 0);
ALTER TABLE "DiaHora" ADD CONSTRAINT "DiaHora_stock_check" CHECK ("stock" >= 0 AND "stock" <= "capacity");
ALTER TABLE "DiaHora" ADD CONSTRAINT "DiaHora_hour_check" CHECK ("hour" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
-- Discount codes are stored upper-case (so the unique index is case-insensitive in effect).
ALTER TABLE "Descuento" ADD CONSTRAINT "Descuento_descuento_check" CHECK ("descuento" BETWEEN 1 AND 100);
ALTER TABLE "Descuento" ADD CONSTRAINT "Descuento_codigo_check" CHECK ("codigo" = upper("codigo"));
-- NULL rating: placeholder created at checkout, not yet rated.
ALTER TABLE "Review" ADD CONSTRAINT "Review_rating_check" CHECK ("rating" IS NULL OR "rating" BETWEEN 1 AND 5);
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_amounts_check" CHECK ("quantity" > 0 AND "unitPrice" >= 0 AND "subtotal" >= 0);
ALTER TABLE "Activity" ADD CONSTRAINT "Activity_price_check" CHECK ("price" >= 0);
ALTER TABLE "Order" ADD CONSTRAINT "Order_total_check" CHECK ("total" >= 0);

-- A mail is either an order mail, queued as its kind and order and rendered by the sender from the
-- order when it goes out, or rendered when queued.
ALTER TABLE "EmailOutbox" ADD CONSTRAINT "EmailOutbox_content_check"
  CHECK (("kind" IS NOT NULL AND "orderId" IS NOT NULL)
      OR ("subject" IS NOT NULL AND "html" IS NOT NULL AND "text" IS NOT NULL));

-- One open Cart per user: concurrent "load or create the cart" calls cannot create two.
CREATE UNIQUE INDEX "Order_one_open_cart_per_user" ON "Order"("userId") WHERE "state" = 'Cart';

-- At most one renewal per paid order that is waiting for its payment or paid: a second 'Renovar'
-- gets the open one back, and two payments can never both extend one membership.
CREATE UNIQUE INDEX "Order_one_renewal_per_order" ON "Order"("renewsOrderId")
  WHERE state IN ('Created', 'Complete');

-- A membership belongs to a paid order, with its whole period; a refunded order keeps the
-- membership it had (ended).
ALTER TABLE "Order" ADD CONSTRAINT "Order_membership_of_paid_order" CHECK (
  membership IS NULL OR (state IN ('Complete', 'Refunded') AND "periodStart" IS NOT NULL
                         AND "periodEnd" IS NOT NULL AND "reminderAt" IS NOT NULL));

-- The people search's trigram index, on user_search_text (prisma/functions/user_search_text.sql,
-- copied above; Prisma cannot declare an index on an expression and leaves this one alone).
CREATE INDEX "User_search_idx" ON "User"
  USING GIN (user_search_text(name, "lastName", email) gin_trgm_ops);
