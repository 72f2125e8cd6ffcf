import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DOCUMENT_TYPE_IDS } from "../src/domain/catalogue";
import { describeTraffic, mixedTraffic, prepareSlots } from "../tests/stress/mixed-traffic";
import { AppProcess, BUSINESS, freshPostgresDatabase, query, signUp } from "../tests/stress/support";

/**
 * `npm run bench:profile`: where a signed-in request's time goes. Runs one app process with
 * `--cpu-prof` on PostgreSQL (PROFILE_DATABASE=postgres, the default) or the embedded database
 * (PROFILE_DATABASE=pglite), loads PROFILE_PATH (default /api/policies, signed in, ten documents)
 * with autocannon for PROFILE_SECONDS (PROFILE_PATH=generate: one generation after another;
 * PROFILE_PATH=mixed: the load bench's 100 connections of mixed signed-in traffic), and prints the CPU time by package and the heaviest
 * functions. Extra environment for the app (SESSION_CACHE=off, say) passes through.
 */
const run = promisify(execFile);
const kind = process.env.PROFILE_DATABASE === "pglite" ? "pglite" : "postgres";
const target = process.env.PROFILE_PATH ?? "/api/policies";
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
};

/** Which package (or part of the app) a stack frame belongs to. */
function owner(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith("node:")) return url;
  const src = url.indexOf("/src/");
  return src >= 0 ? url.slice(src + 1) : url;
}

/** Summarises `seconds` of a profile that end `beforeEnd` seconds before it does (the measured run). */
export function summariseProfile(file: string, seconds = Number.POSITIVE_INFINITY, beforeEnd = 0, top = 25) {
  const full = JSON.parse(readFileSync(file, "utf8")) as {
    nodes: Node[];
    samples: number[];
    timeDeltas: number[];
    startTime: number;
    endTime: number;
  };
  let at = full.startTime;
  const times = full.timeDeltas.map((d) => (at += d));
  const to = full.endTime - beforeEnd * 1e6;
  const from = to - seconds * 1e6;
  const kept = full.samples.filter((_, i) => times[i]! >= from && times[i]! <= to);
  const profile = { ...full, samples: kept, startTime: Math.max(full.startTime, from), endTime: to };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = profile.samples.length;
  const selfBy = new Map<string, number>();
  const selfFn = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const sample of profile.samples) {
    const leaf = byId.get(sample)!;
    const who = owner(leaf.callFrame.url, leaf.callFrame.functionName);
    selfBy.set(who, (selfBy.get(who) ?? 0) + 1);
    const fn = `${leaf.callFrame.functionName || "(anonymous)"} ${who}:${leaf.callFrame.lineNumber + 1}`;
    selfFn.set(fn, (selfFn.get(fn) ?? 0) + 1);
    // Inclusive by package: a sample counts once for every package on its (synchronous) stack.
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const n = byId.get(id)!;
      seen.add(owner(n.callFrame.url, n.callFrame.functionName));
    }
    for (const s of seen) inclusive.set(s, (inclusive.get(s) ?? 0) + 1);
  }
  const pct = (n: number) => `${((n / total) * 100).toFixed(1).padStart(5)} %`;
  const lines = [`${total} samples over ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s`];
  lines.push("CPU by package (self | on the stack):");
  for (const [who, n] of [...selfBy].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`  ${pct(n)} | ${pct(inclusive.get(who) ?? 0)}  ${who}`);
  lines.push("Heaviest functions (self):");
  for (const [fn, n] of [...selfFn].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`  ${pct(n)}  ${fn}`);
  return lines.join("\n");
}

async function main() {
  const autocannon = (await import("autocannon")).default;
  const profileDir = mkdtempSync(path.join(tmpdir(), "safedraft-profile-"));
  const database = kind === "postgres" ? await freshPostgresDatabase() : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), "safedraft-profile-data-"));
  // The mixed traffic's people each come from their own address (through the trusted proxy header).
  const env: Record<string, string> =
    target === "mixed" ? { DATA_DIR: dataDir } : { DATA_DIR: dataDir, TRUST_PROXY: "false" };
  const app = new AppProcess(database?.url ?? "", env);
  try {
    await app.start();
    const { browser, email } = await signUp(app.url, "Profile");
    if (database) {
      await query(database.url, "update users set subscription_status = 'compliance' where email = $1", [
        email,
      ]);
    } else {
      await app.stop();
      await run(
        process.execPath,
        ["--import", "tsx", "src/server/admin/cli.ts", "set-status", email, "compliance"],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        },
      );
    }
    await app.stop();
    // Only the measured run is profiled.
    const profiled = new AppProcess(database?.url ?? "", env);
    profiled.nodeArgs = ["--cpu-prof", `--cpu-prof-dir=${profileDir}`];
    profiled.port = app.port;
    await profiled.start();
    const business = await browser.post("/api/businesses", { ...BUSINESS, name: "Profile Pty Ltd" });
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
      if (res.status !== 201) throw new Error(`generate ${documentType}: ${res.status} ${res.text}`);
    }
    const headers = { cookie: browser.cookie };
    if (target === "generate") {
      // One generation at a time, as the generator sends them, for the whole measured time.
      const until = Date.now() + seconds * 1000;
      let count = 0;
      for (let i = 0; Date.now() < until; i++) {
        const next = await browser.post("/api/businesses", { ...BUSINESS, name: `Profile ${i}` });
        for (const documentType of DOCUMENT_TYPE_IDS) {
          const res = await browser.post("/api/documents/generate", {
            businessId: next.json.id,
            documentType,
            metadata: {
              activity: "Scaffold erection",
              location: "Site 4",
              scope: "Steel crew",
              emergencyType: "fire",
            },
          });
          if (res.status !== 201) throw new Error(`generate: ${res.status} ${res.text}`);
          count += 1;
        }
      }
      console.log(`${kind} generate: ${count} documents in ${seconds} s`);
    } else if (target === "mixed") {
      // The load bench's mixed signed-in traffic: 100 connections of dashboards, lists, opens, saves
      // and generations.
      if (!database) throw new Error("PROFILE_PATH=mixed needs PostgreSQL (it grants credits directly)");
      const slots = await prepareSlots(app.url, database.url);
      console.log(describeTraffic(await mixedTraffic(app.url, slots, 100, seconds), `${kind} mixed`));
    } else {
      await autocannon({ url: `${app.url}${target}`, connections: 10, duration: 2, headers });
      const result = await autocannon({
        url: `${app.url}${target}`,
        connections: 10,
        duration: seconds,
        headers,
      });
      console.log(
        `${kind} ${target}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
      );
    }
    const stoppedAt = performance.now();
    await profiled.stop("SIGTERM");
    const [file] = readdirSync(profileDir).filter((f) => f.endsWith(".cpuprofile"));
    if (!file) throw new Error("no profile was written");
    console.log(`profile: ${path.join(profileDir, file)}`);
    // The measured run, less its first second, and not the shutdown after it.
    const shutdownSeconds = (performance.now() - stoppedAt) / 1000;
    console.log(summariseProfile(path.join(profileDir, file), seconds - 1, shutdownSeconds));
    await profiled.cleanup();
  } finally {
    await app.cleanup();
    await database?.drop();
  }
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
