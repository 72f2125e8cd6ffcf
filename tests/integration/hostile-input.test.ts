import { asc, count, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_ANSWER } from "../../src/contracts/auth";
import { PACK_IDS } from "../../src/domain/catalogue";
import { grantCredits } from "../../src/server/admin/credits";
import {
  businesses,
  contactMessages,
  creditTransactions,
  freeTrials,
  outbox,
  policies,
  policyRevisions,
  purchases,
  users,
} from "../../src/server/db/schema";
import { createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses as fixtures } from "../helpers/fixtures";
import {
  apply,
  expectCleanRefusal,
  FUZZ_SEED,
  fieldOf,
  hostileString,
  type Mutation,
  mutations,
  send,
} from "../helpers/hostile";
import { liveMarkupIn } from "../helpers/inert";

/**
 * Property-based fuzzing of every write endpoint under /api with fast-check: wrong types,
 * missing and extra fields, huge strings, control characters, lone surrogates and NUL, deep
 * nesting, `__proto__` keys, malformed JSON and wrong content types. For every request: no
 * 5xx, a refusal is `{message}` JSON naming the field, and a refused request changes nothing
 * while an accepted one changes only what it should. Requests are sent signed in.
 *
 * Rerun a failure with the seed printed below: FUZZ_SEED=<seed> npx vitest run <this file>.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInClient>>;
let spare: Awaited<ReturnType<typeof signedInClient>>;
let businessId: string;
let emptyBusinessId: string;
let documentId: string;

beforeAll(async () => {
  console.log(`hostile-input: fast-check seed ${FUZZ_SEED}, ${RUNS} runs per endpoint`);
  // No account lock: the refusal that starts one e-mails the owner, which would read here as a
  // refused request changing data, at whichever run happens to reach the count. Every fuzzed body
  // then reaches the checks behind the lock too; the lock has its own tests.
  ctx = await createTestApp({ ACCOUNT_LOCKOUT_ATTEMPTS: "1000" });
  owner = await signedInClient(ctx.app);
  spare = await signedInClient(ctx.app);
  for (const pack of PACK_IDS) await grantCredits(ctx.database.db, owner.user.email, pack, 50);
  businessId = (await owner.client.post("/api/businesses", fixtures.nswBuilder)).json().id;
  emptyBusinessId = (await owner.client.post("/api/businesses", fixtures.ukCafe)).json().id;
  const doc = await owner.client.post("/api/documents/generate", {
    businessId,
    documentType: "swms",
    metadata: { activity: "Roof sheeting replacement", location: "12 Smith St, Parramatta" },
  });
  expect(doc.statusCode, doc.body).toBe(201);
  documentId = doc.json().id;
}, 60_000);
afterAll(() => ctx.close());

/** Everything a request could write: the owner's account, businesses, documents and money, and the shared tables. */
async function snapshot() {
  const db = ctx.database.db;
  const [user] = await db.select().from(users).where(eq(users.id, owner.id));
  const ownBusinesses = await db
    .select()
    .from(businesses)
    .where(eq(businesses.userId, owner.id))
    .orderBy(asc(businesses.id));
  const ids = ownBusinesses.map((b) => b.id);
  const docs = ids.length
    ? await db.select().from(policies).where(inArray(policies.businessId, ids)).orderBy(asc(policies.id))
    : [];
  const docIds = docs.map((d) => d.id);
  const [revisions] = docIds.length
    ? await db.select({ n: count() }).from(policyRevisions).where(inArray(policyRevisions.policyId, docIds))
    : [{ n: 0 }];
  const ledger = await db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, owner.id))
    .orderBy(asc(creditTransactions.id));
  const ownPurchases = await db
    .select({ id: purchases.id, status: purchases.status })
    .from(purchases)
    .where(eq(purchases.userId, owner.id))
    .orderBy(asc(purchases.id));
  const total = async (table: typeof users | typeof contactMessages | typeof freeTrials | typeof outbox) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    user,
    businesses: ownBusinesses,
    documents: docs,
    revisions: revisions!.n,
    ledger,
    purchases: ownPurchases,
    users: await total(users),
    contactMessages: await total(contactMessages),
    freeTrials: await total(freeTrials),
    outbox: await total(outbox),
  };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

async function healthy() {
  const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
  expect(res.statusCode, res.body).toBe(200);
}

