import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { percentile } from "../../bench/common";
import { PACKS } from "../../src/domain/catalogue";
import { grantCredits } from "../../src/server/admin/credits";
import { openDatabase } from "../../src/server/db/client";
import { describeExportRun, exportWhileServing, largeSwms } from "./export-while-serving";
import { AppProcess, type Browser, type FreshDatabase, freshPostgresDatabase, signUp } from "./support";

/**
 * Large PDF exports are rendered off the main thread: while three people export a large SWMS at
 * once, another visitor's health check keeps its normal latency, and each export either arrives
 * or is refused with a message saying why.
 */
let database: FreshDatabase;
let app: AppProcess;
const people: Browser[] = [];
const documentIds: string[] = [];

beforeAll(async () => {
  database = await freshPostgresDatabase();
  app = new AppProcess(database.url);
  await app.start();
  for (let i = 0; i < 3; i++) people.push((await signUp(app.url, `Exporter${i}`)).browser);
  const admin = await openDatabase({ url: database.url });
  try {
    for (const p of people) {
      const email = ((await p.get("/api/auth/user")).json as { email: string }).email;
      for (const pack of PACKS) await grantCredits(admin.db, email, pack.id, 5);
    }
  } finally {
    await admin.close();
  }
  // About 300 kB of content: seconds of layout each, under the default 512 kB export cap.
  for (const p of people) documentIds.push(await largeSwms(p, 300));
});

afterAll(async () => {
  await app?.cleanup();
  await database?.drop();
});

describe("exports while serving", () => {
  it("keeps /api/health p99 under 200 ms while three large PDF exports run", async () => {
    const run = await exportWhileServing(app.url, people, documentIds);
    const summary = describeExportRun(run, "exports while serving: 3 parallel PDF exports of a ~300 kB SWMS");
    console.log(summary);

    expect(percentile(run.busyMs, 99), summary).toBeLessThan(200);
    // The exports took long enough that the probes above measured something.
    expect(Math.max(...run.exports.map((e) => e.ms)), summary).toBeGreaterThan(1000);
    for (const e of run.exports) {
      if (e.status === 200) expect(e.bytes, summary).toBeGreaterThan(100_000);
      else expect(e.message, summary).toMatch(/export/i);
    }
    expect(
      run.exports.some((e) => e.status === 200),
      summary,
    ).toBe(true);
  });
});
