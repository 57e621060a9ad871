-- CreateIndex
CREATE INDEX "Order_state_id_idx" ON "Order"("state", "id");

-- CreateIndex
CREATE INDEX "Order_total_id_idx" ON "Order"("total", "id");

-- CreateIndex
CREATE INDEX "Order_periodEnd_id_idx" ON "Order"("periodEnd", "id");

-- CreateIndex
CREATE INDEX "User_name_id_idx" ON "User"("name", "id");

-- CreateIndex
CREATE INDEX "User_lastName_id_idx" ON "User"("lastName", "id");
