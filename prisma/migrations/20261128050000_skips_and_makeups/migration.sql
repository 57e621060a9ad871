-- CreateEnum
CREATE TYPE "MakeupSource" AS ENUM ('Cancelada', 'Cerrado', 'NoVoy');

-- CreateTable
CREATE TABLE "SessionSkip" (
    "userId" INTEGER NOT NULL,
    "diaHoraId" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SessionSkip_pkey" PRIMARY KEY ("userId","diaHoraId","date")
);

-- CreateTable
CREATE TABLE "MakeupCredit" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "activityId" INTEGER NOT NULL,
    "source" "MakeupSource" NOT NULL,
    "sourceDiaHoraId" INTEGER,
    "sourceDate" DATE NOT NULL,
    "reason" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "bookingDiaHoraId" INTEGER,
    "bookingDate" DATE,
    "bookingStartsAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MakeupCredit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SessionSkip_diaHoraId_date_idx" ON "SessionSkip"("diaHoraId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "MakeupCredit_userId_sourceDiaHoraId_sourceDate_key" ON "MakeupCredit"("userId", "sourceDiaHoraId", "sourceDate");

-- CreateIndex
CREATE INDEX "MakeupCredit_bookingDiaHoraId_bookingDate_idx" ON "MakeupCredit"("bookingDiaHoraId", "bookingDate");

-- CreateIndex
CREATE INDEX "MakeupCredit_userId_expiresAt_idx" ON "MakeupCredit"("userId", "expiresAt");

-- AddForeignKey
ALTER TABLE "SessionSkip" ADD CONSTRAINT "SessionSkip_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SessionSkip" ADD CONSTRAINT "SessionSkip_diaHoraId_fkey" FOREIGN KEY ("diaHoraId") REFERENCES "DiaHora"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MakeupCredit" ADD CONSTRAINT "MakeupCredit_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MakeupCredit" ADD CONSTRAINT "MakeupCredit_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MakeupCredit" ADD CONSTRAINT "MakeupCredit_sourceDiaHoraId_fkey" FOREIGN KEY ("sourceDiaHoraId") REFERENCES "DiaHora"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MakeupCredit" ADD CONSTRAINT "MakeupCredit_bookingDiaHoraId_fkey" FOREIGN KEY ("bookingDiaHoraId") REFERENCES "DiaHora"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "MakeupCredit" ADD CONSTRAINT "MakeupCredit_reason_check"
  CHECK (length("reason") BETWEEN 1 AND 120);
