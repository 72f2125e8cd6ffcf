ALTER TABLE "policy_revisions" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Saves published before this column existed: the one published now, the first save of every
-- later issue (an issue only moves on when something is published) and any save crews signed.
UPDATE "policy_revisions" r SET "published_at" = r."created_at"
WHERE EXISTS (SELECT 1 FROM "policies" p WHERE p."id" = r."policy_id" AND p."published_revision" = r."version")
   OR (r."issue" > 1 AND r."version" = (SELECT min(x."version") FROM "policy_revisions" x WHERE x."policy_id" = r."policy_id" AND x."issue" = r."issue"))
   OR EXISTS (SELECT 1 FROM "sign_on_signatures" s WHERE s."policy_id" = r."policy_id" AND s."revision" = r."version");
