ALTER TABLE "auth_sessions" ADD COLUMN "signed_in_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_sessions_expires_idx" ON "auth_sessions" USING btree ("expires_at");--> statement-breakpoint
-- Sessions from before this column: their real sign-in time is unknown; their row's creation is the closest.
UPDATE "auth_sessions" SET "signed_in_at" = "created_at";
