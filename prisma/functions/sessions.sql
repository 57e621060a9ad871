-- A weekly slot on a date, a session (docs/architecture.md, 'Sessions'), and who takes its places.
DROP FUNCTION IF EXISTS session_places_held(integer, timestamp);

-- The members holding a slot's session, with their places, counted from their orders: a paid
-- order whose period covers the session's start (a running membership, or one renewed: its
-- classes run to its end, where its renewal's begin); a reservation that took places (it will
-- cover the date once paid); and a renewal waiting for its payment, from the end of the
-- membership it renews. `paid`: one of the orders is paid (a reservation alone is not). A paid
-- order frozen at the session's start ('Congelar', MembershipFreeze) does not hold it.
CREATE OR REPLACE FUNCTION session_holders(slot_id integer, starts_at timestamp)
  RETURNS TABLE (user_id integer, places integer, paid boolean)
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT o."userId", sum(l.quantity)::integer, bool_or(o.state = 'Complete')
    FROM "OrderLine" l
    JOIN "Order" o ON o.id = l."orderId"
    LEFT JOIN "Order" renewed ON renewed.id = o."renewsOrderId"
   WHERE l."diaHoraId" = slot_id AND l.quantity > 0
     AND ((o.state = 'Complete' AND o.membership IN ('Active', 'Renewed')
           AND o."periodStart" <= starts_at AND starts_at < o."periodEnd"
           AND NOT EXISTS (SELECT 1 FROM "MembershipFreeze" f
                            WHERE f."orderId" = o.id AND f."startsAt" <= starts_at
                              AND starts_at < f."endsAt"))
       OR (o.state = 'Created' AND o."placesTaken")
       OR (o.state = 'Created' AND NOT o."placesTaken" AND renewed."periodEnd" <= starts_at))
   GROUP BY o."userId"
$$;

-- A session's places, counted: `held` by its holders, `skipped` by those of them who said 'No voy'
-- (SessionSkip), `makeups` booked into it (MakeupCredit), and the places `taken` on that date:
-- held − skipped + make-ups, never more than the slot's capacity (places on a date).
DROP FUNCTION IF EXISTS session_counts(integer, timestamp, date);
CREATE FUNCTION session_counts(slot_id integer, starts_at timestamp, day date)
  RETURNS TABLE (held integer, skipped integer, makeups integer, taken integer)
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT c.held, c.skipped, c.makeups, c.held - c.skipped + c.makeups
    FROM (SELECT COALESCE(sum(h.places), 0)::integer AS held,
                 COALESCE(sum(h.places) FILTER (WHERE EXISTS (
                   SELECT 1 FROM "SessionSkip" s
                    WHERE s."userId" = h.user_id AND s."diaHoraId" = slot_id
                      AND s.date = day)), 0)::integer AS skipped,
                 (SELECT count(*) FROM "MakeupCredit" m
                   WHERE m."bookingDiaHoraId" = slot_id AND m."bookingDate" = day)::integer AS makeups
            FROM session_holders(slot_id, starts_at) h) c
$$;

-- The places taken on a session (session_counts).
CREATE OR REPLACE FUNCTION session_places_held(slot_id integer, starts_at timestamp, day date)
  RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT taken FROM session_counts(slot_id, starts_at, day)
$$;

-- The first coming session of the slot, after `now`, that its places taken overfill now: a sale
-- of monthly places must not push a session with make-ups booked into it past its capacity
-- (take_order_places in bookings.sql asks, after counting the order's own places). Null if none.
CREATE OR REPLACE FUNCTION session_overfilled(slot_id integer, now timestamp)
  RETURNS date LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT m."bookingDate"
    FROM "MakeupCredit" m JOIN "DiaHora" d ON d.id = m."bookingDiaHoraId"
   WHERE m."bookingDiaHoraId" = slot_id AND m."bookingStartsAt" > now
     AND session_places_held(slot_id, m."bookingStartsAt", m."bookingDate") > d.capacity
   ORDER BY m."bookingDate"
   LIMIT 1
$$;

-- A slot's session start on `day`: its hour in the gym's time zone, as the UTC timestamp(3) the
-- columns hold (sessionStart in server/src/domain/sessions.ts; a test ties the two).
CREATE OR REPLACE FUNCTION session_start(day date, hour text)
  RETURNS timestamp LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT ((day + hour::time) AT TIME ZONE 'America/Argentina/Buenos_Aires') AT TIME ZONE 'UTC'
$$;

-- The sessions members held from `from_day` to `to_day` (the gym's days) that began before `now`:
-- each paid order's classes on the dates its period covers, whatever became of the membership
-- since (expired, renewed); a refunded order held nothing, nor a frozen one in its frozen days.
-- `member`: one member, or null for all.
CREATE OR REPLACE FUNCTION held_sessions(member integer, from_day date, to_day date, now timestamp)
  RETURNS TABLE (user_id integer, slot_id integer, day date, starts_at timestamp)
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT DISTINCT o."userId", l."diaHoraId", d.day, session_start(d.day, dh.hour)
    FROM "Order" o
    JOIN "OrderLine" l ON l."orderId" = o.id AND l.quantity > 0
    JOIN "DiaHora" dh ON dh.id = l."diaHoraId" AND dh."activityId" IS NOT NULL
    CROSS JOIN LATERAL (
      SELECT g::date AS day FROM generate_series(from_day, to_day, interval '1 day') g
    ) d
   WHERE (member IS NULL OR o."userId" = member)
     AND o.state = 'Complete' AND o.membership IS NOT NULL
     AND o."periodStart" < session_start(to_day + 1, '00:00')
     AND o."periodEnd" > session_start(from_day, '00:00')
     AND (ARRAY['Lunes', 'Martes', 'Miercoles', 'Jueves', 'Viernes', 'Sabado', 'Domingo'])
           [extract(isodow FROM d.day)::integer] = dh.day::text
     AND o."periodStart" <= session_start(d.day, dh.hour)
     AND session_start(d.day, dh.hour) < o."periodEnd"
     AND session_start(d.day, dh.hour) <= now
     AND NOT EXISTS (SELECT 1 FROM "MembershipFreeze" f
                      WHERE f."orderId" = o.id AND f."startsAt" <= session_start(d.day, dh.hour)
                        AND session_start(d.day, dh.hour) < f."endsAt")
$$;
