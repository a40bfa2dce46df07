-- Calendar import feeds (server/services/ical-import.ts) and the blocks they own.
CREATE TABLE "ical_feeds" (
	"id" text PRIMARY KEY NOT NULL,
	"cabin_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"events_imported" integer DEFAULT 0 NOT NULL,
	"conflicts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "host_blocks" ADD COLUMN "feed_id" text;--> statement-breakpoint
ALTER TABLE "host_blocks" ADD COLUMN "external_uid" text;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ical_feeds_cabin_idx" ON "ical_feeds" USING btree ("cabin_id");--> statement-breakpoint
CREATE INDEX "ical_feeds_due_idx" ON "ical_feeds" USING btree ("next_sync_at");--> statement-breakpoint
ALTER TABLE "host_blocks" ADD CONSTRAINT "host_blocks_feed_id_ical_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."ical_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_blocks_feed_idx" ON "host_blocks" USING btree ("feed_id") WHERE "host_blocks"."feed_id" is not null;