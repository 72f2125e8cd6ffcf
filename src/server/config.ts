import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
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
  SIGN_ON_LINK_KEY: z
    .string()
    .transform((value, ctx) => {
      const key = signOnLinkKeyBytes(value.trim());
      if (!key) {
        ctx.addIssue({ code: "custom", message: SIGN_ON_LINK_KEY_SHAPE });
        return z.NEVER;
      }
      return key;
    })
    .optional(),
  APP_URL: z
    .url("must be a full URL such as https://safedraft.example")
    .refine(
      (v) => !URL.canParse(v) || /^https?:$/.test(new URL(v).protocol),
      "must start with https:// or http://",
    )
    .refine((v) => {
      if (!URL.canParse(v)) return true;
      const url = new URL(v);
      return ["", "/"].includes(url.pathname) && !url.search && !url.hash;
    }, "must be an origin only, such as https://safedraft.example, with no path")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx) => {
      const v = value.trim();
      if (v === "false" || v === "0") return false;
      if (v === "true") {
        ctx.addIssue({
          code: "custom",
          message:
            "true would believe any X-Forwarded-For a client sends; give the number of proxies in front of the app (e.g. 1) or their addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)",
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(v)) return Number(v);
      const entries = v.split(",").map((e) => e.trim());
      const bad = entries.filter((e) => !isAddressOrCidr(e));
      if (bad.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `must be false, a number of proxies, or proxy addresses or CIDRs separated by commas; not ${bad.join(", ")}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  SESSION_CACHE: z.stringbool().default(true),
  ACCOUNT_LOCKOUT_ATTEMPTS: z.coerce.number().int().min(3).max(1000).default(10),
  ACCOUNT_LOCKOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  ACCOUNT_LOCKOUT_ADDRESS_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(3),
  MAX_BUSINESSES_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(25),
  FREE_TRIAL_LINK_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  FREE_TRIALS_PER_NETWORK_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(50),
  EXPORT_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  EXPORT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  EXPORT_MAX_KB: z.coerce.number().int().min(16).max(2048).default(512),
  EXPORT_WORKER_MEMORY_MB: z.coerce.number().int().min(32).max(4096).default(256),
  EXPORTS_PER_USER_AT_ONCE: z.coerce.number().int().min(1).max(100).default(2),
  EXPORTS_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  LLM_BASE_URL: z
    .url("must be the base URL of an OpenAI-compatible API, e.g. http://localhost:8080/v1")
    .optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).default("gpt-4o-mini"),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_… or rk_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must be a Stripe webhook secret (whsec_…)")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, "must be a Stripe publishable key (pk_…)").optional(),
  STRIPE_API_BASE: z.url("must be a URL such as http://127.0.0.1:12111").optional(),
  PAYMENTS_TEST_MODE: z.stringbool().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587")
    .optional(),
  MAIL_FROM: z.string().min(3).default("SafeDraft <no-reply@safedraft.local>"),
  CONTACT_INBOX: z.email("must be an e-mail address").default("support@safedraft.local"),
  SELLER_NAME: z.string().min(1).default("SafeDraft (placeholder seller name: set SELLER_NAME)"),
  SELLER_ADDRESS: z.string().min(1).default("Placeholder address: set SELLER_ADDRESS"),
  SELLER_EMAIL: z.email("must be an e-mail address").default("support@safedraft.local"),
  SELLER_TAX_LABEL: z.string().trim().min(1).max(40).default("Tax ID (placeholder: set SELLER_TAX_LABEL)"),
  SELLER_TAX_ID: z.string().trim().min(1).max(60).optional(),
  TAX_NAME: z.string().trim().min(1).max(40).default("Tax"),
  TAX_RATE_PERCENT: z.coerce
    .number("must be a number such as 10 or 20")
    .min(0.01, "must be more than 0; leave it unset when no tax is charged")
    .max(100)
    .optional(),
  PASSWORD_RESET_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  PASSWORD_RESET_MAILS_PER_HOUR: z.coerce.number().int().min(1).max(100).default(3),
  EMAIL_VERIFICATION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(72),
  TWO_FACTOR_RECOVERY_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(72),
});

export type AppConfig = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  /**
   * The 32-byte key that seals crew sign-on tokens, so the owner can be shown a link again. Every
   * process on one database needs the same key; a changed key leaves old links working but not
   * shown (the owner makes a new one).
   */
  signOnLinkKey: Buffer;
  /**
   * The public origin every absolute link is built from (sitemap, robots.txt, calendar files,
   * e-mails), never the request's Host header. Required in production; otherwise the local address.
   */
  appUrl: string;
  logLevel: string;
  /**
   * Which X-Forwarded-For entries to believe: none (false), those added by this many proxies in
   * front of the app, or those added by proxies at these addresses or CIDRs.
   */
  trustProxy: false | number | string[];
  /** Sign-in and sign-up attempts allowed per client address per minute. */
  authAttemptsPerMinute: number;
  /** Reuse recent session checks in memory (ended sessions are dropped at once); false checks every request in full. */
  sessionCache: boolean;
  /**
   * Wrong passwords or codes in a row that lock an account, and for how long; `perAddress` wrong
   * passwords from one address for one account are refused there before they count towards the lock.
   */
  lockout: { attempts: number; minutes: number; perAddress: number };
  /** Businesses one account may register. */
  maxBusinessesPerAccount: number;
  /** How many days a free trial's PDF download link works. */
  freeTrialLinkDays: number;
  /**
   * Free trials one network (an IPv4 address or an IPv6 /64) may take per day. Offices and mobile
   * carriers put many people behind one address, so it is generous; one per e-mail and per browser
   * are the tight limits.
   */
  freeTrialsPerNetworkPerDay: number;
  /** PDF and Word rendering: worker threads, time limit, size cap and each person's share. */
  exports: {
    threads: number;
    timeoutMs: number;
    /** Heap limit of each export thread, in MB. */
    memoryMb: number;
    maxKb: number;
    perUserAtOnce: number;
    perUserPerMinute: number;
  };
  /** Optional language model that rewrites section prose; the built-in engine is always the fallback. */
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  /**
   * How purchases are paid: Stripe when its keys are set, otherwise the built-in test mode that
   * charges nothing (off in production unless PAYMENTS_TEST_MODE=true), or none at all.
   */
  payments: PaymentsConfig;
  /** Outgoing e-mail: SMTP when `smtpUrl` is set, otherwise logged and kept in the outbox table. */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    contactInbox: string;
    /** Signs the one-click unsubscribe links of notification e-mails (AUTH_SECRET, the app's origin). */
    unsubscribe: { secret: string; appUrl: string };
  };
  /**
   * Who sells the packs, named in e-mails, on the site and on receipts; the defaults say they are
   * placeholders. `taxId` is shown under `taxLabel` (ABN, VAT number, GST number, …).
   */
  seller: { name: string; address: string; email: string; taxLabel: string; taxId: string };
  /**
   * The tax included in the prices, shown on receipts (which are then titled tax invoices); null
   * when no rate is configured, and then receipts say that no tax is shown.
   */
  tax: { name: string; rateBasisPoints: number } | null;
  /** Account recovery and address checks: link lifetimes and how many reset e-mails an address gets. */
  accountMail: {
    resetMinutes: number;
    resetMailsPerHour: number;
    verificationHours: number;
    /** Wait between proving the address and two-factor being turned off when every factor is lost. */
    twoFactorRecoveryHours: number;
  };
  /** Built client files; absent in API-only runs such as integration tests. */
  clientDir: string;
};

export type PaymentsConfig =
  | {
      provider: "stripe";
      secretKey: string;
      webhookSecret: string;
      publishableKey: string;
      /** Another API address (a fake Stripe in tests); unset means Stripe itself. */
      apiBase: URL | undefined;
    }
  | { provider: "test" }
  | { provider: "none" };

export class ConfigError extends Error {}

const AUTH_SECRET_REQUIRED =
  "required when NODE_ENV=production (at least 32 random characters, e.g. `openssl rand -hex 32`)";

const SIGN_ON_LINK_KEY_SHAPE =
  "must be 32 random bytes written as 64 hex characters or as base64, e.g. `openssl rand -hex 32`";
const SIGN_ON_LINK_KEY_REQUIRED = `required when NODE_ENV=production (${SIGN_ON_LINK_KEY_SHAPE.replace("must be ", "")})`;

/** The key's bytes from 64 hex characters or base64 (standard or URL-safe) of exactly 32 bytes. */
function signOnLinkKeyBytes(value: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return null;
  const bytes = Buffer.from(value, value.includes("-") || value.includes("_") ? "base64url" : "base64");
  return bytes.length === 32 ? bytes : null;
}

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

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
  if (isProduction) {
    const missing = [
      e.AUTH_SECRET ? null : `  AUTH_SECRET: ${AUTH_SECRET_REQUIRED}`,
      e.SIGN_ON_LINK_KEY ? null : `  SIGN_ON_LINK_KEY: ${SIGN_ON_LINK_KEY_REQUIRED}`,
      e.APP_URL
        ? null
        : "  APP_URL: required when NODE_ENV=production: the public address people use, e.g. https://safedraft.example (links in the sitemap, robots.txt, calendar files and e-mails are built from it, never from the request's Host header)",
    ].filter((line) => line !== null);
    if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join("\n")}`);
  }
  if (e.TAX_RATE_PERCENT !== undefined && !e.SELLER_TAX_ID) {
    // A receipt that shows tax is a tax invoice, and a tax invoice names the seller's tax number.
    throw new ConfigError(
      "Invalid configuration:\n  SELLER_TAX_ID: required when TAX_RATE_PERCENT is set (receipts that show tax name the seller's tax number)",
    );
  }
  const authSecret = e.AUTH_SECRET ?? localAuthSecret(dataDir, isProduction);
  const appUrl = e.APP_URL ? new URL(e.APP_URL).origin : `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    authSecret,
    signOnLinkKey: e.SIGN_ON_LINK_KEY ?? localSignOnLinkKey(dataDir, isProduction),
    appUrl,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    authAttemptsPerMinute: e.AUTH_ATTEMPTS_PER_MINUTE,
    sessionCache: e.SESSION_CACHE,
    lockout: {
      attempts: e.ACCOUNT_LOCKOUT_ATTEMPTS,
      minutes: e.ACCOUNT_LOCKOUT_MINUTES,
      perAddress: e.ACCOUNT_LOCKOUT_ADDRESS_ATTEMPTS,
    },
    maxBusinessesPerAccount: e.MAX_BUSINESSES_PER_ACCOUNT,
    freeTrialLinkDays: e.FREE_TRIAL_LINK_DAYS,
    freeTrialsPerNetworkPerDay: e.FREE_TRIALS_PER_NETWORK_PER_DAY,
    exports: {
      // One core is left to the main thread, which answers every other request.
      threads: e.EXPORT_THREADS ?? Math.max(1, availableParallelism() - 1),
      timeoutMs: e.EXPORT_TIMEOUT_MS,
      memoryMb: e.EXPORT_WORKER_MEMORY_MB,
      maxKb: e.EXPORT_MAX_KB,
      perUserAtOnce: e.EXPORTS_PER_USER_AT_ONCE,
      perUserPerMinute: e.EXPORTS_PER_USER_PER_MINUTE,
    },
    llm: e.LLM_BASE_URL
      ? {
          baseUrl: e.LLM_BASE_URL,
          apiKey: e.LLM_API_KEY ?? "",
          model: e.LLM_MODEL,
          timeoutMs: e.LLM_TIMEOUT_MS,
        }
      : null,
    payments: paymentsConfig(e, isProduction),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      contactInbox: e.CONTACT_INBOX,
      unsubscribe: { secret: authSecret, appUrl },
    },
    seller: {
      name: e.SELLER_NAME,
      address: e.SELLER_ADDRESS,
      email: e.SELLER_EMAIL,
      taxLabel: e.SELLER_TAX_LABEL,
      taxId: e.SELLER_TAX_ID ?? "Placeholder: set SELLER_TAX_ID",
    },
    tax:
      e.TAX_RATE_PERCENT === undefined
        ? null
        : { name: e.TAX_NAME, rateBasisPoints: Math.round(e.TAX_RATE_PERCENT * 100) },
    accountMail: {
      resetMinutes: e.PASSWORD_RESET_MINUTES,
      resetMailsPerHour: e.PASSWORD_RESET_MAILS_PER_HOUR,
      verificationHours: e.EMAIL_VERIFICATION_HOURS,
      twoFactorRecoveryHours: e.TWO_FACTOR_RECOVERY_HOURS,
    },
    clientDir: path.resolve(import.meta.dirname, "../../dist/client"),
  };
}

function paymentsConfig(e: z.infer<typeof envSchema>, isProduction: boolean): PaymentsConfig {
  const stripeVars = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_PUBLISHABLE_KEY];
  if (stripeVars.some(Boolean)) {
    // Half a Stripe setup would take money without granting credits (no webhook secret) or show
    // no card form (no publishable key): all three or none.
    const missing = (
      ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PUBLISHABLE_KEY"] as const
    ).filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((m) => `  ${m}: required when any STRIPE_* key is set`).join("\n")}`,
      );
    }
    if (e.PAYMENTS_TEST_MODE) {
      throw new ConfigError(
        "Invalid configuration:\n  PAYMENTS_TEST_MODE: cannot be true while Stripe keys are set",
      );
    }
    return {
      provider: "stripe",
      secretKey: e.STRIPE_SECRET_KEY!,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
      apiBase: e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined,
    };
  }
  // Test mode grants credits without taking money, so production must ask for it by name.
  const testMode = e.PAYMENTS_TEST_MODE ?? !isProduction;
  return testMode ? { provider: "test" } : { provider: "none" };
}

/**
 * Outside production a secret is generated on first start and kept in the data folder, so
 * `npm start` needs no setup and sessions survive a restart. Production must say it explicitly.
 */
function localAuthSecret(dataDir: string, isProduction: boolean): string {
  if (isProduction) {
    throw new ConfigError(`Invalid configuration:\n  AUTH_SECRET: ${AUTH_SECRET_REQUIRED}`);
  }
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Like the session secret: outside production the key is generated on first start and kept in the
 * data folder, so links made before a restart are still shown. Production must set it.
 */
function localSignOnLinkKey(dataDir: string, isProduction: boolean): Buffer {
  if (isProduction) {
    throw new ConfigError(`Invalid configuration:\n  SIGN_ON_LINK_KEY: ${SIGN_ON_LINK_KEY_REQUIRED}`);
  }
  const file = path.join(dataDir, "sign-on-link-key");
  if (existsSync(file)) {
    const kept = signOnLinkKeyBytes(readFileSync(file, "utf8").trim());
    if (kept) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString("hex")}\n`, { mode: 0o600 });
  return key;
}
