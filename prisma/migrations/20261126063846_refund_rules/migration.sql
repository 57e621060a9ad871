-- prisma/functions/review_rights.sql
-- Who may have a review of a class, in one rule: a member earns the right to review a class by
-- booking it, that is by having it in an order that is Complete (paid) or, when paid_only is false,
-- also Created (confirmed at checkout, payment pending). A Canceled or Refunded order, or a Cart,
-- earns nothing.
--
-- checkout_order (prisma/functions/checkout_order.sql) creates an unrated placeholder review for
-- each class of an order as it becomes Created; the trigger below removes the placeholders that a
-- cancellation leaves unearned, whatever code cancels the order (a member, an admin, the
-- reservation sweep in server/src/domain/order-lifecycle.ts).

CREATE OR REPLACE FUNCTION review_earned(user_id integer, activity_id integer, paid_only boolean)
RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT EXISTS (
    SELECT 1
      FROM "OrderLine" ol
      JOIN "Order" o ON o.id = ol."orderId"
     WHERE ol."activityId" = activity_id
       AND o."userId" = user_id
       AND (o.state = 'Complete' OR (o.state = 'Created' AND NOT paid_only))
  )
$$;

-- After an order becomes Canceled or Refunded: the member's unrated reviews of the classes of that
-- order that no other order still earns are deleted. A rated review stays (the member wrote it).
CREATE OR REPLACE FUNCTION order_canceled_drop_unearned_reviews()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "Review" r
   WHERE r."userId" = NEW."userId"
     AND r.rating IS NULL
     AND r."activityId" IN (SELECT ol."activityId" FROM "OrderLine" ol WHERE ol."orderId" = NEW.id)
     AND NOT review_earned(NEW."userId", r."activityId", false);
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER "Order_canceled_drop_unearned_reviews"
  AFTER UPDATE OF state ON "Order"
  FOR EACH ROW
  WHEN (NEW.state IN ('Canceled', 'Refunded') AND OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION order_canceled_drop_unearned_reviews();
-- end of prisma/functions/review_rights.sql

-- A refunded order keeps the membership it had (ended): the states it may be held in.
-- (A migration of its own: PostgreSQL cannot use the enum value 'Refunded' in the transaction
-- that adds it.)
ALTER TABLE "Order" DROP CONSTRAINT "Order_membership_of_paid_order";
ALTER TABLE "Order" ADD CONSTRAINT "Order_membership_of_paid_order" CHECK (
  membership IS NULL OR (state IN ('Complete', 'Refunded') AND "periodStart" IS NOT NULL
                         AND "periodEnd" IS NOT NULL AND "reminderAt" IS NOT NULL));

