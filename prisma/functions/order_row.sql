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
    'paymentStatusDetail', o."paymentStatusDetail",
    'reservedUntil', to_char(o."reservedUntil", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'createdAt', to_char(o."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(o."updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'membership', o.membership,
    'periodStart', to_char(o."periodStart", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'periodEnd', to_char(o."periodEnd", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'reminderAt', to_char(o."reminderAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'renewsOrderId', o."renewsOrderId",
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
