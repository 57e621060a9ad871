-- Line pricing: a line costs its unit price (the class's price in whole pesos, copied when the line
-- is priced) times its quantity.
--
-- Used by checkout_order (prisma/functions/checkout_order.sql). Its TypeScript twin is lineSubtotal
-- in contracts/src/money.ts (the server's and the client's); server/test/db/money-parity.test.ts
-- checks that both price a grid of prices and quantities alike.
CREATE OR REPLACE FUNCTION line_subtotal(unit_price integer, quantity integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT unit_price * quantity
$$;
