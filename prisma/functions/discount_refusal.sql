-- Whether a member may use a discount code on an order made at `at`, or why not: NULL when the
-- code may be used, else 'discountInvalid' (no such code), 'discountExpired' (past its last day,
-- "endsOn", in the gym's time zone) or 'discountUsedUp' / 'discountUsedUpByMember' (its uses in
-- total, or this member's, have reached "maxUses" / "maxUsesPerMember").
--
-- A use is an order holding the code that is reserved (Created) or paid (Complete), counted on the
-- partial index "Order_discountCode_state_idx"; a reservation that expires or is canceled gives its
-- use back, as it gives back its places. A code with a limit is locked (FOR UPDATE) before its uses
-- are counted, so concurrent checkouts of its last use wait for each other and the count each one
-- reads includes every use committed before it: exactly one wins. Callers lock the order first,
-- then call this, then take places (the lock order of every booking path, docs/architecture.md
-- 'Waitlists').
--
-- Used by checkout_order (checkout_order.sql) and discountOf (server/src/domain/
-- discount-codes.ts: the cart's code, renewals, the public check).
CREATE OR REPLACE FUNCTION discount_refusal(
  code text,
  member_id integer,
  at timestamp(3),
  time_zone text
) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  discount record;
  uses integer;
  member_uses integer;
BEGIN
  SELECT id, "endsOn", "maxUses", "maxUsesPerMember" INTO discount
    FROM "Descuento" WHERE codigo = code;
  IF NOT FOUND THEN RETURN 'discountInvalid'; END IF;
  IF discount."endsOn" < (at AT TIME ZONE 'UTC' AT TIME ZONE time_zone)::date THEN
    RETURN 'discountExpired';
  END IF;
  IF discount."maxUses" IS NULL AND discount."maxUsesPerMember" IS NULL THEN RETURN NULL; END IF;

  PERFORM 1 FROM "Descuento" WHERE id = discount.id FOR UPDATE;
  SELECT count(*), count(*) FILTER (WHERE "userId" = member_id)
    INTO uses, member_uses
    FROM "Order" WHERE "discountCode" = code AND state IN ('Created', 'Complete');
  IF uses >= discount."maxUses" THEN RETURN 'discountUsedUp'; END IF;
  IF member_uses >= discount."maxUsesPerMember" THEN RETURN 'discountUsedUpByMember'; END IF;
  RETURN NULL;
END
$$;
