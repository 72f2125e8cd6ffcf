import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/env";
import { DOCUMENT_TYPE_IDS } from "../src/domain/catalogue";
import { setSubscriptionStatus } from "../src/server/admin/credits";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { SERVER_NODE_FLAGS } from "../src/server/node-flags";
import { benchBusiness, percentile, type Row, round } from "./common";
import { exportWhileServingBench } from "./exports";
import { landingJavaScript, lighthouseScores } from "./landing";
import { lawImpactBench } from "./law-impact";
import { generationOverHttpBench, mixedLoadBench, soakBench } from "./postgres";
import { benchAccount, cpuMs, postgresUrl, startBenchServer } from "./server";
import { signOnJavaScript, signOnOpenTime } from "./sign-on";
import { signedInJavaScript, signedInSpeed } from "./signed-in";

/**
 * `npm run bench`: measures what users wait for and writes bench/results.json.
 * Runs the real app (inject, no network) on the embedded database in a fresh data folder.
 */

async function generationBench(rows: Row[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "safedraft-bench-"));
  // One user exports 84 times here to time the renderers, far past the per-user limit meant for people.
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      EXPORTS_PER_USER_PER_MINUTE: "10000",
    }),
  };
  const database = await openDatabase({ dataDir });
  const app = await buildApp({ config, database, logger: false });
  const headers = { host: "bench.local", origin: "http://bench.local", "content-type": "application/json" };

  await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers,
    payload: JSON.stringify({
      email: "bench@example.com",
      password: "bench password 1",
      firstName: "Bench",
      lastName: "Mark",
    }),
  });
  // Sign-up answers without a session; signing in gives one.
  const signIn = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers,
    payload: JSON.stringify({ email: "bench@example.com", password: "bench password 1" }),
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in: ${signIn.statusCode}`);
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  await setSubscriptionStatus(database.db, "bench@example.com", "compliance");

  const perDocument: number[] = [];
  const perCatalogue: number[] = [];
  const lastIds: Record<string, string> = {};
  const businesses = 12;
  for (let i = 0; i < businesses; i++) {
    const created = await app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: { ...headers, cookie },
      payload: JSON.stringify({
        name: `Bench Builders ${i}`,
        country: "AU",
        jurisdiction: i % 2 ? "AU-VIC" : "AU-NSW",
        industry: "construction",
        employeeCount: "20-49",
        regions: [i % 2 ? "AU-VIC" : "AU-NSW"],
        highRiskActivities: ["working-at-height", "excavation", "hazardous-chemicals", "electrical-work"],
      }),
    });
    const businessId = created.json().id as string;
    const catalogueStart = performance.now();
    for (const documentType of DOCUMENT_TYPE_IDS) {
      const start = performance.now();
      const res = await app.inject({
        method: "POST",
        url: "/api/documents/generate",
        headers: { ...headers, cookie },
        payload: JSON.stringify({
          businessId,
          documentType,
          metadata: {
            activity: "Scaffold erection",
            location: "Site 4",
            scope: "Steel crew",
            emergencyType: "fire",
          },
        }),
      });
      if (res.statusCode !== 201) throw new Error(`generate ${documentType}: ${res.statusCode} ${res.body}`);
      lastIds[documentType] = res.json().id;
      // The first business warms up code paths; it is not counted.
      if (i > 0) perDocument.push(performance.now() - start);
    }
    if (i > 0) perCatalogue.push(performance.now() - catalogueStart);
  }
  rows.push(
    {
      metric: "Generate one document (API, p50)",
      value: round(percentile(perDocument, 50)),
      unit: "ms",
      target: "≤ 20 ms",
    },
    { metric: "Generate one document (API, p95)", value: round(percentile(perDocument, 95)), unit: "ms" },
    {
      metric: `Generate the whole catalogue of ${DOCUMENT_TYPE_IDS.length} (p50)`,
      value: round(percentile(perCatalogue, 50)),
      unit: "ms",
    },
    {
      metric: `Generate the whole catalogue of ${DOCUMENT_TYPE_IDS.length} (p95)`,
      value: round(percentile(perCatalogue, 95)),
      unit: "ms",
    },
  );

  // Exports of a typical document (the WHS policy) and of the longest (a SWMS).
  const exportTargets: Record<string, string> = { docx: "≤ 100 ms", pdf: "≤ 250 ms" };
  for (const [label, type] of [
    ["WHS policy", "policy"],
    ["SWMS", "swms"],
  ] as const) {
    for (const format of ["docx", "pdf"] as const) {
      const times: number[] = [];
      for (let run = 0; run < 21; run++) {
        const start = performance.now();
        const res = await app.inject({
          method: "GET",
          url: `/api/policies/${lastIds[type]}/export/${format}`,
          headers: { ...headers, cookie },
        });
        if (res.statusCode !== 200) throw new Error(`export ${type} ${format}: ${res.statusCode}`);
        if (run > 0) times.push(performance.now() - start);
      }
      rows.push({
        metric: `Export a ${label} as .${format} (p50)`,
        value: round(percentile(times, 50)),
        unit: "ms",
        ...(type === "policy" ? { target: exportTargets[format] } : {}),
      });
    }
  }

  // The same SWMS on the business's letterhead: a logo and contact details on every page.
  const swms = await app.inject({
    method: "GET",
    url: `/api/policies/${lastIds.swms}`,
    headers: { ...headers, cookie },
  });
  const businessId = swms.json().businessId as string;
  const logo = await sharp({ create: { width: 1200, height: 400, channels: 3, background: "#1d4ed8" } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><text x="60" y="260" font-size="180" fill="#fff">Bench Co</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const uploaded = await app.inject({
    method: "PUT",
    url: `/api/businesses/${businessId}/logo`,
    headers: { ...headers, cookie, "content-type": "image/png" },
    payload: logo,
  });
  if (uploaded.statusCode !== 200) throw new Error(`logo upload: ${uploaded.statusCode} ${uploaded.body}`);
  for (const format of ["docx", "pdf"] as const) {
    const times: number[] = [];
    for (let run = 0; run < 21; run++) {
      const start = performance.now();
      const res = await app.inject({
        method: "GET",
        url: `/api/policies/${lastIds.swms}/export/${format}`,
        headers: { ...headers, cookie },
      });
      if (res.statusCode !== 200) throw new Error(`export swms ${format} with logo: ${res.statusCode}`);
      if (run > 0) times.push(performance.now() - start);
    }
    rows.push({
      metric: `Export a SWMS with a logo as .${format} (p50)`,
      value: round(percentile(times, 50)),
      unit: "ms",
      target: format === "docx" ? "≤ 100 ms" : "≤ 250 ms",
    });
  }
  await app.close();
  await database.close();
}

/**
 * Marks, in the page's own clock, the Generate click, the ready banner's link appearing, the View
 * Document click and the editor's heading naming the business appearing (checked every frame).
 * A string, so the bundler's helpers never reach the page.
 */
const WATCH_GENERATE_TO_EDITOR = (name: string) => `(() => {
  const marks = (window.__benchMarks = {});
  document.addEventListener("click", (e) => {
    const text = e.target.closest("button, a")?.textContent ?? "";
    if (text.startsWith("Generate")) marks.generate ??= performance.now();
    if (text.includes("View Document")) marks.view ??= performance.now();
  }, true);
  const check = () => {
    if (marks.generate && !marks.banner && [...document.querySelectorAll("a")].some((a) => a.textContent === "View Document"))
      marks.banner = performance.now();
    const h1 = document.querySelector("h1");
    if (marks.view && h1 && location.pathname.startsWith("/editor/") && h1.textContent.includes(${JSON.stringify(name)})) {
      marks.heading = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

/** Click on Generate until the document's heading shows in the editor, in Chromium on a real server. */
async function browserBench(rows: Row[]) {
  const { chromium } = await import("@playwright/test");
  const { OwnServer } = await import("../e2e/support/own-server");
  const server = new OwnServer();
  await server.start();
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password: "bench password 1", firstName: "Bench", lastName: "Mark" }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status}`);
  await server.stop();
  await server.admin("set-status", email, "compliance");
  await server.start();

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("bench password 1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByTestId("dashboard-greeting").waitFor();

  // The generator's cards reflect the first business, so each round uses a type it does not have yet.
  const types = [
    "Incident Report Form",
    "Hazard Register",
    "Safety Action Plan",
    "Safety Audit Checklist",
    "Worker Induction",
    "PPE Register",
  ];
  const timings: number[] = [];
  const withRobot: number[] = [];
  for (const [i, typeName] of types.entries()) {
    const name = `Browser Bench ${i}`;
    await page.evaluate(async (b) => {
      await fetch("/api/businesses", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(b),
      });
    }, benchBusiness(name));
    await page.goto(`${server.url}/generator`);
    await page.getByRole("button", { name: "Australia" }).click();
    await page.locator('[data-state="available"]', { hasText: typeName }).first().click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: new RegExp(name) }).click();
    await page.evaluate(WATCH_GENERATE_TO_EDITOR(name));
    await page.getByRole("button", { name: `Generate ${typeName}` }).click();
    await page.getByRole("link", { name: "View Document" }).click();
    await page.getByRole("heading", { level: 1, name: new RegExp(name) }).waitFor();
    const marks = (await page.evaluate("window.__benchMarks")) as Record<string, number>;
    // The app's own time: Generate to the banner's link, and View Document to the heading. The
    // robot's pause before clicking the banner (its polling) stands for a person's and is left out.
    if (i > 0) {
      timings.push(marks.banner! - marks.generate! + (marks.heading! - marks.view!));
      withRobot.push(marks.heading! - marks.generate!);
    }
  }
  rows.push(
    {
      metric: "Click Generate to document readable in the editor, the app's own time (Chromium, p50)",
      value: round(percentile(timings, 50)),
      unit: "ms",
      target: "≤ 600 ms",
    },
    {
      metric: "The same with the robot's pause before it clicks View Document (p50)",
      value: round(percentile(withRobot, 50)),
      unit: "ms",
    },
  );
  await browser.close();
  await server.stop();
}

/**
 * Requests per second a real server answers for a signed-in person's document list, next to the
 * health check (no session, one `select 1`) measured the same way in the same run: the ratio says
 * what sessions, ownership and the list's query cost, on whatever machine runs it. The same list
 * with the session cache off (SESSION_CACHE=false, every session checked in full as before) shows
 * what the cache saves, and the server's CPU time per request says it without the machine's load.
 */
async function apiThroughputBench(rows: Row[]) {
  await apiThroughputOn("pglite", "embedded database", "≥ 25 %", rows);
}

async function apiThroughputPostgresBench(rows: Row[]) {
  if (postgresUrl) await apiThroughputOn("postgres", "PostgreSQL", "≥ 40 %", rows);
  else console.log("api-pg: BENCH_DATABASE_URL is not set, so this PostgreSQL section is skipped");
}

async function apiThroughputOn(kind: "pglite" | "postgres", where: string, target: string, rows: Row[]) {
  // Two servers, the second checking every session in full as before; each has one business with
  // ten documents, a list worth reading.
  const prepare = async (env: Record<string, string>) => {
    const server = await startBenchServer(kind, env);
    const browser = await benchAccount(server, "BenchApi");
    const business = await browser.post("/api/businesses", benchBusiness("Bench Throughput Pty Ltd"));
    for (const documentType of DOCUMENT_TYPE_IDS.slice(0, 10)) {
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
      if (res.status !== 201) throw new Error(`generate ${documentType}: ${res.status}`);
    }
    return { server, headers: { cookie: browser.cookie } };
  };
  const cached = await prepare({});
  const uncached = await prepare({ SESSION_CACHE: "false" }).catch(async (error) => {
    await cached.server.stop();
    throw error;
  });
  try {
    // Taken in turns, a few seconds each, so a busy machine weighs on all three alike.
    const [health, policies, old] = await interleaved([
      { app: cached.server.app, path: "/api/health", headers: {} },
      { app: cached.server.app, path: "/api/policies", headers: cached.headers },
      { app: uncached.server.app, path: "/api/policies", headers: uncached.headers },
    ]);
    const share = (r: Measured) => round((r.perSecond / health!.perSecond) * 100);
    rows.push(
      {
        metric: `API throughput on the ${where}, GET /api/health (10 connections)`,
        value: Math.round(health!.perSecond),
        unit: "req/s",
      },
      {
        metric: `API throughput on the ${where}, GET /api/policies signed in, 10 documents`,
        value: Math.round(policies!.perSecond),
        unit: "req/s",
      },
      {
        metric: `API throughput on the ${where}, GET /api/policies as a share of GET /api/health`,
        value: share(policies!),
        unit: "%",
        target,
      },
      {
        metric: `API throughput on the ${where}, the same without the session cache (old path)`,
        value: share(old!),
        unit: "%",
      },
      {
        metric: `API latency on the ${where}, GET /api/policies signed in (p50)`,
        value: policies!.p50,
        unit: "ms",
      },
      {
        metric: `API latency on the ${where}, GET /api/policies signed in (p99)`,
        value: policies!.p99,
        unit: "ms",
      },
      { metric: `Server CPU per request on the ${where}, GET /api/health`, value: health!.cpu, unit: "ms" },
      {
        metric: `Server CPU per request on the ${where}, GET /api/policies signed in`,
        value: policies!.cpu,
        unit: "ms",
      },
      {
        metric: `Server CPU per request on the ${where}, the same without the session cache`,
        value: old!.cpu,
        unit: "ms",
      },
    );
  } finally {
    await cached.server.stop();
    await uncached.server.stop();
  }
}

type Target = { app: { url: string; pid: number }; path: string; headers: Record<string, string> };
type Measured = { perSecond: number; p50: number; p99: number; cpu: number };

/** Each target loaded with 10 connections for `seconds`, in turns, `rounds` times over, after a warm-up. */
async function interleaved(targets: Target[], rounds = 5, seconds = 3): Promise<Measured[]> {
  const autocannon = (await import("autocannon")).default;
  const totals = targets.map(() => ({
    requests: 0,
    seconds: 0,
    cpu: 0,
    p50: [] as number[],
    p99: [] as number[],
  }));
  for (let round = -1; round < rounds; round++) {
    for (const [i, t] of targets.entries()) {
      const url = `${t.app.url}${t.path}`;
      const cpuBefore = cpuMs(t.app.pid);
      const result = await autocannon({
        url,
        connections: 10,
        duration: round < 0 ? 2 : seconds,
        headers: t.headers,
      });
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${t.path}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
      }
      if (round < 0) continue;
      const total = totals[i]!;
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.cpu += cpuMs(t.app.pid) - cpuBefore;
      total.p50.push(result.latency.p50);
      total.p99.push(result.latency.p99);
    }
  }
  return totals.map((t) => ({
    perSecond: t.requests / t.seconds,
    p50: percentile(t.p50, 50),
    p99: percentile(t.p99, 50),
    cpu: round(t.cpu / t.requests),
  }));
}

/**
 * From spawning the built server (`npm run serve`: dist/server on plain node, with the server's
 * flags) to its first 200 on /api/health, as a deployment's health check sees it: loading the
 * bundle, opening the embedded database, migrations and listening. The first
 * start on a new data folder creates the schema; later starts find it there.
 */
async function coldStartBench(rows: Row[]) {
  const { spawn } = await import("node:child_process");
  const { freePort, freshDataDir } = await import("../e2e/support/env");
  const dataDir = freshDataDir();
  const startOnce = async (env: Record<string, string> = {}) => {
    const port = await freePort();
    const started = performance.now();
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "dist/server/server.mjs"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: "ignore",
    });
    try {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error("the server exited during start");
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/health`);
          if (res.status === 200) return performance.now() - started;
        } catch {}
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error("the server did not answer within 60 s");
    } finally {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
    }
  };
  const first = await startOnce();
  const later: number[] = [];
  for (let i = 0; i < 5; i++) later.push(await startOnce());
  rows.push(
    { metric: "Cold start to first 200, new data folder", value: Math.round(first), unit: "ms" },
    {
      metric: "Cold start to first 200, existing data folder (p50 of 5)",
      value: Math.round(percentile(later, 50)),
      unit: "ms",
    },
  );
  // BENCH_DATABASE_URL (a PostgreSQL server's URL) adds the same on a new database there.
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const { freshPostgresDatabase } = await import("../tests/stress/support");
    const database = await freshPostgresDatabase(serverUrl);
    try {
      const firstPg = await startOnce({ DATABASE_URL: database.url });
      const laterPg: number[] = [];
      for (let i = 0; i < 5; i++) laterPg.push(await startOnce({ DATABASE_URL: database.url }));
      rows.push(
        {
          metric: "Cold start to first 200 on PostgreSQL, new database",
          value: Math.round(firstPg),
          unit: "ms",
        },
        {
          metric: "Cold start to first 200 on PostgreSQL, existing database (p50 of 5)",
          value: Math.round(percentile(laterPg, 50)),
          unit: "ms",
        },
      );
    } finally {
      await database.drop();
    }
  }
}

