-- Revenue per local day for 'Resumen' (docs/architecture.md, 'Insights'), so its months read a
-- row per day instead of every paid order of the period.
--
-- An order counts as paid on the local day of its paidAt once it is Complete or Refunded (its total,
-- and for a discounted order the discount: its lines' subtotals − its total), and as refunded on
-- the local day of its refundedAt once Refunded. Every change of those appends the difference as
-- rows of "RevenueDay" in the same transaction (no shared row, so payments never wait on each
-- other here); a line added to or taken from a paid discounted order appends its subtotal to the
-- discounts. compact_revenue_days() folds each day's rows into one (the reservation sweep runs it
-- every minute); a row an uncommitted transaction inserted meanwhile is not deleted.
-- A paid order is never deleted (the admin's delete refuses it), so a delete counts no lines.
CREATE OR REPLACE FUNCTION gym_day(at timestamp) RETURNS date LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (at AT TIME ZONE 'UTC' AT TIME ZONE 'America/Argentina/Buenos_Aires')::date
$$;

CREATE OR REPLACE FUNCTION revenue_of(o "Order", sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF o.state IN ('Complete', 'Refunded') AND o."paidAt" IS NOT NULL THEN
    INSERT INTO "RevenueDay" (day, paid, discounts)
    VALUES (gym_day(o."paidAt"), sign * o.total,
            CASE WHEN o."discountPercent" IS NULL THEN 0
                 ELSE sign * ((SELECT COALESCE(sum(l.subtotal), 0) FROM "OrderLine" l
                                WHERE l."orderId" = o.id) - o.total) END);
  END IF;
  IF o.state = 'Refunded' AND o."refundedAt" IS NOT NULL THEN
    INSERT INTO "RevenueDay" (day, refunded) VALUES (gym_day(o."refundedAt"), sign * o.total);
  END IF;
END
$$;

CREATE OR REPLACE FUNCTION count_revenue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM revenue_of(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM revenue_of(NEW, 1); END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS revenue_days ON "Order";
CREATE TRIGGER revenue_days
  AFTER INSERT OR DELETE ON "Order"
  FOR EACH ROW EXECUTE FUNCTION count_revenue();

DROP TRIGGER IF EXISTS revenue_day_changes ON "Order";
CREATE TRIGGER revenue_day_changes
  AFTER UPDATE OF state, total, "paidAt", "refundedAt", "discountPercent" ON "Order"
  FOR EACH ROW WHEN ((OLD.state, OLD.total, OLD."paidAt", OLD."refundedAt", OLD."discountPercent")
                     IS DISTINCT FROM
                     (NEW.state, NEW.total, NEW."paidAt", NEW."refundedAt", NEW."discountPercent"))
  EXECUTE FUNCTION count_revenue();

CREATE OR REPLACE FUNCTION count_revenue_line() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line "OrderLine";
  sign integer;
BEGIN
  FOREACH sign IN ARRAY ARRAY[-1, 1] LOOP
    IF (sign = -1 AND TG_OP IN ('UPDATE', 'DELETE')) OR (sign = 1 AND TG_OP IN ('UPDATE', 'INSERT')) THEN
      line := CASE WHEN sign = -1 THEN OLD ELSE NEW END;
      INSERT INTO "RevenueDay" (day, discounts)
      SELECT gym_day(o."paidAt"), sign * line.subtotal
        FROM "Order" o
       WHERE o.id = line."orderId" AND o.state IN ('Complete', 'Refunded')
         AND o."paidAt" IS NOT NULL AND o."discountPercent" IS NOT NULL;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS revenue_day_lines ON "OrderLine";
CREATE TRIGGER revenue_day_lines
  AFTER INSERT OR DELETE OR UPDATE OF subtotal, "orderId" ON "OrderLine"
  FOR EACH ROW EXECUTE FUNCTION count_revenue_line();

CREATE OR REPLACE FUNCTION compact_revenue_days() RETURNS void LANGUAGE sql AS $$
  WITH crowded AS (SELECT day FROM "RevenueDay" GROUP BY day HAVING count(*) > 1),
  folded AS (DELETE FROM "RevenueDay" r USING crowded c WHERE r.day = c.day
             RETURNING r.day, r.paid, r.refunded, r.discounts)
  INSERT INTO "RevenueDay" (day, paid, refunded, discounts)
  SELECT day, sum(paid), sum(refunded), sum(discounts) FROM folded GROUP BY day
$$;
