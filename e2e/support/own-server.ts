import { type ChildProcess, execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { SERVER_NODE_FLAGS } from "../../src/server/node-flags";
import { buyPack } from "./accounts";
import { freePort, freshDataDir } from "./env";

const run = promisify(execFile);

/**
 * A server of the test's own on the embedded database, for journeys that need a fresh database or
 * the admin command: the command refuses a data folder a running server holds, so a test that
 * needs it stops the server, runs the command and starts it again on the same folder. Credits are
 * bought through the API instead (`buy`), which needs no restart.
 */
export class OwnServer {
  private child: ChildProcess | null = null;
  readonly dataDir = freshDataDir();
  port = 0;

  /** `env` adds settings of the test's own, such as a mail server to deliver to. */
  constructor(private readonly env: Record<string, string> = {}) {}

  get url() {
    return `http://localhost:${this.port}`;
  }

  async start() {
    this.port = await freePort();
    // The built server and admin command (`npm run test:e2e` builds first), as production runs
    // them: they start in a fraction of the time tsx takes to compile the source on every start.
    this.child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "dist/server/server.mjs"], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: "127.0.0.1",
        DATA_DIR: this.dataDir,
        LOG_LEVEL: "warn",
        ...this.env,
      },
      stdio: "ignore",
    });
    // Generous: on a busy machine a cold start (migrations, the job queue) can take a minute.
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error("server did not start");
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
    this.child = null;
  }

  async admin(...args: string[]) {
    const { stdout } = await run(process.execPath, ["dist/server/admin.mjs", ...args], {
      env: { ...process.env, DATA_DIR: this.dataDir, DATABASE_URL: "" },
    });
    return stdout;
  }

  /**
   * Starts the server with one account holding Core credits: signed up and sold the Core pack
   * through the API, with the test-mode card any non-production server takes. Returns the
   * account's session cookie, for buying more.
   */
  async startWithCoreCredits(account: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
  }) {
    await this.start();
    const res = await fetch(`${this.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: this.url },
      body: JSON.stringify(account),
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    // Signing up starts no session; signing in does.
    const signedIn = await fetch(`${this.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: this.url },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status}`);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    await this.buy(cookie, "core");
    return cookie;
  }

  /** Buys a pack for the account whose session `cookie` is, while the server runs. */
  async buy(cookie: string, product: string) {
    await buyPack(this.url, cookie, product);
  }
}
