CREATE TABLE "catalogue_changes" (
	"version" bigint NOT NULL,
	"cabin_id" text
);
--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD COLUMN "changes_from" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_changes_version_idx" ON "catalogue_changes" USING btree ("version");--> statement-breakpoint
-- Incremental catalogue reloads. The statement-level triggers of 0004 bumped catalogue_version
-- without saying what changed, so servers reloaded the whole catalogue on every edit. These
-- replace them: ONE trigger function bumps the version, notifies 'refugio_catalogue' (as before)
-- and records which cabins the statement changed (its transition tables) under that version, in
-- the writing statement's transaction, so a server that reads version N also sees every change up
-- to N. cabin_id null means "reload everything": a TRUNCATE, or a statement over more than 100
-- cabins (seeds, bulk imports), which would only fill the log. The log trims itself: every 256
-- versions it drops the entries 1024 versions old and raises changes_from; a server whose
-- snapshot is older than changes_from reloads everything.
CREATE OR REPLACE FUNCTION refugio_catalogue_change() RETURNS trigger AS $$
DECLARE
  current bigint;
  changed text[];
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1 RETURNING version INTO current;
  PERFORM pg_notify('refugio_catalogue', '');
  IF TG_OP = 'TRUNCATE' THEN
    changed := NULL;
  ELSIF TG_TABLE_NAME = 'cabins' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT id) INTO changed FROM refugio_new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT id) INTO changed FROM refugio_old_rows;
    ELSE
      SELECT array_agg(id) INTO changed
        FROM (SELECT id FROM refugio_new_rows UNION SELECT id FROM refugio_old_rows) u;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT cabin_id) INTO changed FROM refugio_new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT cabin_id) INTO changed FROM refugio_old_rows;
    ELSE
      SELECT array_agg(cabin_id) INTO changed
        FROM (SELECT cabin_id FROM refugio_new_rows UNION SELECT cabin_id FROM refugio_old_rows) u;
    END IF;
  END IF;
  IF TG_OP <> 'TRUNCATE' AND changed IS NULL THEN
    -- The statement touched no row: the version moved, nothing to reload.
    RETURN NULL;
  END IF;
  IF changed IS NULL OR cardinality(changed) > 100 THEN
    INSERT INTO catalogue_changes (version, cabin_id) VALUES (current, NULL);
  ELSE
    INSERT INTO catalogue_changes (version, cabin_id) SELECT current, unnest(changed);
  END IF;
  IF current % 256 = 0 THEN
    DELETE FROM catalogue_changes WHERE version <= current - 1024;
    UPDATE catalogue_version SET changes_from = greatest(changes_from, current - 1024) WHERE id = 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
DROP TRIGGER IF EXISTS cabins_catalogue_bump ON cabins;--> statement-breakpoint
DROP TRIGGER IF EXISTS cabin_photos_catalogue_bump ON cabin_photos;--> statement-breakpoint
DROP TRIGGER IF EXISTS cabin_seasonal_rates_catalogue_bump ON cabin_seasonal_rates;--> statement-breakpoint
DROP TRIGGER IF EXISTS reviews_catalogue_bump ON reviews;--> statement-breakpoint
CREATE TRIGGER cabins_catalogue_insert AFTER INSERT ON cabins
  REFERENCING NEW TABLE AS refugio_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
CREATE TRIGGER cabins_catalogue_update AFTER UPDATE ON cabins
  REFERENCING OLD TABLE AS refugio_old_rows NEW TABLE AS refugio_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
CREATE TRIGGER cabins_catalogue_delete AFTER DELETE ON cabins
  REFERENCING OLD TABLE AS refugio_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
CREATE TRIGGER cabins_catalogue_truncate AFTER TRUNCATE ON cabins
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
CREATE TRIGGER cabin_photos_catalogue_insert AFTER INSERT ON cabin_photos
  REFERENCING NEW TABLE AS refugio_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
CREATE TRIGGER cabin_photos_catalogue_update AFTER UPDATE ON cabin_photos
  REFERENCING OLD TABLE AS refugio_old_rows NEW TABLE AS refugio_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
CREATE TRIGGER cabin_photos_catalogue_delete AFTER DELETE ON cabin_photos
  REFERENCING OLD TABLE AS refugio_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
CREATE TRIGGER cabin_photos_catalogue_truncate AFTER TRUNCATE ON cabin_photos
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
CREATE TRIGGER cabin_seasonal_rates_catalogue_insert AFTER INSERT ON cabin_seasonal_rates
  REFERENCING NEW TABLE AS refugio_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
CREATE TRIGGER cabin_seasonal_rates_catalogue_update AFTER UPDATE ON cabin_seasonal_rates
  REFERENCING OLD TABLE AS refugio_old_rows NEW TABLE AS refugio_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
CREATE TRIGGER cabin_seasonal_rates_catalogue_delete AFTER DELETE ON cabin_seasonal_rates
  REFERENCING OLD TABLE AS refugio_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
CREATE TRIGGER cabin_seasonal_rates_catalogue_truncate AFTER TRUNCATE ON cabin_seasonal_rates
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS refugio_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS refugio_old_rows NEW TABLE AS refugio_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS refugio_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION refugio_catalogue_change();--> statement-breakpoint
-- Servers of the previous release started from a full load: the log begins here.
UPDATE catalogue_version SET changes_from = version WHERE id = 1;
