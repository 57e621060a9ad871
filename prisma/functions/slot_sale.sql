-- Whether a slot is on sale: the one rule for the cart (server/src/domain/slot-sale.ts), the
-- checkout (checkout_order.sql), renewals and waitlist joins and offers (domain/bookings/). A slot
-- is on sale while it belongs to a class and neither the slot nor its class is archived
-- ('Archivar'). The public catalogue lists the same slots (PUBLIC_SLOT in
-- server/src/domain/catalog.ts, held equal to this by server/test/archive.test.ts).
-- Returns null when on sale, 'slotWithoutActivity' or 'slotOffSale'; null for an unknown slot
-- too (its callers answer 404 first).
CREATE OR REPLACE FUNCTION slot_sale_refusal(slot_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
           WHEN dh."activityId" IS NULL THEN 'slotWithoutActivity'
           WHEN dh."archivedAt" IS NOT NULL OR a."archivedAt" IS NOT NULL THEN 'slotOffSale'
         END
    FROM "DiaHora" dh
    LEFT JOIN "Activity" a ON a.id = dh."activityId"
   WHERE dh.id = slot_id
$$;
