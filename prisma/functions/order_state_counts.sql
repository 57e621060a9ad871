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
