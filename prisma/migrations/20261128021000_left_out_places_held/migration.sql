-- A class a partial renewal left out keeps its place until the renewed period ends.
ALTER TABLE "OrderLine" ADD COLUMN "leftOutHeld" BOOLEAN NOT NULL DEFAULT false;

-- The membership sweep finds the lines to give back without reading every order line.
CREATE INDEX "OrderLine_leftOutHeld_idx" ON "OrderLine"("orderId") WHERE "leftOutHeld";
