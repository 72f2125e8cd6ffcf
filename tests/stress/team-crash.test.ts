import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { openDatabase } from "../../src/server/db/client";
import {
  AppProcess,
  Browser,
  BUSINESS,
  type FreshDatabase,
  freshPostgresDatabase,
  inParallel,
  nextIp,
  query,
  signUp,
} from "./support";

/**
 * Working with others when a process dies: invitations accepted, drafts approved and versions
 * accepted by an outside reviewer, each sent to a process that is killed (kill -9) while it is
 * answering, then sent again to the other process as a phone retries. Nothing acknowledged is lost,
 * nothing is recorded twice, and every owner hears of every answer once.
 */
let database: FreshDatabase;
let a: AppProcess;
let b: AppProcess;

beforeAll(async () => {
  database = await freshPostgresDatabase();
  a = new AppProcess(database.url);
  b = new AppProcess(database.url);
  await Promise.all([a.start(), b.start()]);
});

afterAll(async () => {
  await a?.cleanup();
  await b?.cleanup();
  await database?.drop();
});

/** How many of each decision are in flight when the process dies. */
const EACH = 12;

type Outcome = { status: number; error?: string };

async function attempt(call: () => Promise<{ status: number }>): Promise<Outcome> {
  try {
    return { status: (await call()).status };
  } catch (error) {
    return { status: 0, error: String(error) };
  }
}

async function invitationTokens(emails: string[]) {
  const rows = await query<{ to: string; text: string }>(
    database.url,
    'select "to", text from outbox where topic = \'team:invitation\' and "to" = any($1) order by created_at',
    [emails],
  );
  const tokens = new Map<string, string>();
  for (const r of rows) tokens.set(r.to, /\/team\/join\/([A-Za-z0-9_-]+)/.exec(r.text)![1]!);
  return tokens;
}

