-- Ratings per class for 'Resumen' (docs/architecture.md, 'Insights'), so its averages read a row
-- per class instead of every review.
--
-- Every rating given, changed or taken away (an insert, delete or change of a review's rating or
-- class) appends its +1 / -1 and its stars to "RatingCount" in the same transaction (no shared row);
-- a class's average is the sum of its stars over the sum of its ratings. compact_rating_counts()
-- folds each class's rows into one (the reservation sweep runs it every minute); a row an
-- uncommitted transaction inserted meanwhile is not deleted.
CREATE OR REPLACE FUNCTION count_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.rating IS NOT NULL THEN
    INSERT INTO "RatingCount" ("activityId", ratings, total) VALUES (OLD."activityId", -1, -OLD.rating);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.rating IS NOT NULL THEN
    INSERT INTO "RatingCount" ("activityId", ratings, total) VALUES (NEW."activityId", 1, NEW.rating);
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS rating_counts ON "Review";
CREATE TRIGGER rating_counts
  AFTER INSERT OR DELETE ON "Review"
  FOR EACH ROW EXECUTE FUNCTION count_ratings();

DROP TRIGGER IF EXISTS rating_changes ON "Review";
CREATE TRIGGER rating_changes
  AFTER UPDATE OF rating, "activityId" ON "Review"
  FOR EACH ROW WHEN ((OLD.rating, OLD."activityId") IS DISTINCT FROM (NEW.rating, NEW."activityId"))
  EXECUTE FUNCTION count_ratings();

CREATE OR REPLACE FUNCTION compact_rating_counts() RETURNS void LANGUAGE sql AS $$
  WITH crowded AS (SELECT "activityId" FROM "RatingCount" GROUP BY 1 HAVING count(*) > 1),
  folded AS (DELETE FROM "RatingCount" r USING crowded c WHERE r."activityId" = c."activityId"
             RETURNING r."activityId", r.ratings, r.total)
  INSERT INTO "RatingCount" ("activityId", ratings, total)
  SELECT "activityId", sum(ratings), sum(total) FROM folded GROUP BY 1
$$;
