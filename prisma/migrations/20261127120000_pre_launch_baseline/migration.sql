-- The schema as it stood before launch, in one migration: it squashes the migrations named below,
-- written while only developers' databases existed. A database that recorded all of them is
-- recorded as having this one instead, without running it (server/src/db/migrate.ts,
-- 'Squashed migrations'); docs/architecture.md, 'Migrations'. The functions are not here: every
-- start applies prisma/functions/*.sql (server/src/db/function-sources.ts).
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

-- The people search's trigram index, on user_search_text (Prisma cannot declare an index on an
-- expression and leaves this one alone). The function's source is
-- prisma/functions/user_search_text.sql, applied after the migrations; the index needs it now.
CREATE FUNCTION user_search_text(name text, last_name text, email text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(name || ' ' || last_name || ' ' || email)
$$;
CREATE INDEX "User_search_idx" ON "User"
  USING GIN (user_search_text(name, "lastName", email) gin_trgm_ops);
