import { percentile } from "../../bench/common";
import { type Browser, BUSINESS, sleep } from "./support";

/**
 * Large exports next to ordinary traffic: health-check latency at rest, then while several PDF
 * exports of a large SWMS run at once. Shared by the stress test (which holds it to a limit) and
 * the benchmark (which reports it).
 */

export type ExportWhileServing = {
  restMs: number[];
  busyMs: number[];
  exports: { status: number; ms: number; bytes: number; message?: string }[];
};

/** A SWMS for `browser` (which must be able to generate) whose sections are padded to about `kb` kB. */
export async function largeSwms(browser: Browser, kb: number): Promise<string> {
  const business = await browser.post("/api/businesses", { ...BUSINESS, name: "Export Builders" });
  if (business.status !== 201) throw new Error(`business: ${business.status} ${business.text}`);
  const doc = await browser.post("/api/documents/generate", {
    businessId: business.json.id,
    documentType: "swms",
    metadata: { activity: "Roof sheeting replacement", location: "12 Smith St, Parramatta" },
  });
  if (doc.status !== 201) throw new Error(`generate: ${doc.status} ${doc.text}`);
  const sections = doc.json.content.sections as { body: string }[];
  const paragraph =
    "<p>Hazard control measure review: isolate, barricade, supervise and record the check.</p>";
  const perSection = Math.ceil((kb * 1024) / sections.length / paragraph.length);
  const content = {
    ...doc.json.content,
    sections: sections.map((s) => ({ ...s, body: s.body + paragraph.repeat(perSection) })),
  };
  const saved = await browser.put(`/api/policies/${doc.json.id}`, { content, baseVersion: doc.json.version });
  if (saved.status !== 200) throw new Error(`save: ${saved.status} ${saved.text}`);
  return doc.json.id as string;
}

/** Probes `/api/health` every `everyMs` until `until` resolves, returning each answer's latency. */
export async function probeHealth(appUrl: string, until: Promise<unknown>, everyMs = 50): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${appUrl}/api/health`, { signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`/api/health answered ${res.status}`);
    await sleep(everyMs);
  }
  return latencies;
}

/** Runs the scenario: `restSeconds` of probing at rest, then `parallel` exports of one document. */
export async function exportWhileServing(
  appUrl: string,
  exporters: Browser[],
  documentIds: string[],
  restSeconds = 3,
): Promise<ExportWhileServing> {
  const restMs = await probeHealth(appUrl, sleep(restSeconds * 1000));
  const running = Promise.all(
    exporters.map(async (browser, i) => {
      const started = performance.now();
      const res = await fetch(`${appUrl}/api/policies/${documentIds[i]}/export/pdf`, {
        headers: { cookie: browser.cookie, "x-forwarded-for": browser.ip },
        signal: AbortSignal.timeout(120_000),
      });
      const body = Buffer.from(await res.arrayBuffer());
      const ms = performance.now() - started;
      const message =
        res.status === 200 ? undefined : (JSON.parse(body.toString()) as { message: string }).message;
      return { status: res.status, ms, bytes: body.length, message };
    }),
  );
  const busyMs = await probeHealth(appUrl, running);
  return { restMs, busyMs, exports: await running };
}

export function describeExportRun(run: ExportWhileServing, label: string) {
  const f = (n: number) => `${Math.round(n)} ms`;
  return [
    label,
    `  /api/health at rest: p50 ${f(percentile(run.restMs, 50))}, p99 ${f(percentile(run.restMs, 99))} (${run.restMs.length} probes)`,
    `  /api/health during exports: p50 ${f(percentile(run.busyMs, 50))}, p99 ${f(percentile(run.busyMs, 99))}, max ${f(Math.max(...run.busyMs))} (${run.busyMs.length} probes)`,
    ...run.exports.map(
      (e, i) =>
        `  export ${i + 1}: ${e.status} in ${f(e.ms)}, ${e.bytes} bytes${e.message ? ` — ${e.message}` : ""}`,
    ),
  ].join("\n");
}
