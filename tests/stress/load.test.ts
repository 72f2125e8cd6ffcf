import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS, PACKS } from "../../src/domain/catalogue";
import { grantCredits } from "../../src/server/admin/credits";
import { openDatabase } from "../../src/server/db/client";
import {
  AppProcess,
  BUSINESS,
  type FreshDatabase,
  freshPostgresDatabase,
  inParallel,
  signUp,
} from "./support";

/**
 * Signed-in people using the app at once against one real process on PostgreSQL: the dashboard's
 * data, a business's document list, opening a document, saving it and generating a new one.
 * 100 connections for 30 s; every answer must be a 2xx and no connection may fail. The figures
 * are printed, not asserted: they depend on the machine.
 */
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 30);
const PEOPLE = 25;
/** A slot is one person's browser tab: their own document to save and a business to generate in. */
const SLOTS_PER_PERSON = 6;

type Slot = {
  headers: Record<string, string>;
  writeHeaders: Record<string, string>;
  businessId: string;
  documentId: string;
  version: number;
  content: Record<string, unknown>;
  generationBusinessId: string;
  typesLeft: string[];
  saves: number;
};

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

async function prepareSlots(): Promise<Slot[]> {
  const people = await inParallel(
    Array.from({ length: PEOPLE }, (_, i) => i),
    5,
    (i) => signUp(app.url, `Load${i}`),
  );
  const admin = await openDatabase({ url: database.url });
  try {
    for (const p of people) for (const pack of PACKS) await grantCredits(admin.db, p.email, pack.id, 1000);
  } finally {
    await admin.close();
  }
  const perPerson = await inParallel(people, 5, async ({ browser }, i) => {
    const main = await browser.post("/api/businesses", { ...BUSINESS, name: `Load Builders ${i}` });
    if (main.status !== 201) throw new Error(`business: ${main.status} ${main.text}`);
    const slots: Slot[] = [];
    for (let s = 0; s < SLOTS_PER_PERSON; s++) {
      const doc = await browser.post("/api/documents/generate", {
        businessId: main.json.id,
        documentType: DOCUMENT_TYPE_IDS[s],
        metadata: { activity: "Formwork", emergencyType: "fire" },
      });
      if (doc.status !== 201) throw new Error(`generate: ${doc.status} ${doc.text}`);
      const extra = await browser.post("/api/businesses", { ...BUSINESS, name: `Load Sites ${i}-${s}` });
      if (extra.status !== 201) throw new Error(`business: ${extra.status} ${extra.text}`);
      slots.push({
        headers: { cookie: browser.cookie, "x-forwarded-for": browser.ip },
        writeHeaders: {
          cookie: browser.cookie,
          "x-forwarded-for": browser.ip,
          origin: app.url,
          "content-type": "application/json",
        },
        businessId: main.json.id,
        documentId: doc.json.id,
        version: doc.json.version,
        content: doc.json.content,
        generationBusinessId: extra.json.id,
        typesLeft: [...DOCUMENT_TYPE_IDS],
        saves: 0,
      });
    }
    return slots;
  });
  return perPerson.flat();
}

describe("load", () => {
  it(`serves ${CONNECTIONS} connections of signed-in people for ${DURATION_S} s without an error`, async () => {
    const slots = await prepareSlots();
    // Each pass through the scenario borrows a free slot, so no two connections edit one
    // document at once (a save is based on the version that slot last saw).
    const free = slots.map((_, i) => i);
    const counts: Record<string, Record<number, number>> = {};
    const count = (kind: string, status: number) => {
      counts[kind] ??= {};
      counts[kind][status] = (counts[kind][status] ?? 0) + 1;
    };
    const failures: string[] = [];
    type Context = { slot?: number };
    const slotOf = (context: Context) => slots[context.slot!]!;
    const get = (kind: string, path: (s: Slot) => string, first = false): autocannon.Request => ({
      method: "GET",
      setupRequest: (req, context: Context) => {
        if (first) {
          const next = free.shift();
          if (next === undefined) throw new Error("no free slot: more connections than slots");
          context.slot = next;
        }
        const slot = slotOf(context);
        return { ...req, method: "GET", path: path(slot), headers: slot.headers, body: undefined };
      },
      onResponse: (status, body) => {
        count(kind, status);
        if (status >= 300 && failures.length < 5) failures.push(`${kind}: ${status} ${body.slice(0, 300)}`);
      },
    });

    const requests: autocannon.Request[] = [
      // The dashboard.
      get("dashboard: user", () => "/api/auth/user", true),
      get("dashboard: businesses", () => "/api/businesses"),
      get("dashboard: documents", () => "/api/policies"),
      get("dashboard: credits", () => "/api/user/credits"),
      get("dashboard: compliance", () => "/api/compliance"),
      // A business's document list, then one document opened in the editor.
      get("document list", (s) => `/api/policies?businessId=${s.businessId}`),
      get("open document", (s) => `/api/policies/${s.documentId}`),
      {
        method: "PUT",
        setupRequest: (req, context: Context) => {
          const slot = slotOf(context);
          slot.saves += 1;
          return {
            ...req,
            method: "PUT",
            path: `/api/policies/${slot.documentId}`,
            headers: slot.writeHeaders,
            body: JSON.stringify({
              content: { ...slot.content, title: `Load test edit ${slot.saves}` },
              baseVersion: slot.version,
            }),
          };
        },
        onResponse: (status, body, context: Context) => {
          count("save document", status);
          if (status === 200) slotOf(context).version = (JSON.parse(body) as { version: number }).version;
        },
      },
      {
        method: "POST",
        setupRequest: (req, context: Context) => {
          const slot = slotOf(context);
          const documentType = slot.typesLeft.shift();
          // A slot that has generated every type opens its document instead.
          if (!documentType) {
            return { ...req, method: "GET", path: `/api/policies/${slot.documentId}`, headers: slot.headers };
          }
          return {
            ...req,
            method: "POST",
            path: "/api/documents/generate",
            headers: slot.writeHeaders,
            body: JSON.stringify({
              businessId: slot.generationBusinessId,
              documentType,
              metadata: { activity: "Formwork", emergencyType: "fire" },
            }),
          };
        },
        onResponse: (status, _body, context: Context) => {
          count(status === 201 ? "generate" : `generate (${status})`, status);
          free.push(context.slot!);
        },
      },
    ];

    const result = await autocannon({
      url: app.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: 20,
      requests,
    });

    const summary = [
      `load: ${CONNECTIONS} connections for ${DURATION_S} s on PostgreSQL, one app process`,
      `  requests ${result.requests.total}, ${Math.round(result.requests.average)} req/s`,
      `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      `  non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
      ...Object.entries(counts).map(([kind, byStatus]) => `  ${kind.padEnd(24)} ${JSON.stringify(byStatus)}`),
      ...failures.map((f) => `  first failures: ${f}`),
    ].join("\n");
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
