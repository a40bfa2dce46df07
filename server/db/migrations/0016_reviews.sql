CREATE TABLE "cabin_ratings" (
	"cabin_id" text PRIMARY KEY NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"reservation_id" text PRIMARY KEY NOT NULL,
	"mail_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reservation_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "cleanliness" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "accuracy" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "check_in" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "communication" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "location" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "value" smallint;--> statement-breakpoint
ALTER TABLE "cabin_ratings" ADD CONSTRAINT "cabin_ratings_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_reservation_uq" ON "reviews" USING btree ("reservation_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_categories_ck" CHECK (coalesce("reviews"."cleanliness", 1) between 1 and 5 and coalesce("reviews"."accuracy", 1) between 1 and 5
        and coalesce("reviews"."check_in", 1) between 1 and 5 and coalesce("reviews"."communication", 1) between 1 and 5
        and coalesce("reviews"."location", 1) between 1 and 5 and coalesce("reviews"."value", 1) between 1 and 5);