describe("team decisions when a process is killed while answering", () => {
  it("keeps every invitation accepted, approval and acceptance once, and tells each owner once", async () => {
    // Two teams, set up on B: one approves before issue, the other sends issued documents to a builder.
    const approving = await signUp(b.url, "Approver");
    const sending = await signUp(b.url, "Sender");
    const admin = await openDatabase({ url: database.url });
    try {
      await grantCredits(admin.db, approving.email, "core", 100);
      await grantCredits(admin.db, sending.email, "core", 100);
    } finally {
      await admin.close();
    }
    const approvingBusiness = (
      await approving.browser.post("/api/businesses", { ...BUSINESS, name: "Approve Co" })
    ).json.id as string;
    const sendingBusiness = (await sending.browser.post("/api/businesses", { ...BUSINESS, name: "Send Co" }))
      .json.id as string;
    expect((await approving.browser.put("/api/team/settings", { approvalRequired: true })).status).toBe(200);

    // People invited to the approving team, each signed up with the address invited.
    const invitees = await inParallel(
      Array.from({ length: EACH }, (_, i) => i),
      4,
      (i) => signUp(b.url, `Joiner${i}`),
    );
    for (const person of invitees) {
      const invited = await approving.browser.post("/api/team/invitations", {
        email: person.email,
        role: "manager",
      });
      expect(invited.status, invited.text).toBe(201);
    }
    const tokens = await invitationTokens(invitees.map((p) => p.email));
    expect(tokens.size).toBe(EACH);

    // Drafts waiting for the owner's approval.
    const drafts = await inParallel(
      Array.from({ length: EACH }, (_, i) => i),
      4,
      async (i) => {
        const made = await approving.browser.post("/api/documents/generate", {
          businessId: approvingBusiness,
          documentType: "swms",
          metadata: { activity: "Roof sheeting", location: `${i + 1} Hill St` },
        });
        expect(made.status, made.text).toBe(201);
        return { id: made.json.id as string, version: made.json.version as number };
      },
    );

    // Issued documents sent to a builder for review.
    const sends = await inParallel(
      Array.from({ length: EACH }, (_, i) => i),
      4,
      async (i) => {
        const made = await sending.browser.post("/api/documents/generate", {
          businessId: sendingBusiness,
          documentType: "swms",
          metadata: { activity: "Roof sheeting", location: `${i + 1} Bay Rd` },
        });
        expect(made.status, made.text).toBe(201);
        const issued = await sending.browser.put(`/api/policies/${made.json.id}`, {
          content: made.json.content,
          baseVersion: made.json.version,
          status: "published",
        });
        expect(issued.status, issued.text).toBe(200);
        const sent = await sending.browser.post(`/api/policies/${made.json.id}/reviews`, {
          sendId: crypto.randomUUID(),
          email: `builder${i}@example.com`,
          organisation: "Acme Builders",
        });
        expect(sent.status, sent.text).toBe(201);
        return { policyId: made.json.id as string, token: (sent.json.url as string).split("/review/")[1]! };
      },
    );
    const reviewers = sends.map(() => new Browser(a.url, nextIp()));
    const answer = { decision: "accepted", name: "Jo Smith", organisation: "Acme Builders" };

    // Everyone acts on A at once; A is killed as soon as the first answers come back.
    for (const p of invitees) p.browser.baseUrl = a.url;
    approving.browser.baseUrl = a.url;
    const operations = [
      ...invitees.map(
        (p) => () =>
          p.browser.post(`/api/team/join/${tokens.get(p.email)}`, {}) as Promise<{ status: number }>,
      ),
      ...drafts.map(
        (d) => () => approving.browser.post(`/api/policies/${d.id}/approval/approve`, { version: d.version }),
      ),
      ...sends.map((s, i) => () => reviewers[i]!.post(`/api/review/${s.token}/response`, answer)),
    ];
    let answered = 0;
    let killing: Promise<void> | null = null;
    const first = await Promise.all(
      operations.map(async (run) => {
        const outcome = await attempt(run);
        if (outcome.status > 0) answered += 1;
        if (answered >= 3 && !killing) killing = a.stop("SIGKILL");
        return outcome;
      }),
    );
    await (killing ?? a.stop("SIGKILL"));
    const cut = first.filter((o) => o.status === 0).length;
    console.log(
      `kill -9 during team decisions: ${first.length - cut} answered by A, ${cut} cut off by the kill`,
    );
    // Every answer A gave was a success: it died, it did not fail.
    expect(first.filter((o) => o.status >= 300)).toEqual([]);

    // Each phone sends again to B, as a phone whose request was cut off retries; those that were
    // answered send again too, which must change nothing.
    for (const p of invitees) p.browser.baseUrl = b.url;
    approving.browser.baseUrl = b.url;
    for (const r of reviewers) r.baseUrl = b.url;
    const second = await Promise.all(operations.map((run) => attempt(run)));
    const joins = second.slice(0, EACH);
    // Cut off but stored by A before it died: the retry finds the join used, or the answer given.
    const storedUnanswered = second.filter(
      (o, i) =>
        first[i]!.status === 0 && ((i < EACH && o.status === 410) || (i >= 2 * EACH && o.status === 200)),
    ).length;
    console.log(
      `of those cut off, ${storedUnanswered} joins and answers had been stored by A before it died`,
    );
    // A join that A stored answers "already used" on retry; the person is in the team either way.
    for (const j of joins) expect([204, 410]).toContain(j.status);
    for (const o of second.slice(EACH)) expect([200, 201]).toContain(o.status);

    // Nothing lost: every invitee is a manager of the approving team.
    for (const p of invitees) {
      const team = await p.browser.get("/api/team");
      expect(team.json, p.email).toMatchObject({ role: "manager" });
    }
    // Nothing doubled: one membership each, one approval per draft, one answer per send.
    const members = await query<{ n: string }>(database.url, "select count(*) as n from team_members");
    expect(Number(members[0]!.n)).toBe(EACH);
    const approvals = await query<{ policy_id: string; n: string }>(
      database.url,
      "select policy_id, count(*) as n from policy_approvals where action = 'approved' and policy_id = any($1) group by policy_id",
      [drafts.map((d) => d.id)],
    );
    expect(approvals.map((r) => Number(r.n))).toEqual(Array(EACH).fill(1));
    const responses = await query<{ n: string }>(
      database.url,
      "select count(*) as n from review_responses r join review_requests q on q.id = r.request_id where q.policy_id = any($1)",
      [sends.map((s) => s.policyId)],
    );
    expect(Number(responses[0]!.n)).toBe(EACH);
    // The sending owner is told of each acceptance exactly once, even where A died before telling.
    const told = await query<{ topic: string; n: string }>(
      database.url,
      "select topic, count(*) as n from outbox where \"to\" = $1 and topic like 'review:accepted:%' group by topic",
      [sending.email],
    );
    expect(told).toHaveLength(EACH);
    expect(told.every((t) => Number(t.n) === 1)).toBe(true);
    // The drafts read as approved on either process.
    for (const d of drafts) {
      const state = await approving.browser.get(`/api/policies/${d.id}/approval`);
      expect(state.json).toMatchObject({ state: "approved", canIssue: true });
    }
  });
});
