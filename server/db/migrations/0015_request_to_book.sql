ALTER TABLE "reservations" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "decision_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "pre_authorization" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "capture_error_code" integer;--> statement-breakpoint
ALTER TABLE "sandbox_tokens" ADD COLUMN "capture_outcome_code" integer;--> statement-breakpoint
CREATE INDEX "reservations_respond_by_idx" ON "reservations" USING btree ("respond_by") WHERE "reservations"."status" = 'pending_host';--> statement-breakpoint
-- A request waiting for its host (pending_host) holds its nights like a hold or a stay does.
ALTER TABLE reservations DROP CONSTRAINT reservations_no_overlap;--> statement-breakpoint
ALTER TABLE reservations ADD CONSTRAINT reservations_no_overlap
  EXCLUDE USING gist (cabin_id WITH =, daterange(check_in, check_out, '[)') WITH &&)
  WHERE (status IN ('pending', 'pending_host', 'active'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION refugio_reservation_vs_blocks() RETURNS trigger AS $$
BEGIN
  IF NEW.status NOT IN ('pending', 'pending_host', 'active') THEN
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
CREATE OR REPLACE FUNCTION refugio_block_vs_reservations() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('cabin:' || NEW.cabin_id));
  IF EXISTS (
    SELECT 1 FROM reservations r
    WHERE r.cabin_id = NEW.cabin_id AND r.status IN ('pending', 'pending_host', 'active')
      AND daterange(r.check_in, r.check_out, '[)') && daterange(NEW.check_in, NEW.check_out, '[)')
  ) THEN
    RAISE EXCEPTION 'host block overlaps a reservation' USING ERRCODE = '23P01', CONSTRAINT = 'host_blocks_no_overlap';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
