-- The order total: whole pesos minus a whole percentage (null: no discount). sum × (100 − p) is a
-- whole number of centavos, so the result is exact and needs no rounding.
--
-- Used by checkout_order (prisma/functions/checkout_order.sql). Its TypeScript twin is
-- discountedTotalCentavos in contracts/src/money.ts (the server's and the client's);
-- server/test/db/money-parity.test.ts checks that both give the same total for a grid of sums and
-- percentages.
CREATE OR REPLACE FUNCTION discounted_total(sum_pesos bigint, percent integer)
RETURNS decimal(12, 2) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((sum_pesos * (100 - coalesce(percent, 0)))::decimal / 100)::decimal(12, 2)
$$;
