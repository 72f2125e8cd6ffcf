CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"send_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"reviewer_email" text NOT NULL,
	"reviewer_name" text,
	"reviewer_organisation" text,
	"message" text,
	"issue" integer NOT NULL,
	"revision" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" uuid,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "review_responses" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"decision" text NOT NULL,
	"name" text NOT NULL,
	"organisation" text NOT NULL,
	"overall_comment" text,
	"comments" jsonb NOT NULL,
	"responded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_responses" ADD CONSTRAINT "review_responses_request_id_review_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_send_uq" ON "review_requests" USING btree ("policy_id","send_id");--> statement-breakpoint
CREATE INDEX "review_requests_policy_idx" ON "review_requests" USING btree ("policy_id","reviewer_email","created_at");