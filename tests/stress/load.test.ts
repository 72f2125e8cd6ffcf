import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeTraffic, mixedTraffic, prepareSlots } from "./mixed-traffic";
import { AppProcess, type FreshDatabase, freshPostgresDatabase } from "./support";

/**
 * Signed-in people using the app at once against one real process on PostgreSQL: the dashboard's
 * data, a business's document list, opening a document, saving it and generating a new one.
 * 100 connections for 30 s; every answer must be a 2xx and no connection may fail. The figures
 * are printed, not asserted: they depend on the machine (`npm run bench` measures them).
 */
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 30);

let database: FreshDatabase;
let app: AppProcess;

beforeAll(async () => {
  database = await freshPostgresDatabase();
  app = new AppProcess(database.url);
  await app.start();
});

afterAll(async () => {
  await app?.cleanup();
  await database?.drop();
});

describe("load", () => {
  it(`serves ${CONNECTIONS} connections of signed-in people for ${DURATION_S} s without an error`, async () => {
    const slots = await prepareSlots(app.url, database.url);
    const traffic = await mixedTraffic(app.url, slots, CONNECTIONS, DURATION_S);
    const { result, counts } = traffic;
    const summary = describeTraffic(
      traffic,
      `load: ${CONNECTIONS} connections for ${DURATION_S} s on PostgreSQL, one app process`,
    );
    console.log(summary);

    expect(result.errors, summary).toBe(0);
    expect(result.timeouts, summary).toBe(0);
    expect(result.non2xx, `${summary}\n${app.output.slice(-3000)}`).toBe(0);
    expect(result.requests.total).toBeGreaterThan(0);
    // Every kind of request in the scenario was made.
    expect(Object.keys(counts)).toEqual(
      expect.arrayContaining(["save document", "generate", "open document"]),
    );
    // The saves went through one after another on each document, none lost.
    const saved = slots.reduce((n, s) => n + (s.version - 1), 0);
    expect(saved).toBe(counts["save document"]?.[200] ?? 0);
  });
});
