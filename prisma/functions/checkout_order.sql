-- The checkout (checkoutOrder in server/src/features/orders/checkout.ts) in one statement, so one
-- round trip commits it and no slot row stays locked while the server's event loop is busy. The
-- caller comes as the uid of a verified token: their profile and role are read here, in the same
-- statement. Each statement below takes a fresh snapshot (READ COMMITTED, VOLATILE), so the lines
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
--   {"outcome": "<refusal>", ...}   nothing written; refusals: profileRequired, notFound, forbidden,
--     canceled, discountInvalid, cartEmpty, slotWithoutActivity, noStock (with activity, day, hour)
DROP FUNCTION IF EXISTS checkout_order(integer, text, text, timestamp(3), timestamp(3));
CREATE OR REPLACE FUNCTION checkout_order(
  order_id integer,
  caller_uid text,
  discount_code text,
  payer_email text,
  written_at timestamp(3),
  reserved_until timestamp(3)
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  caller record;
  buyer record;
  line record;
  short record;
BEGIN
  SELECT id, "isAdmin" INTO caller FROM "User" WHERE uid = caller_uid;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'profileRequired'); END IF;

  -- The code sent, else the one kept on the cart (PUT /order/cart/discount).
  SELECT o."userId", o.state, u.email, COALESCE(discount_code, o."discountCode") AS asked,
         d.codigo, d.descuento
    INTO buyer
    FROM "Order" o
    JOIN "User" u ON u.id = o."userId"
    LEFT JOIN "Descuento" d ON d.codigo = COALESCE(discount_code, o."discountCode")
   WHERE o.id = order_id
     FOR UPDATE OF o;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'notFound'); END IF;
  IF buyer."userId" <> caller.id AND NOT caller."isAdmin" THEN
    RETURN jsonb_build_object('outcome', 'forbidden');
  END IF;
  IF buyer.state IN ('Created', 'Complete') THEN
    RETURN jsonb_build_object('outcome', 'unchanged', 'order', order_row(order_id));
  END IF;
  IF buyer.state = 'Canceled' THEN RETURN jsonb_build_object('outcome', 'canceled'); END IF;
  -- A code that no longer exists is refused, never silently dropped.
  IF buyer.asked IS NOT NULL AND buyer.codigo IS NULL THEN
    RETURN jsonb_build_object('outcome', 'discountInvalid');
  END IF;

  IF NOT EXISTS (SELECT 1 FROM "OrderLine" WHERE "orderId" = order_id AND quantity > 0) THEN
    RETURN jsonb_build_object('outcome', 'cartEmpty');
  END IF;
  IF EXISTS (
    SELECT 1 FROM "OrderLine" ol JOIN "DiaHora" dh ON dh.id = ol."diaHoraId"
     WHERE ol."orderId" = order_id AND ol.quantity > 0 AND dh."activityId" IS NULL
  ) THEN
    RETURN jsonb_build_object('outcome', 'slotWithoutActivity');
  END IF;

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

    -- Review placeholders: the order just became Created, which earns the member a review of each of
    -- its classes (review_earned in prisma/functions/review_rights.sql; its trigger removes the
    -- placeholders a cancellation leaves unearned). An existing review, rated or not, is left alone.
    INSERT INTO "Review" ("userId", "activityId", "createdAt", "updatedAt")
    SELECT DISTINCT buyer."userId", "activityId", written_at, written_at
      FROM "OrderLine" WHERE "orderId" = order_id AND quantity > 0
    ON CONFLICT DO NOTHING;

    -- The order-created mail, queued as a kind and an order: the outbox sender renders it from the
    -- order when it goes out (server/src/jobs/mail-sender.ts).
    INSERT INTO "EmailOutbox" ("to", kind, "orderId", "sendAfter", "createdAt", "updatedAt")
    VALUES (COALESCE(payer_email, buyer.email), 'orderCreated', order_id,
            written_at, written_at, written_at);

    -- The new empty cart (after the old one stopped being a Cart: one open cart per user).
    INSERT INTO "Order" ("userId", "createdAt", "updatedAt")
    VALUES (buyer."userId", written_at, written_at);

    -- The places, in slot id order. "activityId": still this class's slot (an admin may have
    -- detached or moved it since the pricing).
    FOR line IN
      SELECT ol."diaHoraId", ol."activityId", ol.quantity
        FROM "OrderLine" ol WHERE ol."orderId" = order_id AND ol.quantity > 0
       ORDER BY ol."diaHoraId"
    LOOP
      UPDATE "DiaHora"
         SET stock = stock - line.quantity, "updatedAt" = written_at
       WHERE id = line."diaHoraId" AND "activityId" = line."activityId"
         AND stock >= line.quantity;
      IF NOT FOUND THEN
        SELECT a.name, dh.day, dh.hour INTO short
          FROM "DiaHora" dh JOIN "Activity" a ON a.id = line."activityId"
         WHERE dh.id = line."diaHoraId";
        RAISE EXCEPTION 'no stock' USING ERRCODE = 'P0001';
      END IF;
    END LOOP;
  EXCEPTION WHEN raise_exception THEN
    -- Undoes every write of this block.
    RETURN jsonb_build_object('outcome', 'noStock',
      'activity', short.name, 'day', short.day, 'hour', short.hour);
  END;

  RETURN jsonb_build_object('outcome', 'created', 'order', order_row(order_id));
END
$$;
