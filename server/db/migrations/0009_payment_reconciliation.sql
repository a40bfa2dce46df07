CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"reservation_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"provider_refund_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "reservation_id" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "outcome_unknown" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_key_uq" ON "refunds" USING btree ("key");--> statement-breakpoint
CREATE INDEX "refunds_charge_idx" ON "refunds" USING btree ("provider_charge_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" in ('requested', 'processing');--> statement-breakpoint
CREATE INDEX "payments_check_at_idx" ON "payments" USING btree ("check_at") WHERE "payments"."check_at" is not null;--> statement-breakpoint
-- Holds whose charge outcome was unknown used to be marked FAILED: have the reconciliation job ask
-- the provider once more about the recent ones (a late charge is then booked or refunded).
UPDATE "payments" SET "check_at" = now() WHERE "status" = 'FAILED' AND "created_at" > now() - interval '2 days';
