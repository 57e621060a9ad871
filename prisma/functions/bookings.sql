-- The places of a slot, in SQL (server/src/domain/bookings/ is the other half; docs/architecture.md,
-- 'The life of a place'). The checkout (checkout_order.sql) calls these in its one statement; the
-- server's reserved-order maker (server/src/domain/bookings/reservations.ts) calls the same ones,
-- so taking a place and opening a reservation are written once.

-- Takes the places of every line of an order from its slots, in slot id order (two multi-slot
-- takers never wait on each other in a cycle), each with a conditional decrement that also checks
-- that the slot still belongs to the line's class (an admin may have detached or moved it).
-- Returns null when every line got its places, else the first slot that could not give them; the
-- caller then rolls back what was taken (the checkout's EXCEPTION block, the server's transaction).
CREATE OR REPLACE FUNCTION take_order_places(order_id integer, written_at timestamp(3))
RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  line record;
BEGIN
  FOR line IN
    SELECT ol."diaHoraId", ol."activityId", ol.quantity
      FROM "OrderLine" ol WHERE ol."orderId" = order_id AND ol.quantity > 0
     ORDER BY ol."diaHoraId"
  LOOP
    UPDATE "DiaHora"
       SET stock = stock - line.quantity, "updatedAt" = written_at
     WHERE id = line."diaHoraId" AND "activityId" = line."activityId"
       AND stock >= line.quantity;
    IF NOT FOUND THEN RETURN line."diaHoraId"; END IF;
    -- The order counts among its sessions' holders already (sessions.sql).
    IF session_overfilled(line."diaHoraId", written_at) IS NOT NULL THEN
      RETURN line."diaHoraId";
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;

-- What an order earns as it becomes Created (a reservation), whoever makes it: an unrated review
-- placeholder for each of its classes (review_earned in review_rights.sql; that file's trigger
-- removes the placeholders a cancellation leaves unearned; an existing review is left alone) and
-- its mail, queued in the outbox as a kind and the order (server/src/jobs/mail-sender.ts renders
-- it), to the payer e-mail given at checkout, else the buyer's (orderAddress in
-- server/src/domain/order-address.ts); no mail when `mail_kind` is null.
CREATE OR REPLACE FUNCTION open_reservation(order_id integer, mail_kind text, written_at timestamp(3))
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  INSERT INTO "Review" ("userId", "activityId", "createdAt", "updatedAt")
  SELECT DISTINCT o."userId", ol."activityId", written_at, written_at
    FROM "OrderLine" ol JOIN "Order" o ON o.id = ol."orderId"
   WHERE ol."orderId" = order_id AND ol.quantity > 0
  ON CONFLICT DO NOTHING;

  INSERT INTO "EmailOutbox" ("to", kind, "orderId", "sendAfter", "createdAt", "updatedAt")
  SELECT COALESCE(o."payerEmail", u.email), mail_kind::"MailKind", o.id,
         written_at, written_at, written_at
    FROM "Order" o JOIN "User" u ON u.id = o."userId"
   WHERE o.id = order_id AND mail_kind IS NOT NULL;
END
$$;
