CREATE TABLE "document_bases" (
	"policy_id" uuid PRIMARY KEY NOT NULL,
	"release" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"law_date" date NOT NULL,
	"input" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_updates" (
	"policy_id" uuid PRIMARY KEY NOT NULL,
	"reasons" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"handled" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"event" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "law_digests" (
	"user_id" uuid NOT NULL,
	"event" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "law_digests_user_id_event_pk" PRIMARY KEY("user_id","event")
);
--> statement-breakpoint
CREATE TABLE "law_events" (
	"key" text PRIMARY KEY NOT NULL,
	"occurred_on" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"marked" integer
);
--> statement-breakpoint
ALTER TABLE "document_bases" ADD CONSTRAINT "document_bases_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_updates" ADD CONSTRAINT "document_updates_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "law_digests" ADD CONSTRAINT "law_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_bases_jurisdiction_idx" ON "document_bases" USING btree ("jurisdiction");