type Endpoint = {
  method: "POST" | "PUT" | "DELETE";
  /** The URL to send to; some carry the current id, some a hostile one. */
  url: () => string;
  /** A valid body, read when each request is sent. */
  body: () => Promise<unknown> | unknown;
  /** What an accepted request may change. */
  changes: (keyof Snapshot)[];
  /** Fields whose refusal may name another field they depend on. */
  related?: Record<string, string[]>;
  /** Checks on an accepted request beyond "only `changes` changed". */
  accepted?: (res: { statusCode: number; json(): unknown }) => Promise<void> | void;
  /** Requests the fuzzer must not send, e.g. one that really deletes the account. */
  skip?: (body: unknown) => boolean;
  /** Sent without a body, e.g. DELETE. */
  bodiless?: boolean;
  cookie?: () => string;
  runs?: number;
  /** Off where one generic body goes to many endpoints, so "the changed field" means nothing. */
  namesFields?: false;
};

function except(before: Snapshot, after: Snapshot, changes: (keyof Snapshot)[]) {
  const strip = (s: Snapshot) =>
    Object.fromEntries(Object.entries(s).filter(([k]) => !changes.includes(k as keyof Snapshot)));
  expect(strip(after)).toEqual(strip(before));
}

async function fuzz(endpoint: Endpoint, example: unknown) {
  const unchanged = await send(
    ctx.app,
    endpoint.method,
    endpoint.url(),
    endpoint.cookie?.() ?? owner.client.cookie,
    endpoint.bodiless ? null : { json: await endpoint.body() },
  );
  const baseline =
    unchanged.statusCode >= 400 ? (unchanged.json() as { message: string }).message : undefined;
  if (unchanged.statusCode < 400) await endpoint.accepted?.(unchanged);
  const property = fc.asyncProperty(mutations(example), async (mutation: Mutation) => {
    const current = await endpoint.body();
    const body = endpoint.bodiless ? null : apply(current, mutation);
    if (endpoint.skip && body && "json" in body && endpoint.skip(body.json)) return;
    const before = await snapshot();
    const res = await send(
      ctx.app,
      endpoint.method,
      endpoint.url(),
      endpoint.cookie?.() ?? owner.client.cookie,
      body,
    );
    expect(res.statusCode, res.body.slice(0, 500)).toBeLessThan(500);
    const after = await snapshot();
    if (res.statusCode >= 400) {
      const field = endpoint.namesFields === false ? null : fieldOf(mutation);
      expectCleanRefusal(res, field, endpoint.related, baseline);
      expect(after, `refused with ${res.statusCode} but changed stored data`).toEqual(before);
    } else {
      except(before, after, endpoint.changes);
      await endpoint.accepted?.(res);
    }
  });
  await fc.assert(property, { seed: FUZZ_SEED, numRuns: endpoint.runs ?? RUNS, endOnFailure: true });
  await healthy();
}

const businessBody = () => ({
  ...fixtures.vicBuilder,
  abn: "51 824 753 556",
  workDescription: "Renovations",
});
const identifierKeys = ["abn", "acn", "utr", "vatNumber", "companyNumber", "nzbn", "ein", "stateCorpNumber"];
const businessRelated = {
  country: ["jurisdiction", "regions", ...identifierKeys],
  industry: ["industryOther"],
  regions: ["states"],
};
const storedBusinessMatches = async (res: { json(): unknown }) => {
  const sent = res.json() as { id: string };
  const stored = await owner.client.get(`/api/businesses/${sent.id}`);
  expect(stored.json()).toEqual(sent);
};

async function documentBody() {
  const doc = (await owner.client.get(`/api/policies/${documentId}`)).json();
  return { content: doc.content, baseVersion: doc.version };
}

const hostileId = fc.sample(hostileString, { seed: FUZZ_SEED, numRuns: 40 });
let idTurn = 0;
/** Mostly the real id, so the body is what gets tested; now and then a hostile one in the path. */
const someId = (real: string) => {
  idTurn += 1;
  if (idTurn % 5 !== 0) return real;
  const raw = hostileId[idTurn % hostileId.length]!.replace(/[\ud800-\udfff]/gu, "");
  return encodeURIComponent(raw) || "%00";
};

