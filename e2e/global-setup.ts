import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { freshDataDir } from "./support/env";

const run = promisify(execFile);

/**
 * One migrated embedded database for the run, which every server of a journey's own starts from
 * as a copy (`freshDataDir`): migrating a new data folder takes about ten seconds of a cold start
 * on a busy machine, copying one a fraction of a second. The admin command migrates it, as it
 * would any data folder it opens. The shared server still starts on an empty folder, so a first
 * start from nothing stays covered.
 */
export default async function globalSetup() {
  const template = freshDataDir();
  await run(process.execPath, ["dist/server/admin.mjs", "outbox"], {
    env: { ...process.env, DATA_DIR: template, DATABASE_URL: "" },
  });
  // Only the database is shared: each server makes its own secrets on its first start.
  for (const file of ["auth-secret", "sign-on-link-key"]) rmSync(path.join(template, file), { force: true });
  process.env.E2E_TEMPLATE_DATA_DIR = template;
}
