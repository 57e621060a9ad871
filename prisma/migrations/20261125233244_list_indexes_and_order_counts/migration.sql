-- The admin's search box matches "contains" through trigram indexes; pg_trgm is a trusted
-- extension (the database owner may create it) shipped with PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- DropIndex
DROP INDEX "Order_userId_idx";

-- CreateTable
CREATE TABLE "OrderStateCount" (
    "id" SERIAL NOT NULL,
    "state" "OrderState" NOT NULL,
    "delta" INTEGER NOT NULL,

    CONSTRAINT "OrderStateCount_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Order_userId_createdAt_idx" ON "Order"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Order_createdAt_id_idx" ON "Order"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Order_updatedAt_id_idx" ON "Order"("updatedAt", "id");

-- CreateIndex
CREATE INDEX "User_createdAt_id_idx" ON "User"("createdAt", "id");

-- CreateIndex
CREATE INDEX "User_updatedAt_id_idx" ON "User"("updatedAt", "id");

-- CreateIndex
CREATE INDEX "User_name_idx" ON "User" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_lastName_idx" ON "User" USING GIN ("lastName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_email_idx" ON "User" USING GIN ("email" gin_trgm_ops);

-- prisma/functions/order_state_counts.sql
-- How many orders each state holds, without counting the table: the admin's Ordenes list says its
-- total (X-Total-Count) at any size (docs/architecture.md, 'Lists at volume').
--
-- Every insert, delete or change of state of an order appends its own +1 / -1 rows to
-- "OrderStateCount" in the same transaction: no row is shared, so concurrent checkouts never wait
-- on each other here, and a state's count is the sum of its rows. compact_order_state_counts()
-- folds the rows into one per state (the reservation sweep runs it every minute); a delta row
-- inserted meanwhile by an uncommitted transaction is not deleted, so nothing is lost or counted
-- twice, even with two instances compacting at once.
CREATE OR REPLACE FUNCTION count_order_states() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "OrderStateCount" (state, delta) VALUES (OLD.state, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "OrderStateCount" (state, delta) VALUES (NEW.state, 1);
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS order_state_counts ON "Order";
CREATE TRIGGER order_state_counts
  AFTER INSERT OR DELETE ON "Order"
  FOR EACH ROW EXECUTE FUNCTION count_order_states();

DROP TRIGGER IF EXISTS order_state_changes ON "Order";
CREATE TRIGGER order_state_changes
  AFTER UPDATE OF state ON "Order"
  FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION count_order_states();

CREATE OR REPLACE FUNCTION compact_order_state_counts() RETURNS void LANGUAGE sql AS $$
  WITH folded AS (DELETE FROM "OrderStateCount" RETURNING state, delta)
  INSERT INTO "OrderStateCount" (state, delta)
  SELECT state, sum(delta) FROM folded GROUP BY state
$$;
-- end of prisma/functions/order_state_counts.sql

-- The orders that exist before the trigger: one row per state.
INSERT INTO "OrderStateCount" (state, delta)
SELECT state, count(*)::int FROM "Order" GROUP BY state;
