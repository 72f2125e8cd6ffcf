ALTER TABLE "free_trials" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "free_trials" ADD COLUMN "download_token" text;