describe("fuzzing the write endpoints", { timeout: 600_000 }, () => {
  it("POST /api/businesses", async () => {
    await fuzz(
      {
        method: "POST",
        url: () => "/api/businesses",
        body: businessBody,
        changes: ["businesses"],
        related: businessRelated,
        accepted: storedBusinessMatches,
      },
      businessBody(),
    );
  });

  it("PUT /api/businesses/:id", async () => {
    await fuzz(
      {
        method: "PUT",
        url: () => `/api/businesses/${someId(emptyBusinessId)}`,
        body: businessBody,
        changes: ["businesses"],
        related: businessRelated,
        accepted: storedBusinessMatches,
      },
      businessBody(),
    );
  });

  it("DELETE /api/businesses/:id with hostile ids", async () => {
    const ids = fc.sample(hostileString, { seed: FUZZ_SEED, numRuns: RUNS });
    for (const raw of ids) {
      const before = await snapshot();
      const id = encodeURIComponent(raw.replace(/[\ud800-\udfff]/gu, "")) || "%00";
      const res = await send(ctx.app, "DELETE", `/api/businesses/${id}`, owner.client.cookie, null);
      expectCleanRefusal(res, null);
      expect(await snapshot()).toEqual(before);
    }
    await healthy();
  });

  it("POST /api/documents/generate", async () => {
    const body = {
      businessId: emptyBusinessId,
      documentType: "risk-assessment",
      metadata: {
        activity: "Deep fryer cleaning",
        location: "Kitchen",
        scope: "Daily close",
        hazardTypes: ["physical"],
      },
      additionalPolicies: [],
    };
    await fuzz(
      {
        method: "POST",
        url: () => "/api/documents/generate",
        body: () => body,
        changes: ["documents", "revisions", "ledger", "user"],
        related: { documentType: ["businessId"] },
      },
      body,
    );
  });

  it("POST /api/policies/generate", async () => {
    const body = { businessId: emptyBusinessId, additionalPolicies: [] };
    await fuzz(
      {
        method: "POST",
        url: () => "/api/policies/generate",
        body: () => body,
        changes: ["documents", "revisions", "ledger", "user"],
      },
      body,
    );
  });

  it("PUT /api/policies/:id (the editor's save)", async () => {
    const example = await documentBody();
    await fuzz(
      {
        method: "PUT",
        url: () => `/api/policies/${someId(documentId)}`,
        body: documentBody,
        changes: ["documents", "revisions"],
        accepted: (res) => {
          const saved = res.json() as { content: { sections: { body: string }[] } };
          for (const s of saved.content.sections) expect(liveMarkupIn(s.body)).toEqual([]);
        },
      },
      example,
    );
  });

  it("PUT /api/policies/:id/review", async () => {
    const body = { nextReviewOn: "2027-03-31" };
    await fuzz(
      {
        method: "PUT",
        url: () => `/api/policies/${someId(documentId)}/review`,
        body: () => body,
        changes: ["documents"],
      },
      body,
    );
  });

  it("POST /api/policies/:id/revisions/:version/restore", async () => {
    const body = async () => ({ baseVersion: (await documentBody()).baseVersion });
    await fuzz(
      {
        method: "POST",
        url: () =>
          `/api/policies/${someId(documentId)}/revisions/${idTurn % 7 === 0 ? "99999999999" : "1"}/restore`,
        body,
        changes: ["documents", "revisions"],
        // The URL's version is checked before the body.
        related: { baseVersion: ["version"] },
      },
      { baseVersion: 1 },
    );
  });

  it("DELETE /api/policies/:id with hostile ids", async () => {
    const ids = fc.sample(hostileString, { seed: FUZZ_SEED + 1, numRuns: RUNS });
    for (const raw of ids) {
      const before = await snapshot();
      const id = encodeURIComponent(raw.replace(/[\ud800-\udfff]/gu, "")) || "%00";
      const res = await send(ctx.app, "DELETE", `/api/policies/${id}`, owner.client.cookie, null);
      expectCleanRefusal(res, null);
      expect(await snapshot()).toEqual(before);
    }
    await healthy();
  });

  it("PUT /api/account/notifications", async () => {
    const body = { emailNotifications: true, securityAlerts: true };
    await fuzz(
      { method: "PUT", url: () => "/api/account/notifications", body: () => body, changes: ["user"] },
      body,
    );
  });

  it("POST /api/account/delete (never with the real confirmation)", async () => {
    const body = { confirmation: "delete it" };
    await fuzz(
      {
        method: "POST",
        url: () => "/api/account/delete",
        body: () => body,
        changes: [],
        skip: (sent) =>
          typeof sent === "object" &&
          sent !== null &&
          typeof (sent as { confirmation?: unknown }).confirmation === "string" &&
          (sent as { confirmation: string }).confirmation.trim() === "DELETE",
      },
      body,
    );
  });

  it("PUT /api/auth/profile", async () => {
    const body = () => ({ firstName: "Alex", lastName: "Tester", email: owner.user.email });
    await fuzz(
      {
        method: "PUT",
        url: () => "/api/auth/profile",
        body,
        changes: ["user"],
        accepted: async (res) => {
          const me = await owner.client.get("/api/auth/user");
          expect(me.json()).toEqual(res.json());
          owner.user.email = (res.json() as { email: string }).email;
        },
      },
      body(),
    );
  });

  it("POST /api/auth/sign-up/email", async () => {
    const body = {
      email: "fuzzed-sign-up@example.com",
      password: "a long enough password",
      firstName: "F",
      lastName: "Z",
    };
    await fuzz(
      {
        method: "POST",
        url: () => "/api/auth/sign-up/email",
        body: () => body,
        // A new address gets an account and its welcome; a taken one (this body after the first
        // run) gets the same answer and its owner an e-mail instead.
        changes: ["users", "outbox"],
        accepted: (res) => expect(res.json()).toEqual({ message: SIGN_UP_ANSWER }),
        runs: Math.ceil(RUNS / 2),
      },
      body,
    );
  });

  it("POST /api/auth/sign-in/email", async () => {
    const body = () => ({ email: owner.user.email, password: "not the password" });
    await fuzz(
      { method: "POST", url: () => "/api/auth/sign-in/email", body, changes: [], runs: Math.ceil(RUNS / 2) },
      body(),
    );
  });

  it("POST /api/auth/change-password (never with the real password)", async () => {
    const body = { currentPassword: "not the password", newPassword: "another long password" };
    await fuzz(
      {
        method: "POST",
        url: () => "/api/auth/change-password",
        body: () => body,
        changes: [],
        runs: Math.ceil(RUNS / 2),
      },
      body,
    );
  });

  for (const [path, body] of [
    ["/api/auth/two-factor/enable", { password: "not the password" }],
    ["/api/auth/two-factor/verify-totp", { code: "123456", trustDevice: false }],
    ["/api/auth/two-factor/verify-backup-code", { code: "abcde-fghij" }],
    ["/api/auth/two-factor/disable", { password: "not the password", code: "123456" }],
  ] as const) {
    it(`POST ${path}`, async () => {
      await fuzz(
        { method: "POST", url: () => path, body: () => body, changes: [], runs: Math.ceil(RUNS / 2) },
        body,
      );
    });
  }

  it("POST to the auth library's other endpoints (from a throwaway session)", async () => {
    const paths = [
      "sign-out",
      "revoke-session",
      "revoke-sessions",
      "revoke-other-sessions",
      "send-verification-email",
      "set-password",
      "update-user",
      "change-email",
      "delete-user",
      "update-session",
      "link-social",
      "unlink-account",
      "refresh-token",
      "get-access-token",
      "sign-in/social",
      "two-factor/generate-backup-codes",
      "two-factor/get-totp-uri",
      "two-factor/send-otp",
      "two-factor/verify-otp",
      "no-such-endpoint",
    ];
    const example = {
      email: spare.user.email,
      password: "x",
      token: "t",
      newPassword: "y",
      callbackURL: "/",
    };
    let turn = 0;
    await fuzz(
      {
        method: "POST",
        url: () => `/api/auth/${paths[turn++ % paths.length]}`,
        body: () => example,
        changes: [],
        cookie: () => spare.client.cookie,
        namesFields: false,
      },
      example,
    );
  });

  it("POST /api/auth/request-password-reset", async () => {
    // An unknown address: the answer is the same as for a known one and nothing is stored or sent.
    const body = { email: "nobody-here@example.com" };
    await fuzz(
      {
        method: "POST",
        url: () => "/api/auth/request-password-reset",
        body: () => body,
        changes: ["outbox"],
      },
      body,
    );
  });

  it("POST /api/auth/reset-password (never with a real link)", async () => {
    const body = { token: "not-a-real-token", newPassword: "a long enough password" };
    await fuzz(
      {
        method: "POST",
        url: () => "/api/auth/reset-password",
        body: () => body,
        changes: [],
        namesFields: false,
      },
      body,
    );
  });

  it("POST /api/contact", async () => {
    const body = {
      name: "Pat",
      email: "pat@example.com",
      company: "Acme",
      phone: "0400 000 000",
      subject: "Question",
      message: "Hello there",
      inquiryType: "general",
    };
    await fuzz(
      { method: "POST", url: () => "/api/contact", body: () => body, changes: ["contactMessages", "outbox"] },
      body,
    );
  });

  it("POST /api/free-trial/generate", async () => {
    let n = 0;
    const body = () => ({
      businessName: "Trial Co",
      email: `trial-${++n}@example.com`,
      industry: "construction",
      employeeCount: "1-5",
      jurisdiction: "AU-NSW",
      businessDescription: "We build decks",
      safetyHazards: "Falls, power tools",
    });
    // An accepted trial's PDF is e-mailed after the answer: the next request's snapshot is taken
    // only once that e-mail is written, so it is not counted against a refusal.
    const emailed = async (res: { json(): unknown }) => {
      const { trialId } = res.json() as { trialId: string };
      const [trial] = await ctx.database.db.select().from(freeTrials).where(eq(freeTrials.id, trialId));
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const sent = await ctx.database.db.select().from(outbox).where(eq(outbox.to, trial!.email));
        if (sent.length > 0) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error("the trial's e-mail was never written");
    };
    await fuzz(
      {
        method: "POST",
        url: () => "/api/free-trial/generate",
        body,
        changes: ["freeTrials", "outbox"],
        accepted: emailed,
      },
      body(),
    );
  });

  it("POST /api/create-payment-intent", async () => {
    const body = { product: "core", amount: 49 };
    await fuzz(
      { method: "POST", url: () => "/api/create-payment-intent", body: () => body, changes: ["purchases"] },
      body,
    );
  });

  it("POST /api/get-or-create-subscription", async () => {
    const body = { plan: "core" };
    await fuzz(
      {
        method: "POST",
        url: () => "/api/get-or-create-subscription",
        body: () => body,
        changes: ["purchases"],
      },
      body,
    );
  });

  it("POST /api/payments/test-mode/confirm", async () => {
    const body = {
      clientSecret: "pi_test_secret_guess",
      cardNumber: "4242 4242 4242 4242",
      expiry: "12 / 34",
      cvc: "123",
    };
    await fuzz(
      { method: "POST", url: () => "/api/payments/test-mode/confirm", body: () => body, changes: [] },
      body,
    );
  });

  it("POST /api/stripe/webhook", async () => {
    const body = { id: "evt_1", type: "payment_intent.succeeded", data: { object: { id: "pi_1" } } };
    await fuzz({ method: "POST", url: () => "/api/stripe/webhook", body: () => body, changes: [] }, body);
  });

  it("refuses a body over the 2 MB limit with 413 on every write endpoint", async () => {
    const huge = JSON.stringify({ name: "x".repeat(2 * 1024 * 1024 + 10) });
    const writes: ["POST" | "PUT", string][] = [
      ["POST", "/api/businesses"],
      ["PUT", `/api/businesses/${businessId}`],
      ["POST", "/api/documents/generate"],
      ["PUT", `/api/policies/${documentId}`],
      ["POST", "/api/contact"],
      ["POST", "/api/auth/sign-up/email"],
      ["POST", "/api/stripe/webhook"],
    ];
    const before = await snapshot();
    for (const [method, url] of writes) {
      const res = await send(ctx.app, method, url, owner.client.cookie, {
        raw: { payload: huge, contentType: "application/json" },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(413);
      expectCleanRefusal(res, null);
    }
    expect(await snapshot()).toEqual(before);
    await healthy();
  });

  it("still serves the owner, whose session and data survived all of it", async () => {
    // No `__proto__` or `constructor.prototype` body reached a prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const me = await owner.client.get("/api/auth/user");
    expect(me.statusCode).toBe(200);
    const doc = await owner.client.get(`/api/policies/${documentId}`);
    expect(doc.statusCode).toBe(200);
    await healthy();
  });
});
