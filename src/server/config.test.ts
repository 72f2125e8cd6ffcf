import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "safedraft-config-"));

describe("configuration", () => {
  it("has working defaults", () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(dir);
    expect(config.isProduction).toBe(false);
    expect(config.authAttemptsPerMinute).toBe(10);
    expect(config.freeTrialsPerNetworkPerDay).toBe(50);
  });

  it("takes the free trials per network per day as a whole number of at least 1", () => {
    expect(
      loadConfig({ DATA_DIR: tempDir(), FREE_TRIALS_PER_NETWORK_PER_DAY: "200" }).freeTrialsPerNetworkPerDay,
    ).toBe(200);
    for (const bad of ["0", "-3", "2.5", "many"]) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), FREE_TRIALS_PER_NETWORK_PER_DAY: bad }), bad).toThrow(
        /FREE_TRIALS_PER_NETWORK_PER_DAY:/,
      );
    }
  });

  it("gives receipts placeholder tax details and no tax unless a rate and a tax number are set", () => {
    const plain = loadConfig({ DATA_DIR: tempDir() });
    expect(plain.seller.taxLabel).toContain("placeholder");
    expect(plain.seller.taxId).toContain("Placeholder");
    expect(plain.tax).toBeNull();
    const taxed = loadConfig({
      DATA_DIR: tempDir(),
      SELLER_TAX_LABEL: "ABN",
      SELLER_TAX_ID: "51 824 753 556",
      TAX_NAME: "GST",
      TAX_RATE_PERCENT: "10",
    });
    expect(taxed.seller).toMatchObject({ taxLabel: "ABN", taxId: "51 824 753 556" });
    expect(taxed.tax).toEqual({ name: "GST", rateBasisPoints: 1000 });
    expect(() => loadConfig({ DATA_DIR: tempDir(), TAX_RATE_PERCENT: "20" })).toThrow(
      /SELLER_TAX_ID: required when TAX_RATE_PERCENT is set/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), SELLER_TAX_ID: "GB123456789", TAX_RATE_PERCENT: "twenty" }),
    ).toThrow(/TAX_RATE_PERCENT/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SELLER_TAX_ID: "x", TAX_RATE_PERCENT: "0" })).toThrow(
      /TAX_RATE_PERCENT: must be more than 0/,
    );
  });

  it("generates the auth secret once and reuses it", () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
  });

  it("takes TRUST_PROXY as a number of proxies or their addresses and CIDRs, never a bare true", () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("2")).toBe(2);
    expect(trust("10.0.0.0/8, 127.0.0.1,::1,fd00::/8")).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
      "fd00::/8",
    ]);
    expect(() => trust("true")).toThrow(/TRUST_PROXY: true would believe any X-Forwarded-For/);
    expect(() => trust("10.0.0.0/33")).toThrow(
      /TRUST_PROXY: must be false, a number of proxies.*not 10\.0\.0\.0\/33/,
    );
    expect(() => trust("proxy.internal")).toThrow(/not proxy\.internal/);
  });

  it("requires AUTH_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: tempDir() })).toThrow(
      /AUTH_SECRET: required/,
    );
  });

  it("takes the sign-on link key as 32 bytes in hex or base64, requires it in production and keeps one locally", () => {
    const hex = "0f".repeat(32);
    expect(loadConfig({ DATA_DIR: tempDir(), SIGN_ON_LINK_KEY: hex }).signOnLinkKey.toString("hex")).toBe(
      hex,
    );
    const base64 = Buffer.from(hex, "hex").toString("base64");
    expect(loadConfig({ DATA_DIR: tempDir(), SIGN_ON_LINK_KEY: base64 }).signOnLinkKey.toString("hex")).toBe(
      hex,
    );
    for (const bad of ["short", "0f".repeat(31), Buffer.alloc(16).toString("base64")]) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), SIGN_ON_LINK_KEY: bad }), bad).toThrow(
        /SIGN_ON_LINK_KEY: must be 32 random bytes/,
      );
    }
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        DATA_DIR: tempDir(),
        AUTH_SECRET: "x".repeat(40),
        APP_URL: "https://safedraft.example",
      }),
    ).toThrow(/SIGN_ON_LINK_KEY: required when NODE_ENV=production/);
    // Outside production one key is made and kept in the data folder, the same after a restart.
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).signOnLinkKey;
    expect(first).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dir }).signOnLinkKey.equals(first)).toBe(true);
  });

  it("requires APP_URL in production and builds links from it, never from a request", () => {
    const secret = "x".repeat(40);
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: tempDir(), AUTH_SECRET: secret })).toThrow(
      /APP_URL: required when NODE_ENV=production: the public address people use, e\.g\. https:\/\/safedraft\.example/,
    );
    // Both missing: both named at once.
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: tempDir() })).toThrow(
      /AUTH_SECRET: required[\s\S]*APP_URL: required/,
    );
    const prod = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: tempDir(),
      AUTH_SECRET: secret,
      SIGN_ON_LINK_KEY: "ab".repeat(32),
      APP_URL: "https://SafeDraft.example/",
    });
    expect(prod.appUrl).toBe("https://safedraft.example");
    // Outside production the local address stands in.
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: "5123" }).appUrl).toBe("http://localhost:5123");
    for (const bad of ["ftp://safedraft.example", "https://safedraft.example/app", "safedraft.example"]) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), APP_URL: bad }), bad).toThrow(/APP_URL: must/);
    }
  });

  it("names every bad variable", () => {
    let message = "";
    try {
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        AUTH_SECRET: "short",
        AUTH_ATTEMPTS_PER_MINUTE: "0",
        DATA_DIR: tempDir(),
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT:/);
    expect(message).toMatch(/DATABASE_URL: must be a postgres/);
    expect(message).toMatch(/AUTH_SECRET: must be at least 32 characters/);
    expect(message).toMatch(/AUTH_ATTEMPTS_PER_MINUTE:/);
  });

  it("picks the payment provider: test mode by default, Stripe with all three keys, none in production", () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).payments).toEqual({ provider: "test" });
    const production = {
      DATA_DIR: dir,
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
      SIGN_ON_LINK_KEY: "ab".repeat(32),
    };
    const appUrl = "https://safedraft.example";
    expect(loadConfig({ ...production, APP_URL: appUrl }).payments).toEqual({
      provider: "none",
    });
    expect(loadConfig({ ...production, APP_URL: appUrl, PAYMENTS_TEST_MODE: "true" }).payments).toEqual({
      provider: "test",
    });
    const stripe = loadConfig({
      DATA_DIR: dir,
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    }).payments;
    expect(stripe).toMatchObject({
      provider: "stripe",
      secretKey: "sk_test_abc",
      publishableKey: "pk_test_abc",
    });
    expect(stripe.provider === "stripe" && stripe.apiBase?.port).toBe("12111");
  });

  it("refuses half a Stripe setup and malformed keys, naming the variable", () => {
    const dir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required[\s\S]*STRIPE_PUBLISHABLE_KEY: required/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY: "pk_wrong" })).toThrow(/STRIPE_SECRET_KEY/);
  });
});
