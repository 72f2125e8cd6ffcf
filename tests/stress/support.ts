import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "../../e2e/support/env";
import { SERVER_NODE_FLAGS } from "../../src/server/node-flags";

const execFileAsync = promisify(execFile);

/** The PostgreSQL server the stress tests create their databases on (never a remote one). */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Every app process and database a test made, so a failing test still leaves nothing behind. */
const children = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

export type FreshDatabase = { name: string; url: string; drop(): Promise<void> };

export async function freshPostgresDatabase(adminUrl = ADMIN_URL): Promise<FreshDatabase> {
  const name = `safedraft_stress_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** One query on a database, on a connection of its own. */
export async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Shared by every process of one test, as it is by the processes of one deployment. */
export const AUTH_SECRET = "stress-secret-stress-secret-stress-secret-0123";
/** Every process on one database seals and opens crew links with the same key. */
export const SIGN_ON_LINK_KEY = "57".repeat(32);

/**
 * A real app process (`src/server/server.ts` through tsx) on loopback. Its output is kept so a
 * test can read its log and show it when something fails.
 */
export class AppProcess {
  child: ChildProcess | null = null;
  port = 0;
  output = "";
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), "safedraft-stress-"));
  /** Flags for node itself (a profiler's, say), before the app's own arguments. */
  nodeArgs: string[] = [];

  constructor(
    readonly databaseUrl: string,
    readonly env: Record<string, string> = {},
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid() {
    return this.child?.pid ?? 0;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process (on the same port as before when restarted) and waits for a healthy answer. */
  async start(timeoutMs = 60_000): Promise<number> {
    if (!this.port) this.port = await freePort();
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [...SERVER_NODE_FLAGS, ...this.nodeArgs, "--import", "tsx", "src/server/server.ts"],
      {
        env: {
          ...process.env,
          NODE_ENV: "development",
          PORT: String(this.port),
          HOST: "127.0.0.1",
          DATABASE_URL: this.databaseUrl,
          DATA_DIR: this.dataDir,
          AUTH_SECRET,
          SIGN_ON_LINK_KEY,
          APP_URL: "",
          // Simulated people each come from their own address through a trusted proxy header.
          TRUST_PROXY: "127.0.0.1",
          LOG_LEVEL: "warn",
          SMTP_URL: "",
          // Each simulated person keeps adding businesses, far past the cap meant for real accounts.
          MAX_BUSINESSES_PER_ACCOUNT: "10000",
          ...this.env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    this.child = child;
    children.add(child);
    const keep = (chunk: Buffer) => {
      this.output += chunk.toString();
      // Bounded: only the latest megabyte matters for a failure report.
      if (this.output.length > 2_000_000) this.output = this.output.slice(-1_000_000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.once("exit", () => children.delete(child));

    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`app process exited during start:\n${this.output.slice(-4000)}`);
      try {
        const res = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (res.status === 200) return performance.now() - started;
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(
      `app process did not answer /api/health within ${timeoutMs} ms:\n${this.output.slice(-4000)}`,
    );
  }

  /** Ends the process with a signal and waits (bounded) for it to exit. */
  async stop(signal: NodeJS.Signals = "SIGTERM", timeoutMs = 20_000): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    await exited;
    clearTimeout(timer);
  }

  /** Log lines the process wrote as JSON (pino), parsed. */
  logLines(): Array<Record<string, unknown>> {
    return this.output
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .flatMap((l) => {
        try {
          return [JSON.parse(l) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
  }

  async cleanup() {
    await this.stop("SIGKILL");
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/**
 * A TCP proxy in front of PostgreSQL that a test can cut: `cut("reset")` drops every connection
 * and refuses new ones, as a crashed or restarting database does; `cut("blackhole")` drops every
 * connection and then accepts new ones without ever answering, as an unreachable host does.
 */
export class DatabaseProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  mode: "open" | "reset" | "blackhole" = "open";
  port = 0;

  constructor(
    readonly targetHost = "127.0.0.1",
    readonly targetPort = 5432,
  ) {}

  /** The database URL with the proxy in place of the server. */
  urlFor(databaseUrl: string) {
    const url = new URL(databaseUrl);
    url.hostname = "127.0.0.1";
    url.port = String(this.port);
    return url.toString();
  }

  async start() {
    this.server = net.createServer((socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
      socket.on("error", () => {});
      if (this.mode === "reset") {
        socket.resetAndDestroy();
        return;
      }
      if (this.mode === "blackhole") return;
      const upstream = net.connect(this.targetPort, this.targetHost);
      this.sockets.add(upstream);
      upstream.on("close", () => this.sockets.delete(upstream));
      upstream.on("error", () => socket.destroy());
      socket.on("error", () => upstream.destroy());
      socket.on("close", () => upstream.destroy());
      upstream.on("close", () => socket.destroy());
      socket.pipe(upstream);
      upstream.pipe(socket);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  cut(mode: "reset" | "blackhole") {
    this.mode = mode;
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
  }

  restore() {
    // Black-holed connections never got a database; closing them lets their clients retry.
    for (const socket of this.sockets) if (this.mode === "blackhole") socket.destroy();
    this.mode = "open";
  }

  async close() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** A person's browser: same-origin headers, its own client address and its session cookie. */
export class Browser {
  cookie = "";
  constructor(
    public baseUrl: string,
    readonly ip: string,
  ) {}

  async request(method: string, url: string, body?: unknown, timeoutMs = 20_000) {
    const origin = this.baseUrl;
    const res = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        "x-forwarded-for": this.ip,
        ...(method !== "GET" ? { origin } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const set = res.headers.getSetCookie();
    if (set.length > 0) {
      const jar = new Map(
        this.cookie
          .split("; ")
          .filter(Boolean)
          .map((c) => [c.split("=")[0]!, c] as const),
      );
      for (const c of set) {
        const pair = c.split(";")[0]!;
        const name = pair.split("=")[0]!;
        if (pair.endsWith("=")) jar.delete(name);
        else jar.set(name, pair);
      }
      this.cookie = [...jar.values()].join("; ");
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {}
    // biome-ignore lint/suspicious/noExplicitAny: a response body, checked by the test's assertions
    return { status: res.status, json: json as any, text };
  }

  get(url: string) {
    return this.request("GET", url);
  }
  post(url: string, body: unknown = {}) {
    return this.request("POST", url, body);
  }
  put(url: string, body: unknown = {}) {
    return this.request("PUT", url, body);
  }
}

let ipCounter = 0;
export function nextIp() {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * Signs a new person up through the API and returns their browser, signed in: sign-up answers
 * without a session, so the browser signs in with the password next, as the sign-up page does.
 */
export async function signUp(baseUrl: string, name = "Stress") {
  const browser = new Browser(baseUrl, nextIp());
  const email = `${name.toLowerCase()}-${randomBytes(5).toString("hex")}@example.com`;
  const password = "stress password 1";
  const res = await browser.post("/api/auth/sign-up/email", {
    email,
    password,
    firstName: name,
    lastName: "Tester",
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const signIn = await browser.post("/api/auth/sign-in/email", { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in after sign-up failed: ${signIn.status} ${signIn.text}`);
  return { browser, email };
}

