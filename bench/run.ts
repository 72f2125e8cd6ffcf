import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/env";
import { DOCUMENT_TYPE_IDS } from "../src/domain/catalogue";
import { setSubscriptionStatus } from "../src/server/admin/credits";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { landingJavaScript, lighthouseScores } from "./landing";

/**
 * `npm run bench`: measures what users wait for and writes bench/results.json.
 * Runs the real app (inject, no network) on the embedded database in a fresh data folder.
 */
type Row = { metric: string; value: number; unit: string; target?: string };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const round = (n: number) => Math.round(n * 100) / 100;

async function generationBench(rows: Row[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "safedraft-bench-"));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" }) };
  const database = await openDatabase({ dataDir });
  const app = await buildApp({ config, database, logger: false });
  const headers = { host: "bench.local", origin: "http://bench.local", "content-type": "application/json" };

  const signUp = await app.inject({
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
  const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
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
          metadata: { activity: "Steel erection", emergencyType: "fire" },
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
  await app.close();
  await database.close();
}

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
  for (const [i, typeName] of types.entries()) {
    const name = `Browser Bench ${i}`;
    await page.evaluate(async (n) => {
      await fetch("/api/businesses", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: n,
          country: "AU",
          jurisdiction: "AU-NSW",
          industry: "construction",
          employeeCount: "20-49",
          regions: ["AU-NSW"],
          highRiskActivities: ["working-at-height"],
        }),
      });
    }, name);
    await page.goto(`${server.url}/generator`);
    await page.getByRole("button", { name: "Australia" }).click();
    await page.locator('[data-state="available"]', { hasText: typeName }).first().click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: new RegExp(name) }).click();
    const start = performance.now();
    await page.getByRole("button", { name: `Generate ${typeName}` }).click();
    await page.getByRole("link", { name: "View Document" }).click();
    await page.getByRole("heading", { level: 1, name: new RegExp(name) }).waitFor();
    if (i > 0) timings.push(performance.now() - start);
  }
  rows.push({
    metric: "Click Generate to document visible in the editor (Chromium, p50)",
    value: round(percentile(timings, 50)),
    unit: "ms",
  });
  await browser.close();
  await server.stop();
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

async function main() {
  const rows: Row[] = [];
  await generationBench(rows);
  await browserBench(rows);
  await landingBench(rows);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const width = Math.max(...rows.map((r) => r.metric.length));
  console.log(`SafeDraft benchmarks — ${machine}\n`);
  for (const r of rows)
    console.log(
      `${r.metric.padEnd(width)}  ${String(r.value).padStart(9)} ${r.unit}${r.target ? `   (target ${r.target})` : ""}`,
    );
  mkdirSync(path.join(import.meta.dirname), { recursive: true });
  writeFileSync(
    path.join(import.meta.dirname, "results.json"),
    `${JSON.stringify({ date: new Date().toISOString(), machine, rows }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
