CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cabin_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cabin_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cabin_id" text NOT NULL,
	"position" integer NOT NULL,
	"path" text NOT NULL,
	"alt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cabin_seasonal_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cabin_seasonal_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cabin_id" text NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"nightly_rate_cents" integer NOT NULL,
	CONSTRAINT "cabin_seasonal_rates_range_ck" CHECK ("cabin_seasonal_rates"."end_date" > "cabin_seasonal_rates"."start_date")
);
--> statement-breakpoint
CREATE TABLE "cabins" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"accommodation_type" text NOT NULL,
	"description" text NOT NULL,
	"population" text NOT NULL,
	"state" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"min_occupancy" integer DEFAULT 1 NOT NULL,
	"max_occupancy" integer NOT NULL,
	"bedrooms" integer NOT NULL,
	"beds" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"nightly_rate_cents" integer NOT NULL,
	"weekend_rate_cents" integer,
	"features" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cabins_occupancy_ck" CHECK ("cabins"."min_occupancy" >= 1 and "cabins"."max_occupancy" >= "cabins"."min_occupancy"),
	CONSTRAINT "cabins_price_ck" CHECK ("cabins"."nightly_rate_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"registration_method" text DEFAULT 'email' NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"google_linked" boolean DEFAULT false NOT NULL,
	"facebook_linked" boolean DEFAULT false NOT NULL,
	"notify_email" boolean DEFAULT true NOT NULL,
	"notify_sms" boolean DEFAULT false NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"cabin_id" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "host_blocks_range_ck" CHECK ("host_blocks"."check_out" > "host_blocks"."check_in")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reservation_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_charge_id" text,
	"authorization" text,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'MXN' NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"error_code" integer,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"cabin_id" text NOT NULL,
	"client_id" text,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" integer NOT NULL,
	"nights" integer NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"balance_due_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'MXN' NOT NULL,
	"guest_first_name" text NOT NULL,
	"guest_last_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_phone" text NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"url" text,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_range_ck" CHECK ("reservations"."check_out" > "reservations"."check_in"),
	CONSTRAINT "reservations_guests_ck" CHECK ("reservations"."guests" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"cabin_id" text NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_ck" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"authorization" text,
	"error_code" integer,
	"error_message" text,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"description" text NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"bin" text NOT NULL,
	"holder_name" text NOT NULL,
	"expiration_month" text NOT NULL,
	"expiration_year" text NOT NULL,
	"outcome_code" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_photos" ADD CONSTRAINT "cabin_photos_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_seasonal_rates" ADD CONSTRAINT "cabin_seasonal_rates_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_blocks" ADD CONSTRAINT "host_blocks_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_client_idx" ON "auth_sessions" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cabin_photos_cabin_position_uq" ON "cabin_photos" USING btree ("cabin_id","position");--> statement-breakpoint
CREATE INDEX "cabin_seasonal_rates_cabin_idx" ON "cabin_seasonal_rates" USING btree ("cabin_id");--> statement-breakpoint
CREATE INDEX "cabins_population_idx" ON "cabins" USING btree ("population");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_uq" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "payments_reservation_idx" ON "payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservations_cabin_idx" ON "reservations" USING btree ("cabin_id");--> statement-breakpoint
CREATE INDEX "reservations_client_idx" ON "reservations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "reviews_cabin_idx" ON "reviews" USING btree ("cabin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_order_uq" ON "sandbox_charges" USING btree ("merchant_id","order_id");