ALTER TABLE "policies" ADD COLUMN "issue" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "published_revision" integer;--> statement-breakpoint
ALTER TABLE "policy_revisions" ADD COLUMN "issue" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A document published before issues were counted is at its first issue, published at its latest save.
UPDATE "policies" SET "published_revision" = "version" WHERE "status" = 'published';
