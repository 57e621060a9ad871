-- The places of a weekly slot held on one session, the slot on a date (docs/architecture.md,
-- 'Sessions'), counted from its orders: a paid order whose period covers the session's start (a
-- running membership, or one renewed: its classes run to its end, where its renewal's begin); a
-- reservation that took places (it will cover the date once paid); and a renewal waiting for its
-- payment, from the end of the membership it renews. A make-up booking may take what is left.
CREATE OR REPLACE FUNCTION session_places_held(slot_id integer, starts_at timestamp)
  RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT COALESCE(sum(l.quantity), 0)::integer
    FROM "OrderLine" l
    JOIN "Order" o ON o.id = l."orderId"
    LEFT JOIN "Order" renewed ON renewed.id = o."renewsOrderId"
   WHERE l."diaHoraId" = slot_id
     AND ((o.state = 'Complete' AND o.membership IN ('Active', 'Renewed')
           AND o."periodStart" <= starts_at AND starts_at < o."periodEnd")
       OR (o.state = 'Created' AND o."placesTaken")
       OR (o.state = 'Created' AND NOT o."placesTaken" AND renewed."periodEnd" <= starts_at))
$$;
