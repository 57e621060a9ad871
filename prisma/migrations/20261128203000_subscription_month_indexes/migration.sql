-- CreateIndex
CREATE INDEX "Subscription_authorizedAt_idx" ON "Subscription"("authorizedAt");

-- CreateIndex
CREATE INDEX "Subscription_cancelledAt_authorizedAt_idx" ON "Subscription"("cancelledAt", "authorizedAt");
