-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "payerEmail" TEXT;

-- prisma/functions/checkout_order.sql
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
-- end of prisma/functions/checkout_order.sql

-- prisma/functions/order_row.sql
-- One order as orderSelect reads it (server/src/features/orders/order-dto.ts): the order's fields,
-- its lines in slot order, each with its class and slot. checkout_order answers with it, so the
-- confirmed order comes back in the checkout's own round trip instead of waiting for a pool
-- connection behind the checkouts queued on the slot's lock. PL/pgSQL, not SQL: its plan is kept
-- per connection instead of made at every call (bench:checkout, bench/README.md).
--
-- Only the fields: the answer is built by toOrderDto, the mapper of every order read.
-- Timestamps are UTC (as Prisma stores them) in ISO text; the total is decimal text.
-- server/test/db/order-row.test.ts checks it against orderSelect field for field.
CREATE OR REPLACE FUNCTION order_row(order_id integer)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (SELECT jsonb_build_object(
    'id', o.id, 'userId', o."userId", 'state', o.state, 'total', o.total::text,
    'discountCode', o."discountCode", 'discountPercent', o."discountPercent",
    'paymentId', o."paymentId", 'paymentStatus', o."paymentStatus",
    'reservedUntil', to_char(o."reservedUntil", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'createdAt', to_char(o."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(o."updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'lines', COALESCE((
      SELECT jsonb_agg(jsonb_build_object(
               'id', l.id, 'orderId', l."orderId", 'diaHoraId', l."diaHoraId",
               'activityId', l."activityId", 'quantity', l.quantity,
               'unitPrice', l."unitPrice", 'subtotal', l.subtotal,
               'activity', jsonb_build_object('id', a.id, 'name', a.name, 'image', a.image,
                                              'price', a.price),
               'diaHora', jsonb_build_object('id', d.id, 'day', d.day, 'hour', d.hour,
                                             'stock', d.stock, 'capacity', d.capacity))
             ORDER BY l."diaHoraId")
        FROM "OrderLine" l
        JOIN "Activity" a ON a.id = l."activityId"
        JOIN "DiaHora" d ON d.id = l."diaHoraId"
       WHERE l."orderId" = o.id), '[]'::jsonb))
    FROM "Order" o
   WHERE o.id = order_row.order_id);
END
$$;
-- end of prisma/functions/order_row.sql

-- prisma/functions/review_rights.sql
-- Who may have a review of a class, in one rule: a member earns the right to review a class by
-- booking it, that is by having it in an order that is Complete (paid) or, when paid_only is false,
-- also Created (confirmed at checkout, payment pending). A Canceled order, or a Cart, earns nothing.
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

-- After an order becomes Canceled: the member's unrated reviews of the classes of that order that
-- no other order still earns are deleted. A rated review stays (the member wrote it).
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
  WHEN (NEW.state = 'Canceled' AND OLD.state IS DISTINCT FROM 'Canceled')
  EXECUTE FUNCTION order_canceled_drop_unearned_reviews();
-- end of prisma/functions/review_rights.sql
