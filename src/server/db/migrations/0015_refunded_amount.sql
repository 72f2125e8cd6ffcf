ALTER TABLE "purchases" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Payments already refunded were refunded in full (in part was not recorded before).
UPDATE "purchases" SET "refunded_cents" = "amount_cents" WHERE "status" = 'refunded';
