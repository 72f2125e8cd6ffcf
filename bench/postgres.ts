import { DOCUMENT_TYPE_IDS } from "../src/domain/catalogue";
import {
  describeTraffic,
  mixedTraffic,
  prepareSlots,
  type TrafficResult,
} from "../tests/stress/mixed-traffic";
import { benchBusiness, percentile, type Row, round } from "./common";
import { benchAccount, postgresUrl, rssMb, startBenchServer } from "./server";

/** Sections measured on PostgreSQL (BENCH_DATABASE_URL), each on a new database of its own. */

const skipped = (section: string) => {
  console.log(`${section}: BENCH_DATABASE_URL is not set, so this PostgreSQL section is skipped`);
};

/** One document at a time over HTTP, as the generator sends it: composing and the database work. */
export async function generationOverHttpBench(rows: Row[]) {
  if (!postgresUrl) return skipped("generation-pg");
  const server = await startBenchServer("postgres");
  try {
    const browser = await benchAccount(server, "BenchGenerate");
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const business = await browser.post("/api/businesses", benchBusiness(`Bench Generation ${i}`));
      for (const documentType of DOCUMENT_TYPE_IDS) {
        const start = performance.now();
        const res = await browser.post("/api/documents/generate", {
          businessId: business.json.id,
          documentType,
          metadata: {
            activity: "Scaffold erection",
            location: "Site 4",
            scope: "Steel crew",
            emergencyType: "fire",
          },
        });
        if (res.status !== 201) throw new Error(`generate ${documentType}: ${res.status} ${res.text}`);
        // The first business warms up code paths; it is not counted.
        if (i > 0) times.push(performance.now() - start);
      }
    }
    rows.push(
      {
        metric: "Generate one document over HTTP on PostgreSQL (p50)",
        value: round(percentile(times, 50)),
        unit: "ms",
        target: "≤ 10 ms",
      },
      {
        metric: "Generate one document over HTTP on PostgreSQL (p95)",
        value: round(percentile(times, 95)),
        unit: "ms",
      },
    );
  } finally {
    await server.stop();
  }
}

const LOAD_CONNECTIONS = 100;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const LOAD_ROUNDS = 3;

/**
 * 100 connections of signed-in people (dashboard, lists, opening, saving, generating) for 30 s on
 * a server that checks every session in full as before (SESSION_CACHE=false) and on one with the
 * session cache, each on its own database, in turns of 10 s so a busy machine weighs on both alike.
 */
export async function mixedLoadBench(rows: Row[]) {
  if (!postgresUrl) return skipped("load");
  const oldServer = await startBenchServer("postgres", { SESSION_CACHE: "false" });
  const server = await startBenchServer("postgres").catch(async (error) => {
    await oldServer.stop();
    throw error;
  });
  try {
    const oldSlots = await prepareSlots(oldServer.app.url, oldServer.database!.url);
    const slots = await prepareSlots(server.app.url, server.database!.url);
    const runs = { old: [] as TrafficResult[], now: [] as TrafficResult[] };
    for (let round = 0; round < LOAD_ROUNDS; round++) {
      const seconds = LOAD_SECONDS / LOAD_ROUNDS;
      runs.old.push(await mixedTraffic(oldServer.app.url, oldSlots, LOAD_CONNECTIONS, seconds));
      runs.now.push(await mixedTraffic(server.app.url, slots, LOAD_CONNECTIONS, seconds));
    }
    const sum = (results: TrafficResult[]) => {
      const total = results.reduce((n, r) => n + r.result.requests.total, 0);
      const seconds = results.reduce((n, r) => n + r.result.duration, 0);
      return {
        perSecond: total / seconds,
        // The worst of the turns' p99s: no turn may hide a bad one.
        p99: Math.max(...results.map((r) => r.result.latency.p99)),
        failed: results.reduce((n, r) => n + r.result.errors + r.result.timeouts + r.result.non2xx, 0),
      };
    };
    for (const [name, results] of Object.entries(runs))
      for (const [i, r] of results.entries()) console.log(describeTraffic(r, `load ${name}, turn ${i + 1}`));
    const old = sum(runs.old);
    const now = sum(runs.now);
    const label = `${LOAD_CONNECTIONS} connections of signed-in traffic for ${LOAD_SECONDS} s on PostgreSQL`;
    rows.push(
      { metric: `${label}, throughput`, value: Math.round(now.perSecond), unit: "req/s" },
      {
        metric: `${label}, throughput of the old path (no session cache)`,
        value: Math.round(old.perSecond),
        unit: "req/s",
      },
      {
        metric: `${label}, throughput as a multiple of the old path's`,
        value: round(now.perSecond / old.perSecond),
        unit: "×",
        target: "≥ 3 ×",
      },
      { metric: `${label}, latency p99`, value: now.p99, unit: "ms", target: "≤ 300 ms" },
      { metric: `${label}, latency p99 of the old path`, value: old.p99, unit: "ms" },
      { metric: `${label}, errors, timeouts and non-2xx answers`, value: now.failed, unit: "", target: "0" },
    );
  } finally {
    await oldServer.stop();
    await server.stop();
  }
}

const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 120);

/** The app process's resident memory after two minutes of the same mixed traffic. */
export async function soakBench(rows: Row[]) {
  if (!postgresUrl) return skipped("soak");
  const server = await startBenchServer("postgres");
  try {
    const slots = await prepareSlots(server.app.url, server.database!.url);
    const idle = rssMb(server.app.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.app.pid));
    }, 1000);
    const soak = await mixedTraffic(server.app.url, slots, LOAD_CONNECTIONS, SOAK_SECONDS);
    clearInterval(sampler);
    const after = rssMb(server.app.pid);
    console.log(describeTraffic(soak, `soak: ${LOAD_CONNECTIONS} connections for ${SOAK_SECONDS} s`));
    rows.push(
      { metric: "RSS of the app on PostgreSQL, idle after sign-ups", value: idle, unit: "MB" },
      {
        metric: `RSS of the app on PostgreSQL, peak during a ${SOAK_SECONDS} s mixed soak`,
        value: peak,
        unit: "MB",
      },
      {
        metric: `RSS of the app on PostgreSQL after a ${SOAK_SECONDS} s mixed soak`,
        value: after,
        unit: "MB",
        target: "≤ 300 MB",
      },
    );
  } finally {
    await server.stop();
  }
}
