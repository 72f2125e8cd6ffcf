import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";

/**
 * Vitest global setup: migrates one database before the run, and every test file's fresh database
 * (`freshDatabase`) starts as a copy of it instead of creating and migrating its own. On PostgreSQL
 * that is a template database (`create database … template`); on the embedded database a dump of
 * the migrated data folder, which loads in a fraction of the time a new one takes to initialise.
 * The copies are still opened through `openDatabase`, so a migration the template somehow lacked
 * would be applied to them as before.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `safedraft_template_${randomBytes(6).toString("hex")}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString() });
    await handle.close();
    process.env.TEST_TEMPLATE_DATABASE = name;
    return async () => {
      delete process.env.TEST_TEMPLATE_DATABASE;
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    };
  }

  const handle = await openDatabase({ dataDir: null });
  if (handle.kind !== "pglite") throw new Error("expected the embedded database");
  const dump = await handle.client.dumpDataDir("none");
  await handle.close();
  const folder = mkdtempSync(path.join(tmpdir(), "safedraft-template-"));
  const file = path.join(folder, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_PGLITE_TEMPLATE = file;
  return async () => {
    delete process.env.TEST_PGLITE_TEMPLATE;
    rmSync(folder, { recursive: true, force: true });
  };
}

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