export const BUSINESS = {
  country: "AU",
  jurisdiction: "AU-NSW",
  industry: "construction",
  employeeCount: "20-49",
  regions: ["AU-NSW"],
  highRiskActivities: ["working-at-height", "excavation"],
};

/** Runs `task` on each item with at most `limit` running at once. */
export async function inParallel<T, R>(items: T[], limit: number, task: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]!, i);
      }
    }),
  );
  return results;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` holds; fails after `ms`. */
export async function waitFor(check: () => Promise<boolean> | boolean, what: string, ms = 30_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** PostgreSQL's server programs on this machine (Debian's layout), if any. */
function postgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((x, y) => Number(y) - Number(x));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

const isRoot = process.getuid?.() === 0;
export const ownServer = { available: postgresBin() !== null };

/**
 * A PostgreSQL server of the test's own in a temporary folder, on a free loopback port, that the
 * test may stop and start (the shared server other tests use is never touched). initdb refuses
 * to run as root, so as root the server runs as the `postgres` user.
 */
export class ThrowawayPostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}`;
  }

  private static command(program: string, args: string[]): [string, string[]] {
    const bin = path.join(postgresBin()!, program);
    return isRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  }

  private static run(program: string, args: string[]) {
    return execFileAsync(...ThrowawayPostgres.command(program, args), { timeout: 60_000 });
  }

  /** Whatever ends the test run, the server does not outlive it. */
  private readonly stopOnExit = () => {
    const args = ["-D", path.join(this.dir, "data"), "-m", "immediate", "stop"];
    try {
      execFileSync(...ThrowawayPostgres.command("pg_ctl", args), { stdio: "ignore", timeout: 20_000 });
    } catch {}
  };

  static async create() {
    const dir = mkdtempSync(path.join(tmpdir(), "safedraft-pg-"));
    if (isRoot) await execFileAsync("chown", ["postgres:postgres", dir]);
    const server = new ThrowawayPostgres(dir, await freePort());
    await ThrowawayPostgres.run("initdb", [
      "-D",
      path.join(dir, "data"),
      "-A",
      "trust",
      "-U",
      "postgres",
      "--no-sync",
    ]);
    process.on("exit", server.stopOnExit);
    await server.start();
    return server;
  }

  async start() {
    await ThrowawayPostgres.run("pg_ctl", [
      "-D",
      path.join(this.dir, "data"),
      "-l",
      path.join(this.dir, "log"),
      "-o",
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "-w",
      "start",
    ]);
  }

  /** A fast shutdown: sessions are ended (57P01) and new connections refused until started again. */
  async stop() {
    await ThrowawayPostgres.run("pg_ctl", ["-D", path.join(this.dir, "data"), "-m", "fast", "-w", "stop"]);
  }

  async destroy() {
    await this.stop().catch(() => {});
    process.off("exit", this.stopOnExit);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
