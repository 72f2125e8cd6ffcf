import autocannon from "autocannon";
import { DOCUMENT_TYPE_IDS, PACKS } from "../../src/domain/catalogue";
import { BUSINESS, inParallel, query, signUp } from "./support";

/**
 * Signed-in people using the app at once: the dashboard's data, a business's document list,
 * opening a document, saving it and generating a new one. Shared by the load test (which holds it
 * to no errors) and the benchmark (which measures it).
 */

/** A slot is one person's browser tab: their own document to save and a business to generate in. */
export type Slot = {
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

const SLOTS_PER_PERSON = 6;

/** Signs `people` up on the app at `appUrl`, grants them credits and gives each six slots. */
export async function prepareSlots(appUrl: string, databaseUrl: string, people = 25): Promise<Slot[]> {
  const accounts = await inParallel(
    Array.from({ length: people }, (_, i) => i),
    5,
    (i) => signUp(appUrl, `Load${i}`),
  );
  // Straight into the balance, in one statement: the same grant works on an earlier version of the
  // app (the bench measures the path as it was beside today's), whose schema the admin tools of
  // today would migrate.
  const credits = Object.fromEntries(PACKS.map((pack) => [pack.id, 1000]));
  await query(databaseUrl, "update users set document_credits = $1::jsonb where email = any($2)", [
    JSON.stringify(credits),
    accounts.map((p) => p.email),
  ]);
  const perPerson = await inParallel(accounts, 5, async ({ browser }, i) => {
    const main = await browser.post("/api/businesses", { ...BUSINESS, name: `Load Builders ${i}` });
    if (main.status !== 201) throw new Error(`business: ${main.status} ${main.text}`);
    const slots: Slot[] = [];
    for (let s = 0; s < SLOTS_PER_PERSON; s++) {
      const doc = await browser.post("/api/documents/generate", {
        businessId: main.json.id,
        documentType: DOCUMENT_TYPE_IDS[s],
        metadata: {
          activity: "Formwork pour",
          location: "Site 4",
          scope: "Formwork crew",
          emergencyType: "fire",
        },
      });
      if (doc.status !== 201) throw new Error(`generate: ${doc.status} ${doc.text}`);
      const extra = await browser.post("/api/businesses", { ...BUSINESS, name: `Load Sites ${i}-${s}` });
      if (extra.status !== 201) throw new Error(`business: ${extra.status} ${extra.text}`);
      slots.push({
        headers: { cookie: browser.cookie, "x-forwarded-for": browser.ip },
        writeHeaders: {
          cookie: browser.cookie,
          "x-forwarded-for": browser.ip,
          origin: appUrl,
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

export type TrafficResult = {
  result: autocannon.Result;
  /** Answers by kind of request and status. */
  counts: Record<string, Record<number, number>>;
  /** Milliseconds from sending to the answer, by kind of request: which kinds make the tail. */
  latencies: Record<string, number[]>;
  /** The first few failed answers, for a report. */
  failures: string[];
};

/** Runs the scenario with `connections` connections for `seconds` (at most one connection per slot). */
export async function mixedTraffic(
  appUrl: string,
  slots: Slot[],
  connections: number,
  seconds: number,
): Promise<TrafficResult> {
  // A run that ends with saves in flight never hears their answers, so each slot starts a run from
  // its document's version as the server has it, as a tab that is reloaded does.
  await inParallel(slots, 10, async (slot) => {
    const res = await fetch(`${appUrl}/api/policies/${slot.documentId}`, { headers: slot.headers });
    if (!res.ok) throw new Error(`open document: ${res.status} ${await res.text()}`);
    slot.version = ((await res.json()) as { version: number }).version;
  });
  // Each pass through the scenario borrows a free slot, so no two connections edit one
  // document at once (a save is based on the version that slot last saw).
  const free = slots.map((_, i) => i);
  const counts: Record<string, Record<number, number>> = {};
  const count = (kind: string, status: number) => {
    counts[kind] ??= {};
    counts[kind][status] = (counts[kind][status] ?? 0) + 1;
  };
  const failures: string[] = [];
  const latencies: Record<string, number[]> = {};
  const took = (kind: string, context: Context) => {
    if (context.sentAt === undefined) return;
    latencies[kind] ??= [];
    latencies[kind].push(performance.now() - context.sentAt);
  };
  type Context = { slot?: number; sentAt?: number };
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
      context.sentAt = performance.now();
      return { ...req, method: "GET", path: path(slot), headers: slot.headers, body: undefined };
    },
    onResponse: (status, body, context: Context) => {
      count(kind, status);
      took(kind, context);
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
        context.sentAt = performance.now();
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
        took("save document", context);
        if (status === 200) slotOf(context).version = (JSON.parse(body) as { version: number }).version;
      },
    },
    {
      method: "POST",
      setupRequest: (req, context: Context) => {
        const slot = slotOf(context);
        context.sentAt = performance.now();
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
            metadata: {
              activity: "Formwork pour",
              location: "Site 4",
              scope: "Formwork crew",
              emergencyType: "fire",
            },
          }),
        };
      },
      onResponse: (status, _body, context: Context) => {
        count(status === 201 ? "generate" : `generate (${status})`, status);
        took(status === 201 ? "generate" : "generate (other)", context);
        free.push(context.slot!);
      },
    },
  ];

  const result = await autocannon({ url: appUrl, connections, duration: seconds, timeout: 20, requests });
  return { result, counts, latencies, failures };
}

/** The figures of a run, one per line. */
export function describeTraffic(
  { result, counts, latencies, failures }: TrafficResult,
  title: string,
): string {
  const at = (sorted: number[], p: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);
  const timing = (kind: string) => {
    const sorted = [...(latencies[kind] ?? [])].sort((a, b) => a - b);
    return sorted.length ? `  p50 ${at(sorted, 50)} ms, p99 ${at(sorted, 99)} ms` : "";
  };
  return [
    title,
    `  requests ${result.requests.total}, ${Math.round(result.requests.average)} req/s`,
    `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `  non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
    ...Object.entries(counts).map(
      ([kind, byStatus]) => `  ${kind.padEnd(24)} ${JSON.stringify(byStatus).padEnd(14)}${timing(kind)}`,
    ),
    ...failures.map((f) => `  first failures: ${f}`),
  ].join("\n");
}
