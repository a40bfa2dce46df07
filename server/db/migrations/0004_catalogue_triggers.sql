-- Servers cache the catalogue (cabins, photos, seasonal rates, reviews) in memory. Every statement
-- that changes it bumps catalogue_version (read by servers on PostgreSQL, transactional, so a
-- reader never sees the new version before the new rows) and notifies 'refugio_catalogue'
-- (heard synchronously by the embedded PGlite, whose data folder belongs to one process).
INSERT INTO catalogue_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refugio_bump_catalogue() RETURNS trigger AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('refugio_catalogue', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER cabins_catalogue_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON cabins FOR EACH STATEMENT EXECUTE FUNCTION refugio_bump_catalogue();--> statement-breakpoint
CREATE TRIGGER cabin_photos_catalogue_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON cabin_photos FOR EACH STATEMENT EXECUTE FUNCTION refugio_bump_catalogue();--> statement-breakpoint
CREATE TRIGGER cabin_seasonal_rates_catalogue_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON cabin_seasonal_rates FOR EACH STATEMENT EXECUTE FUNCTION refugio_bump_catalogue();--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON reviews FOR EACH STATEMENT EXECUTE FUNCTION refugio_bump_catalogue();
