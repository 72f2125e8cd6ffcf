import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  AppProcess,
  type FreshDatabase,
  freshPostgresDatabase,
  query,
  signUp,
} from "../tests/stress/support";

const run = promisify(execFile);
/** Generous: a new embedded database on a busy machine takes a while to create. */
const START_TIMEOUT_MS = 300_000;

/** A PostgreSQL server to measure on: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else none. */
export const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export type BenchServer = {
  app: AppProcess;
  /** Stops the app and starts it again on the same data with other environment. */
  restart(env: Record<string, string>): Promise<void>;
  database: FreshDatabase | null;
  /** Makes an account a compliance subscriber (generates without credits). */
  makeCompliance(email: string): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A real app process on a new PostgreSQL database or a new embedded one, with extra environment
 * (SESSION_CACHE=false for the old path, say).
 */
export async function startBenchServer(
  kind: "postgres" | "pglite",
  env: Record<string, string> = {},
): Promise<BenchServer> {
  if (kind === "postgres" && !postgresUrl) throw new Error("BENCH_DATABASE_URL is not set");
  const database = kind === "postgres" ? await freshPostgresDatabase(postgresUrl) : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), "safedraft-bench-data-"));
  let app = new AppProcess(database?.url ?? "", { DATA_DIR: dataDir, ...env });
  await app.start(START_TIMEOUT_MS);
  return {
    get app() {
      return app;
    },
    database,
    async restart(more) {
      const port = app.port;
      await app.stop();
      await app.cleanup();
      app = new AppProcess(database?.url ?? "", { DATA_DIR: dataDir, ...more });
      app.port = port;
      await app.start(START_TIMEOUT_MS);
    },
    async makeCompliance(email) {
      if (database) {
        await query(database.url, "update users set subscription_status = 'compliance' where email = $1", [
          email,
        ]);
        return;
      }
      // The embedded database allows one process: the admin command runs while the app is stopped.
      await app.stop();
      await run(
        process.execPath,
        ["--import", "tsx", "src/server/admin/cli.ts", "set-status", email, "compliance"],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        },
      );
      await app.start(START_TIMEOUT_MS);
    },
    async stop() {
      await app.stop();
      await app.cleanup();
      await database?.drop();
    },
  };
}

/** A signed-up compliance subscriber on `server`, as a browser that holds the session. */
export async function benchAccount(server: BenchServer, name: string) {
  const { browser, email } = await signUp(server.app.url, name);
  await server.makeCompliance(email);
  return browser;
}

/** CPU time (user + system) the process has used so far, in milliseconds. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime, fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of the process, in MB. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Math.round(Number(line?.replace(/\D+/g, "") ?? 0) / 1024);
}
