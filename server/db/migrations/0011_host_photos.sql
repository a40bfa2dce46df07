-- Originals of the photos hosts upload (server/services/host-photos-service.ts), in the database so
-- every server process can render them.
CREATE TABLE "cabin_photo_uploads" (
	"token" text PRIMARY KEY NOT NULL,
	"photo_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cabin_photo_uploads_photo_id_unique" UNIQUE("photo_id")
);
--> statement-breakpoint
ALTER TABLE "cabin_photo_uploads" ADD CONSTRAINT "cabin_photo_uploads_photo_id_cabin_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."cabin_photos"("id") ON DELETE cascade ON UPDATE no action;