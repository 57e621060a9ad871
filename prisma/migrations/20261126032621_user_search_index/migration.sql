-- DropIndex
DROP INDEX "User_email_idx";

-- DropIndex
DROP INDEX "User_lastName_idx";

-- DropIndex
DROP INDEX "User_name_idx";

-- prisma/functions/user_search_text.sql
-- What the admin's search box reads of a person: name, last name and e-mail in one lower-case
-- text, so a single trigram index ("User_search_idx") answers "contains" for all three, and
-- "ana gómez" finds Ana Gómez. Used by the users' and the orders' searches
-- (server/src/lib/sql-page.ts). The index stores this function's results: a change to it must
-- REINDEX INDEX "User_search_idx" in the same migration.
CREATE OR REPLACE FUNCTION user_search_text(name text, last_name text, email text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(name || ' ' || last_name || ' ' || email)
$$;
-- end of prisma/functions/user_search_text.sql

-- The people search's trigram index, on user_search_text (Prisma cannot declare an index on an
-- expression; it leaves this one alone).
CREATE INDEX "User_search_idx" ON "User"
  USING GIN (user_search_text(name, "lastName", email) gin_trgm_ops);
