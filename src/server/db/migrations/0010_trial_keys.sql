DROP INDEX "free_trials_ip_idx";--> statement-breakpoint
ALTER TABLE "free_trials" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "free_trials" ADD COLUMN "address_key" text;--> statement-breakpoint
-- Trials made before: the e-mail without its +tag; where two such trials share a key, the one whose
-- address is the key itself (or else the first) takes it and the others keep their full address.
-- Their address key is the address they came from.
WITH keyed AS (
	SELECT "id", "email",
		regexp_replace(lower("email"), '^([^@+]+)\+[^@]*@', '\1@') AS "key"
	FROM "free_trials"
), ranked AS (
	SELECT "id", "email", "key",
		row_number() OVER (PARTITION BY "key" ORDER BY (lower("email") = "key") DESC, "id") AS "n"
	FROM keyed
)
UPDATE "free_trials" AS t
SET "email_key" = CASE WHEN ranked."n" = 1 THEN ranked."key" ELSE lower(t."email") END,
	"address_key" = t."ip_address"
FROM ranked
WHERE ranked."id" = t."id";--> statement-breakpoint
ALTER TABLE "free_trials" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "free_trials" ALTER COLUMN "address_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "free_trials_address_idx" ON "free_trials" USING btree ("address_key","created_at");--> statement-breakpoint
ALTER TABLE "free_trials" ADD CONSTRAINT "free_trials_email_key_unique" UNIQUE("email_key");
