-- Two stays that occupy nights of one cabin never overlap: pending holds and active stays occupy
-- [check_in, check_out); cancelled, expired, failed and completed rows do not.
ALTER TABLE reservations ADD CONSTRAINT reservations_no_overlap
  EXCLUDE USING gist (cabin_id WITH =, daterange(check_in, check_out, '[)') WITH &&)
  WHERE (status IN ('pending', 'active'));--> statement-breakpoint
ALTER TABLE host_blocks ADD CONSTRAINT host_blocks_no_overlap
  EXCLUDE USING gist (cabin_id WITH =, daterange(check_in, check_out, '[)') WITH &&);--> statement-breakpoint
-- Host blocks and reservations live in two tables, so one constraint cannot span both: these
-- triggers serialise writes per cabin (transaction advisory lock) and refuse a cross overlap with
-- the same SQLSTATE as the constraints (23P01), so callers handle one error.
CREATE OR REPLACE FUNCTION refugio_reservation_vs_blocks() RETURNS trigger AS $$
BEGIN
  IF NEW.status NOT IN ('pending', 'active') THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('cabin:' || NEW.cabin_id));
  IF EXISTS (
    SELECT 1 FROM host_blocks b
    WHERE b.cabin_id = NEW.cabin_id
      AND daterange(b.check_in, b.check_out, '[)') && daterange(NEW.check_in, NEW.check_out, '[)')
  ) THEN
    RAISE EXCEPTION 'reservation overlaps a host block' USING ERRCODE = '23P01', CONSTRAINT = 'reservations_no_overlap';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER reservations_vs_blocks BEFORE INSERT OR UPDATE OF cabin_id, check_in, check_out, status
  ON reservations FOR EACH ROW EXECUTE FUNCTION refugio_reservation_vs_blocks();--> statement-breakpoint
CREATE OR REPLACE FUNCTION refugio_block_vs_reservations() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('cabin:' || NEW.cabin_id));
  IF EXISTS (
    SELECT 1 FROM reservations r
    WHERE r.cabin_id = NEW.cabin_id AND r.status IN ('pending', 'active')
      AND daterange(r.check_in, r.check_out, '[)') && daterange(NEW.check_in, NEW.check_out, '[)')
  ) THEN
    RAISE EXCEPTION 'host block overlaps a reservation' USING ERRCODE = '23P01', CONSTRAINT = 'host_blocks_no_overlap';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER host_blocks_vs_reservations BEFORE INSERT OR UPDATE OF cabin_id, check_in, check_out
  ON host_blocks FOR EACH ROW EXECUTE FUNCTION refugio_block_vs_reservations();
