ALTER TABLE "businesses" ADD COLUMN "nearest_medical" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "nearest_medical_minutes" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "remote_site" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "others_on_site" jsonb DEFAULT '[]'::jsonb NOT NULL;