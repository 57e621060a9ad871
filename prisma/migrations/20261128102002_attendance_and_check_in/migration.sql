-- Attendance at a session, the numbers of the members' passes, and the no-show notices
-- (docs/architecture.md, 'Attendance' and 'Check-in').
-- CreateEnum
CREATE TYPE "CheckInMethod" AS ENUM ('Pase', 'Numero', 'Busqueda', 'Lista');

-- CreateTable
CREATE TABLE "Attendance" (
    "userId" INTEGER NOT NULL,
    "diaHoraId" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "method" "CheckInMethod" NOT NULL,
    "markedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Attendance_pkey" PRIMARY KEY ("userId","diaHoraId","date")
);

-- CreateIndex
CREATE INDEX "Attendance_diaHoraId_date_idx" ON "Attendance"("diaHoraId", "date");

-- AddForeignKey
ALTER TABLE "Attendance" ADD CONSTRAINT "Attendance_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attendance" ADD CONSTRAINT "Attendance_diaHoraId_fkey" FOREIGN KEY ("diaHoraId") REFERENCES "DiaHora"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attendance" ADD CONSTRAINT "Attendance_markedById_fkey" FOREIGN KEY ("markedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

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

-- CreateTable
CREATE TABLE "NoShowNotice" (
    "userId" INTEGER NOT NULL,
    "mailedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NoShowNotice_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "NoShowNotice" ADD CONSTRAINT "NoShowNotice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
