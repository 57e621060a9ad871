-- CreateEnum
CREATE TYPE "Weekday" AS ENUM ('Lunes', 'Martes', 'Miercoles', 'Jueves', 'Viernes', 'Sabado', 'Domingo');

-- CreateEnum
CREATE TYPE "OrderState" AS ENUM ('Cart', 'Created', 'Complete', 'Canceled');

-- CreateEnum
CREATE TYPE "OutboxStatus" AS ENUM ('Pending', 'Sent', 'Failed');

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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Order_pkey" PRIMARY KEY ("id")
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
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
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
CREATE INDEX "DiaHora_activityId_idx" ON "DiaHora"("activityId");

-- CreateIndex
CREATE UNIQUE INDEX "Descuento_codigo_key" ON "Descuento"("codigo");

-- CreateIndex
CREATE INDEX "Order_userId_idx" ON "Order"("userId");

-- CreateIndex
CREATE INDEX "Order_state_reservedUntil_idx" ON "Order"("state", "reservedUntil");

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
CREATE UNIQUE INDEX "PaymentNotification_requestId_key" ON "PaymentNotification"("requestId");

-- CreateIndex
CREATE INDEX "PaymentNotification_paymentId_idx" ON "PaymentNotification"("paymentId");

-- CreateIndex
CREATE INDEX "PaymentNotification_orderId_idx" ON "PaymentNotification"("orderId");

-- CreateIndex
CREATE INDEX "_ActivityToTrainer_B_index" ON "_ActivityToTrainer"("B");

-- AddForeignKey
ALTER TABLE "DiaHora" ADD CONSTRAINT "DiaHora_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

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
ALTER TABLE "PaymentNotification" ADD CONSTRAINT "PaymentNotification_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ActivityToTrainer" ADD CONSTRAINT "_ActivityToTrainer_A_fkey" FOREIGN KEY ("A") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ActivityToTrainer" ADD CONSTRAINT "_ActivityToTrainer_B_fkey" FOREIGN KEY ("B") REFERENCES "Trainer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------
-- Hand-written below this line: rules Prisma's schema language cannot express.
-- The schema engine neither generates nor drops them; keep them when editing.
-- ---------------------------------------------------------------------------

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

-- One open Cart per user: concurrent "load or create the cart" calls cannot create two.
CREATE UNIQUE INDEX "Order_one_open_cart_per_user" ON "Order"("userId") WHERE "state" = 'Cart';

-- Hand-written section ends. Everything above the separator was generated by
-- `npm run db:diff -- init` (Prisma's WASM schema engine).
