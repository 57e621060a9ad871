-- CreateTable
CREATE TABLE "ClosureOverride" (
    "date" DATE NOT NULL,
    "closed" BOOLEAN NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ClosureOverride_pkey" PRIMARY KEY ("date")
);

ALTER TABLE "ClosureOverride" ADD CONSTRAINT "ClosureOverride_reason_check"
  CHECK (length("reason") <= 120 AND ("closed" = false OR length("reason") > 0));
