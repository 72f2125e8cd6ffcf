import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import type { Law } from "../../src/domain/documents/basis";
import { type App, type BackgroundQueue, buildApp } from "../../src/server/app";
import { type AppConfig, loadConfig } from "../../src/server/config";
import type { DatabaseHandle } from "../../src/server/db/client";
import { freshDatabase } from "./database";

export const TEST_HOST = "safedraft.test";
export const TEST_ORIGIN = `http://${TEST_HOST}`;

export type TestContext = {
  app: App;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
};

/**
 * The real app on a fresh database, with a tiny built client so page fallbacks can be checked
 * (`clientFiles` replaces or adds files of that client, e.g. a prerendered landing.html).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    now?: () => Date;
    onRoute?: (route: RouteOptions) => void;
    clientFiles?: Record<string, string>;
    law?: Law;
    /** Where the app queues background work (a test's pg-boss); nothing is queued without it. */
    queue?: BackgroundQueue;
    /** Where the app's log goes, at info level; without it the app logs nothing. */
    log?: NodeJS.WritableStream;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "safedraft-test-"));
  const clientDir = path.join(dataDir, "client");
  mkdirSync(clientDir);
  writeFileSync(
    path.join(clientDir, "index.html"),
    "<!doctype html><title>SafeDraft</title><div id=root></div>",
  );
  for (const [name, text] of Object.entries(options.clientFiles ?? {})) {
    writeFileSync(path.join(clientDir, name), text);
  }
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
      SIGN_ON_LINK_KEY: "5e".repeat(32),
      LOG_LEVEL: "silent",
      // The public origin the test requests come in on (pass APP_URL: "" to leave it unset).
      APP_URL: TEST_ORIGIN,
      ...env,
    }),
    clientDir,
  };
  const database = await freshDatabase();
  const app = await buildApp({
    config,
    database,
    logger: options.log ? { level: "info", stream: options.log } : false,
    now: options.now,
    onRoute: options.onRoute,
    law: options.law,
    queue: options.queue,
  });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A second app on the same database and configuration, as a second process behind a load
 * balancer would be: anything it shares with the first must come through the database.
 */
export async function secondApp(ctx: TestContext): Promise<App> {
  return buildApp({ config: ctx.config, database: ctx.database, logger: false });
}

/** The same person (address and cookie) sent to another app, as a load balancer would. */
export function sameCallerOn(app: App, client: Client): Client {
  const other = new Client(app, client.ip);
  other.cookie = client.cookie;
  return other;
}

let ipCounter = 0;
/** A distinct client address per simulated person, so per-address rate limits don't couple tests. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

type Body = Record<string, unknown> | unknown[] | string;

/** A browser-like caller: same-origin headers, its own address and, once signed in, its cookie. */
export class Client {
  cookie = "";
  constructor(
    readonly app: App,
    readonly ip: string = nextIp(),
  ) {}

  request(method: InjectOptions["method"], url: string, body?: Body, headers: Record<string, string> = {}) {
    return this.app
      .inject({
        method,
        url,
        remoteAddress: this.ip,
        headers: {
          host: TEST_HOST,
          ...(method !== "GET" && method !== "HEAD" ? { origin: TEST_ORIGIN } : {}),
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...(body !== undefined && typeof body !== "string" ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { payload: typeof body === "string" ? body : JSON.stringify(body) }),
      })
      .then((res) => {
        this.keepCookies(res);
        return res;
      });
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request("GET", url, undefined, headers);
  }
  post(url: string, body?: Body, headers?: Record<string, string>) {
    return this.request("POST", url, body ?? {}, headers);
  }
  put(url: string, body?: Body, headers?: Record<string, string>) {
    return this.request("PUT", url, body ?? {}, headers);
  }
  delete(url: string, headers?: Record<string, string>) {
    return this.request("DELETE", url, undefined, headers);
  }

  private keepCookies(res: LightMyRequestResponse) {
    const jar = new Map(
      this.cookie
        .split("; ")
        .filter(Boolean)
        .map((c) => [c.split("=")[0]!, c] as const),
    );
    for (const c of res.cookies) {
      if (c.maxAge === 0 || c.value === "") jar.delete(c.name);
      else jar.set(c.name, `${c.name}=${c.value}`);
    }
    this.cookie = [...jar.values()].join("; ");
  }
}

let userCounter = 0;
export type NewUser = { email: string; password: string; firstName: string; lastName: string };

export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  userCounter += 1;
  return {
    email: `person${userCounter}-${Date.now()}@example.com`,
    password: "correct horse battery",
    firstName: "Alex",
    lastName: `Tester${userCounter}`,
    ...overrides,
  };
}

/**
 * Signs a new account up and returns a client holding its session: sign-up answers without one,
 * so the client then signs in with the password, as the sign-up page does.
 */
export async function signedInClient(app: App, overrides: Partial<NewUser> = {}) {
  const client = new Client(app);
  const user = newUser(overrides);
  const res = await client.post("/api/auth/sign-up/email", user);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const signIn = await client.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
  if (signIn.statusCode !== 200)
    throw new Error(`sign-in after sign-up failed: ${signIn.statusCode} ${signIn.body}`);
  const me = await client.get("/api/auth/user");
  return { client, user, id: (me.json() as { id: string }).id };
}
