-- Hosts (ARCHITECTURE "Hosts"): roles, cabin ownership and status, booking mode, cancellation
-- policy, house rules, cleaning fee (also kept on each reservation), seasons' own minimum stay, the
-- calendar export token. A draft may have no price yet (0); publishing requires one.
ALTER TABLE "cabins" DROP CONSTRAINT "cabins_price_ck";--> statement-breakpoint
ALTER TABLE "cabin_seasonal_rates" ADD COLUMN "min_nights" integer;--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "owner_id" text;--> statement-breakpoint
-- Cabins that exist before hosts (the seeded catalogue) stay published; new ones start as drafts.
ALTER TABLE "cabins" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "cabins" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "booking_mode" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "cancellation_policy" text DEFAULT 'non_refundable' NOT NULL;--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "check_in_time" text DEFAULT '15:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "check_out_time" text DEFAULT '12:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "house_rules" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "check_in_instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "cleaning_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "ical_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "host_terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "host_blocks" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cleaning_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cabins" ADD CONSTRAINT "cabins_owner_id_clients_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cabins_owner_idx" ON "cabins" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cabins_ical_token_uq" ON "cabins" USING btree ("ical_token");--> statement-breakpoint
ALTER TABLE "cabins" ADD CONSTRAINT "cabins_status_ck" CHECK ("cabins"."status" in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "cabins" ADD CONSTRAINT "cabins_booking_mode_ck" CHECK ("cabins"."booking_mode" in ('instant', 'request'));--> statement-breakpoint
ALTER TABLE "cabins" ADD CONSTRAINT "cabins_cancellation_policy_ck" CHECK ("cabins"."cancellation_policy" in ('flexible', 'moderate', 'strict', 'non_refundable'));--> statement-breakpoint
ALTER TABLE "cabins" ADD CONSTRAINT "cabins_cleaning_fee_ck" CHECK ("cabins"."cleaning_fee_cents" >= 0);--> statement-breakpoint
ALTER TABLE "cabins" ADD CONSTRAINT "cabins_min_nights_ck" CHECK ("cabins"."min_nights" >= 1);--> statement-breakpoint
ALTER TABLE "cabins" ADD CONSTRAINT "cabins_price_ck" CHECK ("cabins"."nightly_rate_cents" >= 0);