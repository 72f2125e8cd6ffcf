CREATE TABLE "coming_digests" (
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coming_digests_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "coming_duties_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coming_digests" ADD CONSTRAINT "coming_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;