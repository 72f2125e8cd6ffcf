CREATE TABLE "sign_on_links" (
	"policy_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_on_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_on_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"issue" integer NOT NULL,
	"revision" integer NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"card_number" text,
	"signature_png" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submission_id" uuid NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text
);
--> statement-breakpoint
ALTER TABLE "sign_on_links" ADD CONSTRAINT "sign_on_links_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_on_signatures" ADD CONSTRAINT "sign_on_signatures_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_on_signatures_submission_uq" ON "sign_on_signatures" USING btree ("policy_id","submission_id");--> statement-breakpoint
CREATE INDEX "sign_on_signatures_policy_idx" ON "sign_on_signatures" USING btree ("policy_id","received_at");