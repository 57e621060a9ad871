-- Roles (docs/architecture.md, 'Roles'): the admin flag becomes one of four roles, and a profesor
-- account names the Trainer whose classes it teaches.
CREATE TYPE "Role" AS ENUM ('admin', 'recepcion', 'profesor', 'socio');

ALTER TABLE "User" ADD COLUMN "role" "Role" NOT NULL DEFAULT 'socio',
ADD COLUMN "trainerId" INTEGER;

UPDATE "User" SET "role" = 'admin' WHERE "isAdmin";

ALTER TABLE "User" DROP COLUMN "isAdmin";

ALTER TABLE "User" ADD CONSTRAINT "User_trainerId_fkey" FOREIGN KEY ("trainerId") REFERENCES "Trainer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Only a profesor teaches as a trainer.
ALTER TABLE "User" ADD CONSTRAINT "User_trainer_only_profesor" CHECK ("trainerId" IS NULL OR "role" = 'profesor');
