-- Documents are stored as JSON of 20 to 100 kB, and a save or a generation writes them two or three
-- times (the document, its revision, what it was composed from). PostgreSQL compresses each with
-- pglz by default; lz4 takes about half the database's CPU for a save. It applies to values written
-- from now on, and only where the server was built with it (the embedded database is not).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)) THEN
    ALTER TABLE "policies" ALTER COLUMN "content" SET COMPRESSION lz4;
    ALTER TABLE "policy_revisions" ALTER COLUMN "content" SET COMPRESSION lz4;
    ALTER TABLE "document_bases" ALTER COLUMN "input" SET COMPRESSION lz4;
    ALTER TABLE "document_bases" ALTER COLUMN "sections" SET COMPRESSION lz4;
    ALTER TABLE "document_bases" ALTER COLUMN "items" SET COMPRESSION lz4;
    ALTER TABLE "free_trials" ALTER COLUMN "content" SET COMPRESSION lz4;
  END IF;
END $$;
