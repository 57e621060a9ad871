-- CreateTable
CREATE TABLE "CheckInPass" (
    "userId" INTEGER NOT NULL,
    "step" INTEGER NOT NULL,
    "number" TEXT NOT NULL,

    CONSTRAINT "CheckInPass_pkey" PRIMARY KEY ("userId","step")
);

-- CreateIndex
CREATE INDEX "CheckInPass_number_step_idx" ON "CheckInPass"("number", "step");

-- AddForeignKey
ALTER TABLE "CheckInPass" ADD CONSTRAINT "CheckInPass_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
