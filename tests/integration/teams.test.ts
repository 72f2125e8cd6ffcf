import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { teamInvitations } from "../../src/server/db/schema";
import {
  type Client,
  createTestApp,
  type NewUser,
  newUser,
  sameCallerOn,
  secondApp,
  signedInClient,
  type TestContext,
} from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { latestMail } from "../helpers/mail";

let ctx: TestContext;
let clock = Date.now();
beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => new Date(clock) });
});
afterAll(() => ctx.close());

type Person = { client: Client; user: NewUser; id: string };

/** The token of the invitation link e-mailed to `email`. */
async function invitationToken(email: string) {
  const mail = await latestMail(ctx, email.toLowerCase(), "team:invitation");
  if (!mail) throw new Error(`no invitation e-mail to ${email}`);
  const match = /\/team\/join\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no join link in:\n${mail.text}`);
  return match[1]!;
}

async function invite(owner: Person, body: Record<string, unknown>) {
  const res = await owner.client.post("/api/team/invitations", body);
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as string, token: await invitationToken(body.email as string) };
}

/** A new person signs up with the invited address and accepts. */
async function join(owner: Person, role: string, businessIds: string[] = []) {
  const user = newUser();
  const { token } = await invite(owner, { email: user.email, role, businessIds });
  const person = await signedInClient(ctx.app, user);
  const accepted = await person.client.post(`/api/team/join/${token}`, {});
  expect(accepted.statusCode, accepted.body).toBe(204);
  return person;
}

describe("team invitations", () => {
  let owner: Person;
  let businessId: string;
  beforeAll(async () => {
    owner = await signedInClient(ctx.app, { firstName: "Olive", lastName: "Owner" });
    businessId = await createBusiness(owner.client, { ...businesses.nswBuilder, name: "Olive Builds" });
  });

  it("e-mails a single-use link, stored only as its hash, that the invitee accepts once", async () => {
    const user = newUser();
    const { id, token } = await invite(owner, { email: user.email.toUpperCase(), role: "manager" });
    const mail = await latestMail(ctx, user.email, "team:invitation");
    expect(mail!.replyTo).toBe(owner.user.email);
    expect(mail!.text).toContain("manager");
    const [row] = await ctx.database.db.select().from(teamInvitations).where(eq(teamInvitations.id, id));
    expect(JSON.stringify(row)).not.toContain(token);

    const person = await signedInClient(ctx.app, user);
    const preview = await person.client.get(`/api/team/join/${token}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      ownerEmail: owner.user.email,
      role: "manager",
      email: user.email,
    });

    const pending = (await owner.client.get("/api/team")).json();
    expect(pending.invitations.map((i: { email: string }) => i.email)).toContain(user.email);

    expect((await person.client.post(`/api/team/join/${token}`, {})).statusCode).toBe(204);
    const again = await person.client.post(`/api/team/join/${token}`, {});
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/already been used/);

    const mine = (await person.client.get("/api/team")).json();
    expect(mine).toMatchObject({ role: "manager", owner: { email: owner.user.email } });
    const team = (await owner.client.get("/api/team")).json();
    expect(team.members).toEqual([expect.objectContaining({ email: user.email, role: "manager" })]);
    expect(team.invitations.map((i: { email: string }) => i.email)).not.toContain(user.email);
    // The manager works on the team's businesses.
    const listed = (await person.client.get("/api/businesses")).json();
    expect(JSON.stringify(listed)).toContain("Olive Builds");
  });

  it("refuses a revoked, an expired, an unknown and someone else's invitation", async () => {
    const revokedUser = newUser();
    const revoked = await invite(owner, { email: revokedUser.email, role: "viewer" });
    expect((await owner.client.delete(`/api/team/invitations/${revoked.id}`)).statusCode).toBe(204);
    expect((await owner.client.delete(`/api/team/invitations/${revoked.id}`)).statusCode).toBe(404);
    const revokedPerson = await signedInClient(ctx.app, revokedUser);
    const r = await revokedPerson.client.post(`/api/team/join/${revoked.token}`, {});
    expect(r.statusCode).toBe(410);
    expect(r.json().message).toMatch(/withdrew/);

    const lateUser = newUser();
    const late = await invite(owner, { email: lateUser.email, role: "viewer" });
    const latePerson = await signedInClient(ctx.app, lateUser);
    clock += 8 * 86_400_000;
    try {
      const res = await latePerson.client.post(`/api/team/join/${late.token}`, {});
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toMatch(/expired/);
    } finally {
      clock -= 8 * 86_400_000;
    }

    expect((await latePerson.client.get("/api/team/join/not-a-real-token")).statusCode).toBe(404);

    const otherUser = newUser();
    const forOther = await invite(owner, { email: otherUser.email, role: "viewer" });
    const wrong = await signedInClient(ctx.app);
    const res = await wrong.client.post(`/api/team/join/${forOther.token}`, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain(otherUser.email);
  });

  it("replaces a pending invitation when the same address is invited again, so only the latest link works", async () => {
    const user = newUser();
    const first = await invite(owner, { email: user.email, role: "viewer" });
    // The e-mail never came, or the answer was lost: the owner sends it again, as a manager now.
    const second = await invite(owner, { email: user.email, role: "manager" });
    const pending = (await owner.client.get("/api/team")).json().invitations as {
      email: string;
      role: string;
    }[];
    expect(pending.filter((i) => i.email === user.email.toLowerCase())).toEqual([
      expect.objectContaining({ role: "manager" }),
    ]);
    const person = await signedInClient(ctx.app, user);
    const old = await person.client.post(`/api/team/join/${first.token}`, {});
    expect(old.statusCode).toBe(410);
    expect(old.json().message).toMatch(/newer invitation was sent to this address/);
    expect((await person.client.post(`/api/team/join/${second.token}`, {})).statusCode).toBe(204);
    expect((await person.client.get("/api/team")).json()).toMatchObject({ role: "manager" });
  });

  it("names the field of a bad invitation, and another team's business is not given", async () => {
    const bad = await owner.client.post("/api/team/invitations", { email: "not an address", role: "boss" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("email");
    expect(bad.json().message).toContain("role");
    const noBusiness = await owner.client.post("/api/team/invitations", {
      email: newUser().email,
      role: "supervisor",
    });
    expect(noBusiness.statusCode).toBe(400);
    expect(noBusiness.json().message).toContain("businessIds");
    const stranger = await signedInClient(ctx.app);
    const theirs = await createBusiness(stranger.client, { ...businesses.nswBuilder, name: "Not Olive's" });
    const stolen = await owner.client.post("/api/team/invitations", {
      email: newUser().email,
      role: "supervisor",
      businessIds: [businessId, theirs],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toContain("businessIds");
  });

  it("does not let an account that holds its own businesses or credits join (409 saying why)", async () => {
    const withBusiness = newUser();
    const { token } = await invite(owner, { email: withBusiness.email, role: "manager" });
    const person = await signedInClient(ctx.app, withBusiness);
    await createBusiness(person.client, { ...businesses.nswBuilder, name: "My Own Co" });
    const res = await person.client.post(`/api/team/join/${token}`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already holds its own businesses, documents or credits/);
    expect(res.json().message).toMatch(/invite another e-mail address/);

    const withCredits = newUser();
    const second = await invite(owner, { email: withCredits.email, role: "manager" });
    const buyer = await signedInClient(ctx.app, withCredits);
    await grantCredits(ctx.database.db, withCredits.email, "core", 1);
    expect((await buyer.client.post(`/api/team/join/${second.token}`, {})).statusCode).toBe(409);

    // A member of one team cannot join a second.
    const other = await signedInClient(ctx.app);
    const member = await join(owner, "viewer");
    const { token: secondTeam } = await invite(other, { email: member.user.email, role: "manager" });
    const twice = await member.client.post(`/api/team/join/${secondTeam}`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already a member of a team/);
  });

  it("lets a person into one team when they accept two invitations at once", async () => {
    const other = await signedInClient(ctx.app);
    const user = newUser();
    const first = await invite(owner, { email: user.email, role: "viewer" });
    const second = await invite(other, { email: user.email, role: "manager" });
    const person = await signedInClient(ctx.app, user);
    const answers = await Promise.all([
      person.client.post(`/api/team/join/${first.token}`, {}),
      person.client.post(`/api/team/join/${second.token}`, {}),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
  });

  it("limits how many invitations a team sends an hour, in the shared store", async () => {
    const busy = await signedInClient(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push(
        (await busy.client.post("/api/team/invitations", { email: newUser().email, role: "viewer" }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another process counts against the same allowance.
    const other = await secondApp(ctx);
    try {
      const there = await sameCallerOn(other, busy.client).post("/api/team/invitations", {
        email: newUser().email,
        role: "viewer",
      });
      expect(there.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe("roles", () => {
  let owner: Person;
  let businessId: string;
  let docId: string;
  beforeAll(async () => {
    owner = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, owner.user.email, "core", 3);
    businessId = await createBusiness(owner.client, { ...businesses.nswBuilder, name: "Role Builds" });
    const doc = await owner.client.post("/api/documents/generate", { businessId, documentType: "policy" });
    expect(doc.statusCode, doc.body).toBe(201);
    docId = doc.json().id;
  });

  it("a member generating spends the team's credits", async () => {
    const manager = await join(owner, "manager");
    const before = (await owner.client.get("/api/user/credits")).json().credits.core;
    const res = await manager.client.post("/api/documents/generate", {
      businessId,
      documentType: "risk-assessment",
      metadata: { scope: "Whole site" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await owner.client.get("/api/user/credits")).json().credits.core).toBe(before - 1);
    expect((await manager.client.get("/api/user/credits")).json().credits.core).toBe(before - 1);
    // The document is the team's: the owner sees it; its versions carry the manager's name.
    const doc = (await owner.client.get(`/api/policies/${res.json().id}`)).json();
    const saved = await manager.client.put(`/api/policies/${doc.id}`, {
      content: doc.content,
      baseVersion: doc.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const revisions = (await owner.client.get(`/api/policies/${doc.id}/revisions`)).json();
    expect(revisions[0].authorName).toContain(manager.user.lastName);
    // The member generated it, so the first version names them too.
    expect(revisions.at(-1).authorName).toContain(manager.user.lastName);
  });

  it("a viewer reads and exports, and every write is 403 with a clear message", async () => {
    const viewer = await join(owner, "viewer");
    expect((await viewer.client.get(`/api/policies/${docId}`)).statusCode).toBe(200);
    expect((await viewer.client.get(`/api/policies/${docId}/export/docx`)).statusCode).toBe(200);
    const write = await viewer.client.delete(`/api/policies/${docId}`);
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toMatch(/viewer: you can read and export/);
    const generate = await viewer.client.post("/api/documents/generate", {
      businessId,
      documentType: "policy",
    });
    expect(generate.statusCode).toBe(403);
    expect((await owner.client.get(`/api/policies/${docId}`)).statusCode).toBe(200);
    // The dashboard's ask for a free trial is answered without a refusal, and claims nothing.
    const claim = await viewer.client.post("/api/free-trial/claim", {});
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json()).toEqual({ claimed: false });
  });

  it("a manager has no billing and no members", async () => {
    const manager = await join(owner, "manager");
    for (const [method, url] of [
      ["GET", "/api/billing"],
      ["POST", "/api/create-payment-intent"],
      ["GET", "/api/account/billing-details"],
      ["POST", "/api/team/invitations"],
    ] as const) {
      const res = await manager.client.request(
        method,
        url,
        method === "GET" ? undefined : { product: "core" },
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toMatch(/Only the team's owner/);
    }
  });

  it("a change of role counts on the member's next request; leaving takes them out", async () => {
    const member = await join(owner, "manager");
    expect(
      (await member.client.put(`/api/policies/${docId}/review`, { nextReviewOn: "2027-05-01" })).statusCode,
    ).toBe(200);
    const changed = await owner.client.put(`/api/team/members/${member.id}`, { role: "viewer" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await member.client.put(`/api/policies/${docId}/review`, { nextReviewOn: "2027-05-02" })).statusCode,
    ).toBe(403);
    expect((await member.client.post("/api/team/leave", {})).statusCode).toBe(204);
    expect((await member.client.get(`/api/policies/${docId}`)).statusCode).toBe(404);
    expect((await member.client.get("/api/team")).json().role).toBe("owner");
    expect((await member.client.post("/api/team/leave", {})).statusCode).toBe(409);
  });

  it("removing a member ends their sessions at once, on every process", async () => {
    const member = await join(owner, "manager");
    const other = await secondApp(ctx);
    try {
      const there = sameCallerOn(other, member.client);
      // Each process has checked (and cached) the member's session.
      expect((await member.client.get(`/api/policies/${docId}`)).statusCode).toBe(200);
      expect((await there.get(`/api/policies/${docId}`)).statusCode).toBe(200);
      expect((await there.get(`/api/policies/${docId}`)).statusCode).toBe(200);
      const removed = await owner.client.delete(`/api/team/members/${member.id}`);
      expect(removed.statusCode).toBe(204);
      expect((await there.get(`/api/policies/${docId}`)).statusCode).toBe(401);
      expect((await member.client.get(`/api/policies/${docId}`)).statusCode).toBe(401);
      expect(
        (await owner.client.get("/api/team")).json().members.map((m: { userId: string }) => m.userId),
      ).not.toContain(member.id);
      // Another team's owner cannot remove anyone of this team.
      const keep = await join(owner, "viewer");
      const stranger = await signedInClient(ctx.app);
      expect((await stranger.client.delete(`/api/team/members/${keep.id}`)).statusCode).toBe(404);
      expect((await keep.client.get(`/api/policies/${docId}`)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("a member of one team gets 404 for another team's data", async () => {
    const otherOwner = await signedInClient(ctx.app);
    const otherBusiness = await createBusiness(otherOwner.client, {
      ...businesses.nswBuilder,
      name: "Elsewhere",
    });
    const manager = await join(owner, "manager");
    expect((await manager.client.get(`/api/businesses/${otherBusiness}`)).statusCode).toBe(404);
    expect(
      (
        await manager.client.put(`/api/businesses/${otherBusiness}`, {
          ...businesses.nswBuilder,
          name: "Mine now",
        })
      ).statusCode,
    ).toBe(404);
    expect((await otherOwner.client.get(`/api/businesses/${otherBusiness}`)).json().name).toBe("Elsewhere");
  });
});

describe("the next job from the last one, by a member", () => {
  it("names the member who asked as the new document's preparer, from a document or a template", async () => {
    const owner = await signedInClient(ctx.app, { firstName: "Opal", lastName: "Owner" });
    await grantCredits(ctx.database.db, owner.user.email, "core", 4);
    const businessId = await createBusiness(owner.client, { ...businesses.nswBuilder, name: "Opal Builds" });
    const source = await owner.client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { activity: "Sewer trench excavation", location: "12 Smith St, Parramatta" },
    });
    expect(source.statusCode, source.body).toBe(201);
    const template = await owner.client.post(`/api/documents/${source.json().id}/template`, {
      name: "Trench",
    });
    expect(template.statusCode, template.body).toBe(201);
    const manager = await join(owner, "manager");

    const made = [
      await manager.client.post(`/api/documents/${source.json().id}/new-job`, {
        businessId,
        requestId: crypto.randomUUID(),
        metadata: { activity: "Sewer trench excavation", location: "7 Quarry Rd, Penrith" },
      }),
      await manager.client.post(`/api/templates/${template.json().id}/generate`, {
        businessId,
        requestId: crypto.randomUUID(),
        metadata: { activity: "Sewer trench excavation", location: "3 Creek Rd, Windsor" },
      }),
    ];
    for (const res of made) {
      expect(res.statusCode, res.body).toBe(201);
      const { document } = res.json();
      // The document control block and the first version name the manager, not the owner.
      expect(document.content.footer.createdBy).toContain(manager.user.lastName);
      expect(document.content.footer.createdBy).not.toContain("Opal");
      const revisions = (await owner.client.get(`/api/policies/${document.id}/revisions`)).json();
      expect(revisions.at(-1).authorName).toContain(manager.user.lastName);
    }
  });
});

describe("a supervisor", () => {
  it("sees and works on only the businesses given, spending the team's credits", async () => {
    const owner = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, owner.user.email, "core", 4);
    const given = await createBusiness(owner.client, { ...businesses.nswBuilder, name: "Given Site Works" });
    const hidden = await createBusiness(owner.client, {
      ...businesses.nswBuilder,
      name: "Hidden Head Office",
    });
    const hiddenDoc = (
      await owner.client.post("/api/documents/generate", { businessId: hidden, documentType: "policy" })
    ).json().id as string;
    const supervisor = await join(owner, "supervisor", [given]);

    const listed = (await supervisor.client.get("/api/businesses")).json() as { id: string; name: string }[];
    expect(listed.map((b) => b.name)).toEqual(["Given Site Works"]);
    expect((await supervisor.client.get(`/api/businesses/${hidden}`)).statusCode).toBe(404);
    expect((await supervisor.client.get(`/api/policies/${hiddenDoc}`)).statusCode).toBe(404);
    expect((await supervisor.client.get(`/api/policies?businessId=${hidden}`)).statusCode).toBe(404);
    const ungranted = await supervisor.client.post("/api/documents/generate", {
      businessId: hidden,
      documentType: "risk-assessment",
      metadata: { scope: "Whole site" },
    });
    expect(ungranted.statusCode).toBe(404);

    const made = await supervisor.client.post("/api/documents/generate", {
      businessId: given,
      documentType: "swms",
      metadata: { activity: "Roof sheeting", location: "12 Smith St" },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await owner.client.get("/api/user/credits")).json().credits.core).toBe(2);
    const all = (await supervisor.client.get("/api/policies")).json() as { businessId: string }[];
    expect(all.length).toBe(1);
    expect(all.every((d) => d.businessId === given)).toBe(true);
    const compliance = await supervisor.client.get("/api/compliance");
    expect(compliance.body).not.toContain("Hidden Head Office");
    const exported = await supervisor.client.get("/api/account/export");
    expect(exported.body).toContain("Given Site Works");
    expect(exported.body).not.toContain("Hidden Head Office");

    // Issue the SWMS and run crew sign-on on it.
    const doc = made.json();
    const issued = await supervisor.client.put(`/api/policies/${doc.id}`, {
      content: doc.content,
      baseVersion: doc.version,
      status: "published",
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect((await supervisor.client.post(`/api/policies/${doc.id}/sign-on`, {})).statusCode).toBe(201);

    // Business-wide changes are the owner's or a manager's.
    const remove = await supervisor.client.delete(`/api/businesses/${given}`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toMatch(/owner or a manager/);

    // New grants count on the next request.
    const moved = await owner.client.put(`/api/team/members/${supervisor.id}`, {
      role: "supervisor",
      businessIds: [hidden],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await supervisor.client.get(`/api/policies/${doc.id}`)).statusCode).toBe(404);
    expect((await supervisor.client.get(`/api/policies/${hiddenDoc}`)).statusCode).toBe(200);
  });
});
