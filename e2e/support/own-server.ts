import { type ChildProcess, execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { SERVER_NODE_FLAGS } from "../../src/server/node-flags";
import { freePort, freshDataDir } from "./env";

const run = promisify(execFile);

/**
 * A server of the test's own on the embedded database, for journeys that need the admin command:
 * the command refuses a data folder a running server holds, so the test stops the server, runs
 * the command and starts it again on the same folder.
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
   * Starts the server with one account holding Core credits: signed up through the API, then
   * granted credits by the admin command while the server is stopped.
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
    await this.stop();
    await this.admin("grant-credits", account.email, "core", "5");
    await this.start();
  }
}
