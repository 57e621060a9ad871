-- What the admin's search box reads of a person: name, last name and e-mail in one lower-case
-- text, so a single trigram index ("User_search_idx") answers "contains" for all three, and
-- "ana gómez" finds Ana Gómez. Used by the users' and the orders' searches
-- (server/src/lib/sql-page.ts). The index stores this function's results: a change to it must
-- REINDEX INDEX "User_search_idx" below it, in this file (applied together, docs/architecture.md).
CREATE OR REPLACE FUNCTION user_search_text(name text, last_name text, email text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(name || ' ' || last_name || ' ' || email)
$$;
