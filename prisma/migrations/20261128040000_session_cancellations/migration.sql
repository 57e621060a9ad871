-- CreateTable
CREATE TABLE "SessionCancellation" (
    "diaHoraId" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SessionCancellation_pkey" PRIMARY KEY ("diaHoraId","date")
);

-- AddForeignKey
ALTER TABLE "SessionCancellation" ADD CONSTRAINT "SessionCancellation_diaHoraId_fkey" FOREIGN KEY ("diaHoraId") REFERENCES "DiaHora"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "SessionCancellation" ADD CONSTRAINT "SessionCancellation_reason_check"
  CHECK (length("reason") BETWEEN 1 AND 120);
