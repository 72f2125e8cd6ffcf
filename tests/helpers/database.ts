import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client";

let pgliteTemplate: Blob | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Where the run's
 * global setup has migrated a template (`database-template.ts`), the new database is a copy of it.
 */
export async function freshDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const templateFile = process.env.TEST_PGLITE_TEMPLATE;
    if (templateFile) pgliteTemplate ??= new Blob([readFileSync(templateFile)]);
    return openDatabase({ dataDir: null, from: templateFile ? pgliteTemplate : undefined });
  }

  const name = `safedraft_test_${randomBytes(6).toString("hex")}`;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
