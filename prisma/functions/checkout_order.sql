-- The checkout (checkoutOrder in server/src/features/orders/checkout.ts) in one statement, so one
-- round trip commits it and no slot row stays locked while the server's event loop is busy. The
-- caller comes as the uid of a verified token: their profile is read here, in the same statement.
-- Another member's cart is refused as notOwner unless acting_for_owner: the server decides who may
-- act for its owner (assertOwnerOrAdmin in server/src/middleware/auth.ts) and calls again. Each statement below takes a fresh snapshot (READ COMMITTED, VOLATILE), so the lines
-- read after the order lock include every line committed before it. Slots are decremented in id
-- order, the last writes before the commit: two multi-slot checkouts never wait on each other in a
-- cycle, and a slot's row stays locked for the shortest time.
--
-- A confirmed order comes back as order_row (prisma/functions/order_row.sql) reads it, in the same
-- round trip; the caller maps it with toOrderDto, the mapper of every order read.
-- payer_email: the address given at checkout, or null for the account's (Order."payerEmail").
-- Returns one of:
--   {"outcome": "created", "order": <order_row>}
--   {"outcome": "unchanged", "order": <order_row>}   already Created or Complete: nothing written
--   {"outcome": "notOwner", "ownerId": <user id>}   nothing written: the cart of another member
--   {"outcome": "<refusal>", ...}   nothing written; refusals: profileRequired, notFound, canceled,
--     discountInvalid, discountExpired, discountUsedUp, discountUsedUpByMember (discount_refusal.sql),
--     cartEmpty, slotWithoutActivity, slotOffSale, noStock (with activity, day, hour)
-- time_zone: the gym's (GYM_TIME_ZONE), where a discount code's last day is counted.
-- The places and what a reservation earns are taken and opened by bookings.sql.
DROP FUNCTION IF EXISTS checkout_order(integer, text, text, timestamp(3), timestamp(3));
DROP FUNCTION IF EXISTS checkout_order(integer, text, text, text, timestamp(3), timestamp(3));
DROP FUNCTION IF EXISTS checkout_order(integer, text, boolean, text, text, timestamp(3), timestamp(3));
CREATE OR REPLACE FUNCTION checkout_order(
  order_id integer,
  caller_uid text,
  acting_for_owner boolean,
  discount_code text,
  payer_email text,
  written_at timestamp(3),
  reserved_until timestamp(3),
  time_zone text
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  caller record;
  buyer record;
  short_slot integer;
  short record;
  refusal text;
BEGIN
  SELECT id INTO caller FROM "User" WHERE uid = caller_uid;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'profileRequired'); END IF;

  -- The code sent, else the one kept on the cart (PUT /order/cart/discount).
  SELECT o."userId", o.state, o."soldById", u.email,
         COALESCE(discount_code, o."discountCode") AS asked, d.codigo, d.descuento
    INTO buyer
    FROM "Order" o
    JOIN "User" u ON u.id = o."userId"
    LEFT JOIN "Descuento" d ON d.codigo = COALESCE(discount_code, o."discountCode")
   WHERE o.id = order_id
     FOR UPDATE OF o;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'notFound'); END IF;
  IF buyer."userId" <> caller.id AND NOT acting_for_owner THEN
    RETURN jsonb_build_object('outcome', 'notOwner', 'ownerId', buyer."userId");
  END IF;
  IF buyer.state IN ('Created', 'Complete') THEN
    RETURN jsonb_build_object('outcome', 'unchanged', 'order', order_row(order_id));
  END IF;
  IF buyer.state = 'Canceled' THEN RETURN jsonb_build_object('outcome', 'canceled'); END IF;
  -- A code that no longer exists, or may no longer be used, is refused, never silently dropped.
  IF buyer.asked IS NOT NULL THEN
    refusal := discount_refusal(buyer.asked, buyer."userId", written_at, time_zone);
    IF refusal IS NOT NULL THEN RETURN jsonb_build_object('outcome', refusal); END IF;
  END IF;

  IF NOT EXISTS (SELECT 1 FROM "OrderLine" WHERE "orderId" = order_id AND quantity > 0) THEN
    RETURN jsonb_build_object('outcome', 'cartEmpty');
  END IF;
  -- A slot off sale (without a class, or archived, or of an archived class: slot_sale.sql).
  SELECT slot_sale_refusal(ol."diaHoraId") INTO refusal
    FROM "OrderLine" ol
   WHERE ol."orderId" = order_id AND ol.quantity > 0
     AND slot_sale_refusal(ol."diaHoraId") IS NOT NULL
   ORDER BY ol."diaHoraId"
   LIMIT 1;
  IF refusal IS NOT NULL THEN RETURN jsonb_build_object('outcome', refusal); END IF;

  -- A slot already short of places refuses at once, before any write or lock: most refusals of a
  -- sold-out class end here. The conditional decrements below stay the rule that decides.
  SELECT a.name, dh.day, dh.hour INTO short
    FROM "OrderLine" ol
    JOIN "DiaHora" dh ON dh.id = ol."diaHoraId"
    JOIN "Activity" a ON a.id = dh."activityId"
   WHERE ol."orderId" = order_id AND ol.quantity > 0 AND dh.stock < ol.quantity
   ORDER BY dh.id
   LIMIT 1;
  IF FOUND THEN
    RETURN jsonb_build_object('outcome', 'noStock',
      'activity', short.name, 'day', short.day, 'hour', short.hour);
  END IF;

  BEGIN
    -- Every line priced from its slot's class (prisma/functions/line_subtotal.sql).
    UPDATE "OrderLine" ol
       SET "activityId" = a.id, "unitPrice" = a.price, subtotal = line_subtotal(a.price, ol.quantity),
           "updatedAt" = written_at
      FROM "DiaHora" dh JOIN "Activity" a ON a.id = dh."activityId"
     WHERE ol."orderId" = order_id AND ol.quantity > 0 AND dh.id = ol."diaHoraId";

    -- The discount (prisma/functions/discounted_total.sql).
    UPDATE "Order"
       SET state = 'Created',
           total = (SELECT discounted_total(sum(subtotal), buyer.descuento)
                      FROM "OrderLine" WHERE "orderId" = order_id AND quantity > 0),
           "discountCode" = buyer.codigo, "discountPercent" = buyer.descuento,
           "payerEmail" = payer_email, "reservedUntil" = reserved_until, "updatedAt" = written_at
     WHERE id = order_id;

    -- The review placeholders and the order-created mail (bookings.sql). A desk sale is paid
    -- in the same transaction: its member is mailed the payment, not a reservation to pay.
    PERFORM open_reservation(order_id,
      CASE WHEN buyer."soldById" IS NULL THEN 'orderCreated' END, written_at);

    -- The new empty cart (after the old one stopped being a Cart: one open cart per user); a
    -- desk sale's cart was never the member's, who keeps their own.
    IF buyer."soldById" IS NULL THEN
      INSERT INTO "Order" ("userId", "createdAt", "updatedAt")
      VALUES (buyer."userId", written_at, written_at);
    END IF;

    -- The places, last (bookings.sql): a slot's row stays locked for the shortest time.
    short_slot := take_order_places(order_id, written_at);
    IF short_slot IS NOT NULL THEN
      SELECT a.name, dh.day, dh.hour INTO short
        FROM "OrderLine" ol
        JOIN "DiaHora" dh ON dh.id = ol."diaHoraId"
        JOIN "Activity" a ON a.id = ol."activityId"
       WHERE ol."orderId" = order_id AND ol."diaHoraId" = short_slot;
      RAISE EXCEPTION 'no stock' USING ERRCODE = 'P0001';
    END IF;
  EXCEPTION WHEN raise_exception THEN
    -- Undoes every write of this block.
    RETURN jsonb_build_object('outcome', 'noStock',
      'activity', short.name, 'day', short.day, 'hour', short.hour);
  END;

  RETURN jsonb_build_object('outcome', 'created', 'order', order_row(order_id));
END
$$;
