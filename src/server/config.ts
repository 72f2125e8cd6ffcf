import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  APP_URL: z.url("must be a full URL such as https://safedraft.example").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.stringbool().default(false),
  LLM_BASE_URL: z
    .url("must be the base URL of an OpenAI-compatible API, e.g. http://localhost:8080/v1")
    .optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).default("gpt-4o-mini"),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
});

export type AppConfig = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  appUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** Optional language model that rewrites section prose; the built-in engine is always the fallback. */
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  /** Built client files; absent in API-only runs such as integration tests. */
  clientDir: string;
};

export class ConfigError extends Error {}

/** Reads and checks the environment once at start; every problem is reported with its variable name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (FOO=) means "not set", as it does in most shells' .env handling.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const isProduction = e.NODE_ENV === "production";
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    authSecret: e.AUTH_SECRET ?? localAuthSecret(dataDir, isProduction),
    appUrl: e.APP_URL?.replace(/\/$/, ""),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    llm: e.LLM_BASE_URL
      ? {
          baseUrl: e.LLM_BASE_URL,
          apiKey: e.LLM_API_KEY ?? "",
          model: e.LLM_MODEL,
          timeoutMs: e.LLM_TIMEOUT_MS,
        }
      : null,
    clientDir: path.resolve(import.meta.dirname, "../../dist/client"),
  };
}

/**
 * Outside production a secret is generated on first start and kept in the data folder, so
 * `npm start` needs no setup and sessions survive a restart. Production must say it explicitly.
 */
function localAuthSecret(dataDir: string, isProduction: boolean): string {
  if (isProduction) {
    throw new ConfigError(
      "Invalid configuration:\n  AUTH_SECRET: required when NODE_ENV=production (at least 32 random characters, e.g. `openssl rand -hex 32`)",
    );
  }
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
