-- Servers cache which cabins have a night taken on a range of dates (server/services/occupancy-cache.ts).
-- Every statement that changes reservations or host blocks bumps availability_version (read by servers
-- on PostgreSQL, transactional, so a reader never sees the new version before the new rows) and
-- notifies 'refugio_availability' (heard synchronously by the embedded PGlite, whose data folder
-- belongs to one process). BEFORE the statement: a writer locks the version row before any
-- reservation or block row, so writers always take their locks in the same order.
INSERT INTO availability_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refugio_bump_availability() RETURNS trigger AS $$
BEGIN
  UPDATE availability_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('refugio_availability', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER reservations_availability_bump BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON reservations FOR EACH STATEMENT EXECUTE FUNCTION refugio_bump_availability();--> statement-breakpoint
CREATE TRIGGER host_blocks_availability_bump BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON host_blocks FOR EACH STATEMENT EXECUTE FUNCTION refugio_bump_availability();
