-- CreateEnum
CREATE TYPE "LegalRequestKind" AS ENUM ('Arrepentimiento', 'Baja');

-- CreateEnum
CREATE TYPE "LegalRequestState" AS ENUM ('Sin confirmar', 'Confirmada', 'Resuelta', 'Rechazada');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "MailKind" ADD VALUE 'legalRequestReceived';
ALTER TYPE "MailKind" ADD VALUE 'legalRequestOutcome';

-- CreateTable
CREATE TABLE "LegalRequest" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "kind" "LegalRequestKind" NOT NULL,
    "email" TEXT NOT NULL,
    "userId" INTEGER,
    "orderId" INTEGER,
    "state" "LegalRequestState" NOT NULL DEFAULT 'Sin confirmar',
    "reason" TEXT,
    "tokenHash" TEXT NOT NULL,
    "tokenExpiresAt" TIMESTAMP(3) NOT NULL,
    "endings" JSONB,
    "requestIp" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" TIMESTAMP(3),
    "resolvedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LegalRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LegalRequest_code_key" ON "LegalRequest"("code");

-- CreateIndex
CREATE INDEX "LegalRequest_createdAt_id_idx" ON "LegalRequest"("createdAt", "id");

-- CreateIndex
CREATE INDEX "LegalRequest_state_createdAt_id_idx" ON "LegalRequest"("state", "createdAt", "id");

-- CreateIndex
CREATE INDEX "LegalRequest_userId_idx" ON "LegalRequest"("userId");

-- AddForeignKey
ALTER TABLE "LegalRequest" ADD CONSTRAINT "LegalRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A legal request's shape (docs/architecture.md, 'Legal requests'): its code as mailed, an
-- arrepentimiento names an order and a baja none, the token kept only as its sha256, the address
-- as the form normalised it, and each state with the times it needs.
ALTER TABLE "LegalRequest" ADD CONSTRAINT "LegalRequest_code_check"
  CHECK ("code" ~ '^PG-[0-9A-HJKMNP-TV-Z]{10}$');
ALTER TABLE "LegalRequest" ADD CONSTRAINT "LegalRequest_order_check"
  CHECK (("kind" = 'Arrepentimiento' AND "orderId" IS NOT NULL AND "orderId" > 0)
      OR ("kind" = 'Baja' AND "orderId" IS NULL));
ALTER TABLE "LegalRequest" ADD CONSTRAINT "LegalRequest_token_check"
  CHECK ("tokenHash" ~ '^[0-9a-f]{64}$');
ALTER TABLE "LegalRequest" ADD CONSTRAINT "LegalRequest_email_check"
  CHECK ("email" = lower(btrim("email")) AND length("email") BETWEEN 3 AND 254);
ALTER TABLE "LegalRequest" ADD CONSTRAINT "LegalRequest_state_check"
  CHECK (("state" = 'Sin confirmar' AND "confirmedAt" IS NULL AND "resolvedAt" IS NULL)
      OR ("state" = 'Confirmada' AND "confirmedAt" IS NOT NULL AND "resolvedAt" IS NULL)
      OR ("state" IN ('Resuelta', 'Rechazada') AND "confirmedAt" IS NOT NULL AND "resolvedAt" IS NOT NULL));
ALTER TABLE "LegalRequest" ADD CONSTRAINT "LegalRequest_reason_check"
  CHECK (("state" <> 'Rechazada' OR "reason" IS NOT NULL) AND length("reason") <= 500);