/** The landing page as a first-time visitor gets it, on a real server. */
async function landingBench(rows: Row[]) {
  const { OwnServer } = await import("../e2e/support/own-server");
  const server = new OwnServer();
  await server.start();
  try {
    await landingJavaScript(`${server.url}/`, rows);
    await lighthouseScores(`${server.url}/`, rows);
  } finally {
    await server.stop();
  }
}

const SECTIONS = {
  generation: generationBench,
  browser: browserBench,
  api: apiThroughputBench,
  "api-pg": apiThroughputPostgresBench,
  "generation-pg": generationOverHttpBench,
  load: mixedLoadBench,
  soak: soakBench,
  "cold-start": coldStartBench,
  landing: landingBench,
  "sign-on": async (rows: Row[]) => {
    signOnJavaScript(rows);
    await signOnOpenTime(rows);
  },
  "signed-in": signedInJavaScript,
  "signed-in-speed": signedInSpeed,
  export: exportWhileServingBench,
  "law-impact-pg": lawImpactBench,
} as const;

async function main() {
  const rows: Row[] = [];
  // BENCH_ONLY=api,cold-start runs some sections and prints them without touching results.json.
  const only = process.env.BENCH_ONLY?.split(",").map((s) => s.trim());
  for (const [name, section] of Object.entries(SECTIONS)) {
    if (!only || only.includes(name)) await section(rows);
  }
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const width = Math.max(...rows.map((r) => r.metric.length));
  console.log(`SafeDraft benchmarks — ${machine}\n`);
  for (const r of rows)
    console.log(
      `${r.metric.padEnd(width)}  ${String(r.value).padStart(9)} ${r.unit}${r.target ? `   (target ${r.target})` : ""}`,
    );
  if (only) return;
  mkdirSync(path.join(import.meta.dirname), { recursive: true });
  writeFileSync(
    path.join(import.meta.dirname, "results.json"),
    `${JSON.stringify({ date: new Date().toISOString(), machine, rows }, null, 2)}\n`,
  );
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
