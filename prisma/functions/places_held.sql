-- Who holds a place, and how many places a slot has booked (docs/architecture.md, 'The life of a
-- place' and 'Data rules'): the one definition, read by the bookings module (holdsPlaces in
-- server/src/domain/bookings/places.ts), the stock invariant's check (expectedStock there) and the
-- demo seed, which fails when its data breaks the invariant.
--
-- An order holds its lines' places while it is a reservation (or an offer, or a renewal after its
-- period) that took places and waits for its payment, or a paid order whose membership runs. A
-- renewal within its period took none: the membership it renews holds them.
CREATE OR REPLACE FUNCTION holds_places(state "OrderState", places_taken boolean,
                                        membership "MembershipState")
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (state = 'Created' AND places_taken) OR (state = 'Complete' AND membership = 'Active')
$$;

-- A line holds its place when its order does, or when it is a class a renewal of its order left
-- out (left_out_held): that place stays the member's until the renewed period ends.
CREATE OR REPLACE FUNCTION line_holds_place(state "OrderState", places_taken boolean,
                                            membership "MembershipState", left_out_held boolean)
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT holds_places(state, places_taken, membership) OR left_out_held
$$;

-- The places booked on a slot, counted from its orders.
CREATE OR REPLACE FUNCTION slot_places_held(slot_id integer)
  RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT COALESCE(sum(l.quantity), 0)::integer
    FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
   WHERE l."diaHoraId" = slot_id
     AND line_holds_place(o.state, o."placesTaken", o.membership, l."leftOutHeld")
$$;

-- The slots whose stock is not capacity − places booked (none, when the invariant holds).
CREATE OR REPLACE FUNCTION stock_breaches()
  RETURNS TABLE (slot_id integer, stock integer, expected integer) LANGUAGE sql STABLE AS $$
  SELECT d.id, d.stock, d.capacity - slot_places_held(d.id)
    FROM "DiaHora" d
   WHERE d.stock <> d.capacity - slot_places_held(d.id)
   ORDER BY d.id
$$;
