-- Each cabin's rating aggregate (cabin_ratings: sum and count of its reviews' overall ratings) is
-- kept by statement-level triggers on reviews, in the writing statement's own transaction: whatever
-- writes reviews (the review API, the seed, a test) leaves the aggregate right, and the catalogue
-- reads one row per cabin instead of grouping every review on each reload.
CREATE OR REPLACE FUNCTION refugio_cabin_ratings_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO cabin_ratings (cabin_id, rating_sum, rating_count)
    SELECT cabin_id, sum(rating)::int, count(*)::int FROM refugio_new_reviews
    GROUP BY cabin_id ORDER BY cabin_id
  ON CONFLICT (cabin_id) DO UPDATE
    SET rating_sum = cabin_ratings.rating_sum + excluded.rating_sum,
      rating_count = cabin_ratings.rating_count + excluded.rating_count;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refugio_cabin_ratings_remove() RETURNS trigger AS $$
BEGIN
  UPDATE cabin_ratings r SET rating_sum = r.rating_sum - o.total, rating_count = r.rating_count - o.n
    FROM (SELECT cabin_id, sum(rating)::int AS total, count(*)::int AS n FROM refugio_old_reviews
      GROUP BY cabin_id) o
    WHERE r.cabin_id = o.cabin_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refugio_cabin_ratings_change() RETURNS trigger AS $$
BEGIN
  UPDATE cabin_ratings r SET rating_sum = r.rating_sum + d.total, rating_count = r.rating_count + d.n
    FROM (SELECT cabin_id, sum(total)::int AS total, sum(n)::int AS n FROM (
        SELECT cabin_id, rating AS total, 1 AS n FROM refugio_new_reviews
        UNION ALL SELECT cabin_id, -rating, -1 FROM refugio_old_reviews) c
      GROUP BY cabin_id) d
    WHERE r.cabin_id = d.cabin_id;
  INSERT INTO cabin_ratings (cabin_id, rating_sum, rating_count)
    SELECT cabin_id, sum(rating)::int, count(*)::int FROM refugio_new_reviews n
    WHERE NOT EXISTS (SELECT 1 FROM cabin_ratings r WHERE r.cabin_id = n.cabin_id)
    GROUP BY cabin_id
  ON CONFLICT (cabin_id) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refugio_cabin_ratings_clear() RETURNS trigger AS $$
BEGIN
  DELETE FROM cabin_ratings;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER reviews_ratings_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS refugio_new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_cabin_ratings_add();--> statement-breakpoint
CREATE TRIGGER reviews_ratings_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS refugio_old_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_cabin_ratings_remove();--> statement-breakpoint
CREATE TRIGGER reviews_ratings_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS refugio_old_reviews NEW TABLE AS refugio_new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_cabin_ratings_change();--> statement-breakpoint
CREATE TRIGGER reviews_ratings_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_cabin_ratings_clear();--> statement-breakpoint
INSERT INTO cabin_ratings (cabin_id, rating_sum, rating_count)
  SELECT cabin_id, sum(rating)::int, count(*)::int FROM reviews GROUP BY cabin_id
  ON CONFLICT (cabin_id) DO NOTHING;
