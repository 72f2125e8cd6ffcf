import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { creditTransactions, users } from "../../src/server/db/schema";

const run = promisify(execFile);
const cli = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ["--import", "tsx", "src/server/admin/cli.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  );

describe("admin command on the embedded database", () => {
  it("grants credits, records them in the ledger, and refuses while the data folder is in use", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "safedraft-admin-"));
    let db = await openDatabase({ dataDir });
    await db.db.insert(users).values({ name: "Staff Test", email: "customer@example.com" });

    const busy = await cli(dataDir, "grant-credits", "customer@example.com", "core", "3");
    expect(busy.code).toBe(1);
    expect(busy.err).toMatch(/in use by process/);
    await db.close();

    const ok = await cli(dataDir, "grant-credits", "Customer@Example.com", "core", "3");
    expect(ok.err).toBe("");
    expect(ok.out).toContain("Granted 3 core credit(s)");
    const bad = await cli(dataDir, "grant-credits", "customer@example.com", "platinum", "3");
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Unknown pack "platinum"');
    const nobody = await cli(dataDir, "grant-credits", "nobody@example.com", "core", "1");
    expect(nobody.err).toContain("No account with the e-mail nobody@example.com");

    db = await openDatabase({ dataDir });
    const [user] = await db.db.select().from(users).where(eq(users.email, "customer@example.com"));
    expect(user!.documentCredits).toEqual({ core: 3 });
    const ledger = await db.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, user!.id));
    expect(ledger.map((l) => [l.kind, l.packId, l.delta])).toEqual([["grant", "core", 3]]);
    await db.close();
    // Five runs of the command, each a fresh Node process opening the embedded database.
  }, 180_000);
});
