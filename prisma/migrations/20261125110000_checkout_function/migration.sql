-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "orderId" INTEGER,
ALTER COLUMN "subject" DROP NOT NULL,
ALTER COLUMN "html" DROP NOT NULL,
ALTER COLUMN "text" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "EmailOutbox_orderId_idx" ON "EmailOutbox"("orderId");

-- AddForeignKey
ALTER TABLE "EmailOutbox" ADD CONSTRAINT "EmailOutbox_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (Prisma cannot express these).

-- A mail is either rendered when queued, or the order-created mail of "orderId", rendered by the
-- sender from the order when it goes out.
ALTER TABLE "EmailOutbox" ADD CONSTRAINT "EmailOutbox_content_check"
  CHECK ("orderId" IS NOT NULL OR ("subject" IS NOT NULL AND "html" IS NOT NULL AND "text" IS NOT NULL));

-- The checkout (server/src/domain/orders.ts, checkoutOrder) in one statement, so one round trip
-- commits it and no slot row stays locked while the server's event loop is busy. The caller comes
-- as the uid of a verified token: their profile and role are read here, in the same statement. Each statement
-- below takes a fresh snapshot (READ COMMITTED, VOLATILE), so the lines read after the order lock
-- include every line committed before it. Slots are decremented in id order, the last writes
-- before the commit: two multi-slot checkouts never wait on each other in a cycle, and a slot's row
-- stays locked for the shortest time.
--
-- Returns one of:
--   {"outcome": "created", "order": <OrderDto>}
--   {"outcome": "unchanged"}   the order was already Created or Complete: nothing written
--   {"outcome": "<refusal>", ...}   nothing written; refusals: profileRequired, notFound, forbidden,
--     canceled, discountInvalid, cartEmpty, slotWithoutActivity, noStock (with activity, day, hour)
CREATE FUNCTION checkout_order(
  order_id integer,
  caller_uid text,
  discount_code text,
  written_at timestamp(3),
  reserved_until timestamp(3)
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  caller record;
  buyer record;
  line record;
  short record;
  order_total decimal(12, 2);
  confirmed jsonb;
BEGIN
  SELECT id, "isAdmin" INTO caller FROM "User" WHERE uid = caller_uid;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'profileRequired'); END IF;

  SELECT o."userId", o.state, u.email, d.codigo, d.descuento
    INTO buyer
    FROM "Order" o
    JOIN "User" u ON u.id = o."userId"
    LEFT JOIN "Descuento" d ON d.codigo = discount_code
   WHERE o.id = order_id
     FOR UPDATE OF o;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'notFound'); END IF;
  IF buyer."userId" <> caller.id AND NOT caller."isAdmin" THEN
    RETURN jsonb_build_object('outcome', 'forbidden');
  END IF;
  IF buyer.state IN ('Created', 'Complete') THEN
    RETURN jsonb_build_object('outcome', 'unchanged');
  END IF;
  IF buyer.state = 'Canceled' THEN RETURN jsonb_build_object('outcome', 'canceled'); END IF;
  IF discount_code IS NOT NULL AND buyer.codigo IS NULL THEN
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

  BEGIN
    -- Every line priced from its slot's class.
    UPDATE "OrderLine" ol
       SET "activityId" = a.id, "unitPrice" = a.price, subtotal = a.price * ol.quantity,
           "updatedAt" = written_at
      FROM "DiaHora" dh JOIN "Activity" a ON a.id = dh."activityId"
     WHERE ol."orderId" = order_id AND ol.quantity > 0 AND dh.id = ol."diaHoraId";

    -- Whole pesos minus a whole percentage: an exact number of centavos (see discountedTotal).
    SELECT (sum(subtotal) * (100 - coalesce(buyer.descuento, 0)))::decimal / 100
      INTO order_total
      FROM "OrderLine" WHERE "orderId" = order_id AND quantity > 0;

    UPDATE "Order"
       SET state = 'Created', total = order_total, "discountCode" = buyer.codigo,
           "discountPercent" = buyer.descuento, "reservedUntil" = reserved_until,
           "updatedAt" = written_at
     WHERE id = order_id;

    -- Review placeholders; an existing review, rated or not, is left alone.
    INSERT INTO "Review" ("userId", "activityId", "createdAt", "updatedAt")
    SELECT DISTINCT buyer."userId", "activityId", written_at, written_at
      FROM "OrderLine" WHERE "orderId" = order_id AND quantity > 0
    ON CONFLICT DO NOTHING;

    INSERT INTO "EmailOutbox" ("to", "orderId", "sendAfter", "createdAt", "updatedAt")
    VALUES (buyer.email, order_id, written_at, written_at, written_at);

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

  SELECT jsonb_build_object(
           'id', o.id, 'userId', o."userId", 'state', o.state, 'total', o.total::text,
           'discountCode', o."discountCode", 'discountPercent', o."discountPercent",
           'paymentId', o."paymentId", 'paymentStatus', o."paymentStatus",
           'reservedUntil', to_char(o."reservedUntil", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'createdAt', to_char(o."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'updatedAt', to_char(o."updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'lines', (
             SELECT jsonb_agg(jsonb_build_object(
                      'id', ol.id, 'orderId', ol."orderId", 'diaHoraId', ol."diaHoraId",
                      'activityId', ol."activityId", 'quantity', ol.quantity,
                      'unitPrice', ol."unitPrice", 'subtotal', ol.subtotal,
                      'activity', jsonb_build_object(
                        'id', a.id, 'name', a.name, 'image', a.image, 'price', a.price),
                      'diaHora', jsonb_build_object(
                        'id', dh.id, 'day', dh.day, 'hour', dh.hour, 'stock', dh.stock,
                        'capacity', dh.capacity))
                    ORDER BY ol."diaHoraId")
               FROM "OrderLine" ol
               JOIN "Activity" a ON a.id = ol."activityId"
               JOIN "DiaHora" dh ON dh.id = ol."diaHoraId"
              WHERE ol."orderId" = o.id))
    INTO confirmed
    FROM "Order" o WHERE o.id = order_id;
  RETURN jsonb_build_object('outcome', 'created', 'order', confirmed);
END
$$;
