import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { policyApprovals } from "../../src/server/db/schema";
import {
  type Client,
  createTestApp,
  type NewUser,
  newUser,
  signedInClient,
  type TestContext,
} from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { latestMail } from "../helpers/mail";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const run = promisify(execFile);

async function pdfText(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "safedraft-approval-"));
  const file = path.join(dir, "doc.pdf");
  writeFileSync(file, pdf);
  return (await run("pdftotext", [file, "-"])).stdout.replace(/\s+/g, " ");
}

async function wordText(docx: Buffer) {
  const xml = await (await JSZip.loadAsync(docx)).file("word/document.xml")!.async("string");
  return [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join("");
}

type Person = { client: Client; user: NewUser; id: string };
type Doc = {
  id: string;
  version: number;
  status: string;
  issue: number;
  content: Record<string, unknown> & { sections: { id: string; body: string }[] };
};

async function join(owner: Person, role: string, businessIds: string[] = []) {
  const user = newUser();
  const invited = await owner.client.post("/api/team/invitations", { email: user.email, role, businessIds });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = await latestMail(ctx, user.email.toLowerCase(), "team:invitation");
  const token = /\/team\/join\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  const person = await signedInClient(ctx.app, user);
  expect((await person.client.post(`/api/team/join/${token}`, {})).statusCode).toBe(204);
  return person;
}

/** An edit in the editor: the first section's text changes. */
async function edit(person: Person, doc: Doc, words: string) {
  const sections = doc.content.sections.map((s, i) => (i === 0 ? { ...s, body: `<p>${words}</p>` } : s));
  const res = await person.client.put(`/api/policies/${doc.id}`, {
    content: { ...doc.content, sections },
    baseVersion: doc.version,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Doc;
}

const issue = (person: Person, doc: Doc) =>
  person.client.put(`/api/policies/${doc.id}`, {
    content: doc.content,
    baseVersion: doc.version,
    status: "published",
  });

describe("approval before issue", () => {
  let owner: Person;
  let manager: Person;
  let supervisor: Person;
  let viewer: Person;
  let businessId: string;

  beforeAll(async () => {
    owner = await signedInClient(ctx.app, { firstName: "Jo", lastName: "Smith" });
    await grantCredits(ctx.database.db, owner.user.email, "core", 20);
    businessId = await createBusiness(owner.client, { ...businesses.nswBuilder, name: "Approval Builds" });
    manager = await join(owner, "manager");
    supervisor = await join(owner, "supervisor", [businessId]);
    viewer = await join(owner, "viewer");
  });

  let job = 0;
  async function newSwms(by: Person) {
    job += 1;
    const made = await by.client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { activity: "Roof sheeting", location: `${job} Smith St` },
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json() as Doc;
  }

  it("is off until the owner turns it on; only the owner may, and every member sees it", async () => {
    const before = await newSwms(supervisor);
    expect((await supervisor.client.get(`/api/policies/${before.id}/approval`)).json()).toMatchObject({
      required: false,
      state: "not-required",
      canIssue: true,
    });
    const refused = await manager.client.put("/api/team/settings", { approvalRequired: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Only the team's owner/);
    const bad = await owner.client.put("/api/team/settings", { approvalRequired: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("approvalRequired");
    const on = await owner.client.put("/api/team/settings", { approvalRequired: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().approvalRequired).toBe(true);
    expect((await supervisor.client.get("/api/team")).json().approvalRequired).toBe(true);
  });

  it("a supervisor submits, the owner approves, the supervisor issues and crew sign-on opens", async () => {
    const doc = await newSwms(supervisor);

    const blocked = await issue(supervisor, doc);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toMatch(/needs approval before it is issued.*submit this draft/);
    expect((await supervisor.client.post(`/api/policies/${doc.id}/sign-on`, {})).statusCode).not.toBe(201);

    const submitted = await supervisor.client.post(`/api/policies/${doc.id}/approval`, {
      version: doc.version,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ state: "submitted", canApprove: false, canIssue: false });
    expect(submitted.json().issueBlockedReason).toMatch(/Waiting for approval/);
    expect((await issue(supervisor, doc)).statusCode).toBe(409);

    const approved = await owner.client.post(`/api/policies/${doc.id}/approval/approve`, {
      version: doc.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      state: "approved",
      canIssue: true,
      latest: { action: "approved", revision: doc.version, by: "Jo Smith" },
    });
    expect(Date.parse(approved.json().latest.at)).toBeGreaterThan(Date.now() - 60_000);

    // Issuing with an edit slipped in is not what was approved.
    const slipped = await supervisor.client.put(`/api/policies/${doc.id}`, {
      content: { ...doc.content, title: "Not what was approved" },
      baseVersion: doc.version,
      status: "published",
    });
    expect(slipped.statusCode).toBe(409);

    const issued = await issue(supervisor, doc);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json()).toMatchObject({ status: "published" });
    expect((await supervisor.client.post(`/api/policies/${doc.id}/sign-on`, {})).statusCode).toBe(201);
  });

  it("records one submission and one approval when the same decision arrives twice at once", async () => {
    const doc = await newSwms(supervisor);
    // A double tap on Submit, then the owner and a manager approving at the same moment.
    const submits = await Promise.all(
      [1, 2, 3].map(() =>
        supervisor.client.post(`/api/policies/${doc.id}/approval`, { version: doc.version }),
      ),
    );
    expect(submits.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const approvals = await Promise.all(
      [owner, manager, owner].map((p) =>
        p.client.post(`/api/policies/${doc.id}/approval/approve`, { version: doc.version }),
      ),
    );
    expect(approvals.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await ctx.database.db
      .select({ action: policyApprovals.action, revision: policyApprovals.revision })
      .from(policyApprovals)
      .where(eq(policyApprovals.policyId, doc.id));
    expect(rows.map((r) => r.action).sort()).toEqual(["approved", "submitted"]);
    // The history names one submission and one approval of that save.
    const history = (await owner.client.get(`/api/policies/${doc.id}/revisions`)).json() as {
      version: number;
      approvals: { action: string }[];
    }[];
    const save = history.find((r) => r.version === doc.version)!;
    expect(save.approvals.map((a) => a.action)).toEqual(["submitted", "approved"]);
  });

  it("a returned draft carries the comment; revised and re-submitted, a manager approves it", async () => {
    const doc = await newSwms(supervisor);
    await supervisor.client.post(`/api/policies/${doc.id}/approval`, { version: doc.version });
    const sectionId = doc.content.sections[0]!.id;

    const noComment = await owner.client.post(`/api/policies/${doc.id}/approval/return`, {
      version: doc.version,
      comment: " ",
    });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.body).toContain("comment");
    const badSection = await owner.client.post(`/api/policies/${doc.id}/approval/return`, {
      version: doc.version,
      comment: "Fix it",
      sections: [{ sectionId: "no-such-section", comment: "Here" }],
    });
    expect(badSection.statusCode).toBe(400);
    expect(badSection.body).toContain("sections[0].sectionId");

    const returned = await owner.client.post(`/api/policies/${doc.id}/approval/return`, {
      version: doc.version,
      comment: "Add the edge protection details",
      sections: [{ sectionId, comment: "Name the scaffold supplier" }],
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const seen = (await supervisor.client.get(`/api/policies/${doc.id}/approval`)).json();
    expect(seen).toMatchObject({
      state: "returned",
      canIssue: false,
      latest: {
        action: "returned",
        by: "Jo Smith",
        comment: "Add the edge protection details",
        sections: [{ sectionId, comment: "Name the scaffold supplier" }],
      },
    });
    expect((await issue(supervisor, doc)).statusCode).toBe(409);

    const revised = await edit(supervisor, doc, "Edge protection by Acme Scaffold");
    const stale = await supervisor.client.post(`/api/policies/${doc.id}/approval`, { version: doc.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().currentVersion).toBe(revised.version);
    const again = await supervisor.client.post(`/api/policies/${doc.id}/approval`, {
      version: revised.version,
    });
    expect(again.json()).toMatchObject({ state: "submitted", latest: { revision: revised.version } });

    const approved = await manager.client.post(`/api/policies/${doc.id}/approval/approve`, {
      version: revised.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().latest.by).toContain(manager.user.lastName);
    expect((await issue(supervisor, revised)).statusCode).toBe(200);
  });

  it("the approval is printed in the exports and shown in the history, until the text changes", async () => {
    const doc = await newSwms(supervisor);
    await supervisor.client.post(`/api/policies/${doc.id}/approval`, { version: doc.version });
    const approved = (
      await owner.client.post(`/api/policies/${doc.id}/approval/approve`, { version: doc.version })
    ).json();
    const at = new Date(approved.latest.at);
    const time = at.toISOString().slice(11, 16);
    const issued = await issue(supervisor, doc);
    expect(issued.statusCode, issued.body).toBe(200);

    const pdf = await supervisor.client.get(`/api/policies/${doc.id}/export/pdf`);
    expect(pdf.statusCode).toBe(200);
    const words = await pdfText(pdf.rawPayload);
    expect(words).toContain("Approved for issue by");
    expect(words).toMatch(
      new RegExp(`Jo Smith, \\d{1,2} \\w+ \\d{4} ${time} UTC, revision ${doc.version} \\(version 1\\)`),
    );
    const docx = await supervisor.client.get(`/api/policies/${doc.id}/export/docx`);
    expect(await wordText(docx.rawPayload)).toContain(`UTC, revision ${doc.version} (version 1)`);

    const history = (await supervisor.client.get(`/api/policies/${doc.id}/revisions`)).json() as {
      version: number;
      approvals: { action: string; by: string }[];
    }[];
    const approvedSave = history.find((r) => r.version === doc.version)!;
    expect(approvedSave.approvals.map((a) => [a.action, a.by])).toEqual([
      ["submitted", expect.stringContaining(supervisor.user.lastName)],
      ["approved", "Jo Smith"],
    ]);

    // Once edited, the copy no longer shows an approval of text it does not hold.
    await edit(supervisor, issued.json(), "A change after issue");
    const draft = await supervisor.client.get(`/api/policies/${doc.id}/export/pdf`);
    expect(await pdfText(draft.rawPayload)).not.toContain("Approved for issue by");
  });

  it("an edit after approval voids it: the draft must be submitted again", async () => {
    const doc = await newSwms(supervisor);
    await supervisor.client.post(`/api/policies/${doc.id}/approval`, { version: doc.version });
    await owner.client.post(`/api/policies/${doc.id}/approval/approve`, { version: doc.version });
    const changed = await edit(supervisor, doc, "A change after approval");
    const state = (await supervisor.client.get(`/api/policies/${doc.id}/approval`)).json();
    expect(state).toMatchObject({ state: "voided", canIssue: false });
    expect(state.issueBlockedReason).toMatch(/submit it again/);
    const refused = await issue(supervisor, changed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/submit it again/);
    // Approving the old save is refused too: the approver must see what is there now.
    const old = await owner.client.post(`/api/policies/${doc.id}/approval/approve`, { version: doc.version });
    expect(old.statusCode).toBe(409);
  });

  it("a supervisor and a viewer cannot approve or return; a viewer cannot submit", async () => {
    const doc = await newSwms(supervisor);
    await supervisor.client.post(`/api/policies/${doc.id}/approval`, { version: doc.version });
    for (const person of [supervisor, viewer]) {
      const approve = await person.client.post(`/api/policies/${doc.id}/approval/approve`, {
        version: doc.version,
      });
      expect(approve.statusCode).toBe(403);
      expect(approve.json().message).toMatch(/Only the team's owner or a manager can approve/);
      const ret = await person.client.post(`/api/policies/${doc.id}/approval/return`, {
        version: doc.version,
        comment: "No",
      });
      expect(ret.statusCode).toBe(403);
    }
    expect(
      (await viewer.client.post(`/api/policies/${doc.id}/approval`, { version: doc.version })).statusCode,
    ).toBe(403);
    expect((await supervisor.client.get(`/api/policies/${doc.id}/approval`)).json().state).toBe("submitted");
  });

  it("another team's people get 404 for the document's approval", async () => {
    const doc = await newSwms(supervisor);
    const stranger = await signedInClient(ctx.app);
    const otherManager = await join(stranger, "manager");
    for (const person of [stranger, otherManager]) {
      expect((await person.client.get(`/api/policies/${doc.id}/approval`)).statusCode).toBe(404);
      expect(
        (await person.client.post(`/api/policies/${doc.id}/approval`, { version: doc.version })).statusCode,
      ).toBe(404);
      const approve = await person.client.post(`/api/policies/${doc.id}/approval/approve`, {
        version: doc.version,
      });
      expect(approve.statusCode).toBe(404);
    }
    expect((await supervisor.client.get(`/api/policies/${doc.id}/approval`)).json().state).toBe("none");
  });

  it("the owner may name one manager to approve; another manager is told who approves, and the approval falls back when that manager leaves", async () => {
    const named = await join(owner, "manager");
    const namedId = (await named.client.get("/api/auth/user")).json().id as string;
    const supervisorId = (await supervisor.client.get("/api/auth/user")).json().id as string;
    const notAManager = await owner.client.put("/api/team/settings", {
      approvalRequired: true,
      approverId: supervisorId,
    });
    expect(notAManager.statusCode).toBe(400);
    expect(notAManager.json().errors.map((e: { field: string }) => e.field)).toContain("approverId");
    const set = await owner.client.put("/api/team/settings", { approvalRequired: true, approverId: namedId });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().approverId).toBe(namedId);
    // The switch alone, as the settings screen's box sends it, keeps the approver.
    const kept = await owner.client.put("/api/team/settings", { approvalRequired: true });
    expect(kept.json().approverId).toBe(namedId);

    const doc = await newSwms(supervisor);
    await supervisor.client.post(`/api/policies/${doc.id}/approval`, { version: doc.version });
    const seen = (await manager.client.get(`/api/policies/${doc.id}/approval`)).json();
    expect(seen).toMatchObject({
      canApprove: false,
      approverName: `${named.user.firstName} ${named.user.lastName}`,
    });
    const refused = await manager.client.post(`/api/policies/${doc.id}/approval/approve`, {
      version: doc.version,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(
      `approved by ${named.user.firstName} ${named.user.lastName} or the team's owner`,
    );
    const notReturned = await manager.client.post(`/api/policies/${doc.id}/approval/return`, {
      version: doc.version,
      comment: "Not mine to return",
    });
    expect(notReturned.statusCode).toBe(403);
    expect((await named.client.get(`/api/policies/${doc.id}/approval`)).json().canApprove).toBe(true);
    expect((await owner.client.get(`/api/policies/${doc.id}/approval`)).json().canApprove).toBe(true);
    const approved = await named.client.post(`/api/policies/${doc.id}/approval/approve`, {
      version: doc.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().latest).toMatchObject({
      action: "approved",
      by: `${named.user.firstName} ${named.user.lastName}`,
    });

    // The named manager leaves: no draft is left with no one to approve it.
    expect((await owner.client.delete(`/api/team/members/${namedId}`)).statusCode).toBe(204);
    const next = await newSwms(supervisor);
    await supervisor.client.post(`/api/policies/${next.id}/approval`, { version: next.version });
    expect((await manager.client.get(`/api/policies/${next.id}/approval`)).json()).toMatchObject({
      canApprove: true,
      approverName: null,
    });
    expect(
      (await manager.client.post(`/api/policies/${next.id}/approval/approve`, { version: next.version }))
        .statusCode,
    ).toBe(200);
    expect((await owner.client.get("/api/team")).json().approverId).toBeNull();
  });

  it("turned off again, a draft issues without approval", async () => {
    const doc = await newSwms(supervisor);
    await owner.client.put("/api/team/settings", { approvalRequired: false });
    try {
      expect((await issue(supervisor, doc)).statusCode).toBe(200);
    } finally {
      await owner.client.put("/api/team/settings", { approvalRequired: true });
    }
  });
});
