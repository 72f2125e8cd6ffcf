ALTER TABLE "free_trials" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "free_trials" ADD COLUMN "employee_count" text;--> statement-breakpoint
ALTER TABLE "free_trials" ADD COLUMN "business_description" text;--> statement-breakpoint
ALTER TABLE "free_trials" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "free_trials" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "free_trials" ADD CONSTRAINT "free_trials_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A document changed since its last issue is a draft of the next version: documents updated or
-- edited before the status said so are marked now.
UPDATE "policies" p SET "status" = 'draft'
WHERE p."status" = 'published' AND p."published_revision" IS NOT NULL AND p."version" <> p."published_revision"
  AND EXISTS (SELECT 1 FROM "policy_revisions" r WHERE r."policy_id" = p."id"
    AND r."version" = p."published_revision" AND r."content" IS DISTINCT FROM p."content");
