ALTER TABLE "payments" ADD COLUMN "installments" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancellation_policy" text DEFAULT 'non_refundable' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "installments" integer;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "card_type" text DEFAULT 'credit' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancellation_policy_ck" CHECK ("reservations"."cancellation_policy" in ('flexible', 'moderate', 'strict', 'non_refundable'));--> statement-breakpoint
-- Every stay sold before this migration was sold non-refundable (the column's default says so);
-- sandbox refunds before it were all refunds in full.
UPDATE "sandbox_charges" SET "refunded_cents" = "amount_cents" WHERE "refunded_at" IS NOT NULL;
