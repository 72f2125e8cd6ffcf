import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../src/server/db/schema";
import { Client, createTestApp, type TestContext } from "../helpers/app";

const run = promisify(execFile);
const NETWORK_LIMIT =
  "The free trial limit for your network has been reached today. Please try again tomorrow or create an account.";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let n = 0;
const trial = (overrides: Record<string, unknown> = {}) => ({
  businessName: "Bristol Print Works",
  email: `trial-${Date.now()}-${++n}@example.com`,
  industry: "manufacturing",
  employeeCount: "6-19",
  jurisdiction: "UK-GB",
  businessDescription: "Commercial printing and finishing for local businesses.",
  safetyHazards: "Guillotines, solvent-based inks, manual handling of paper stock.",
  ...overrides,
});

describe("free trial", () => {
  it("needs no sign-in and returns one basic policy for the chosen jurisdiction", async () => {
    const res = await new Client(ctx.app).post("/api/free-trial/generate", trial());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toContain("Bristol Print Works");
    expect(body.content.documentType).toBe("policy");
    expect(body.content.complianceReferences.authority).toMatch(/Health and Safety Executive/);
    expect(body.text).toContain("Health and Safety at Work etc. Act 1974");
    expect(body.text).toContain("solvent-based inks");
    expect(body.text).not.toMatch(/OSHA|PCBU|Safe Work Australia/);
  });

  it("gives each field its own message", async () => {
    const res = await new Client(ctx.app).post("/api/free-trial/generate", {
      businessName: " ",
      email: "not-an-email",
      industry: "",
      employeeCount: "",
      jurisdiction: "",
      businessDescription: "",
      safetyHazards: "",
    });
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(errors).toEqual({
      businessName: "Business name is required",
      email: "Please enter a valid email address",
      industry: "Please select an industry",
      employeeCount: "Please select employee count",
      jurisdiction: "Please select your location",
      businessDescription: "Please tell us about your business",
      safetyHazards: "Please describe some safety hazards of your business",
    });
  });

  it("allows one trial per e-mail address", async () => {
    const body = trial();
    const client = new Client(ctx.app);
    expect((await client.post("/api/free-trial/generate", body)).statusCode).toBe(200);
    const again = await new Client(ctx.app).post("/api/free-trial/generate", {
      ...body,
      email: body.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("already been used with this email");
  });

  it("counts an address with a +tag or in other letters as the same address", async () => {
    const base = `alex.${Date.now()}`;
    const first = await new Client(ctx.app).post(
      "/api/free-trial/generate",
      trial({ email: `${base}@example.com` }),
    );
    expect(first.statusCode).toBe(200);
    for (const email of [`${base}+again@example.com`, `${base.toUpperCase()}+X@Example.COM`]) {
      const again = await new Client(ctx.app).post("/api/free-trial/generate", trial({ email }));
      expect(again.statusCode, email).toBe(409);
      expect(again.json().message).toContain("already been used with this email");
    }
    // A tagged address first also holds the untagged one.
    const tagged = `sam.${Date.now()}`;
    expect(
      (
        await new Client(ctx.app).post(
          "/api/free-trial/generate",
          trial({ email: `${tagged}+a@example.com` }),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await new Client(ctx.app).post("/api/free-trial/generate", trial({ email: `${tagged}@example.com` })))
        .statusCode,
    ).toBe(409);
  });

  it("lets one network take 50 trials a day by default (an office, a mobile carrier), then says why not", async () => {
    const office = "198.51.100.7";
    for (let i = 0; i < 50; i++) {
      const res = await new Client(ctx.app, office).post("/api/free-trial/generate", trial());
      expect(res.statusCode, `trial ${i + 1}`).toBe(200);
    }
    const over = await new Client(ctx.app, office).post("/api/free-trial/generate", trial());
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(NETWORK_LIMIT);
    // Another network is not affected.
    expect((await new Client(ctx.app).post("/api/free-trial/generate", trial())).statusCode).toBe(200);
  });

  describe("with FREE_TRIALS_PER_NETWORK_PER_DAY set", () => {
    let limited: TestContext;
    beforeAll(async () => {
      limited = await createTestApp({ FREE_TRIALS_PER_NETWORK_PER_DAY: "3" });
    });
    afterAll(() => limited.close());

    it("limits trials from one network address per day to that number", async () => {
      const client = new Client(limited.app);
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await client.post("/api/free-trial/generate", trial())).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it("counts every IPv6 address of one /64 network as one network address", async () => {
      const statuses = [];
      for (let i = 1; i <= 4; i++) {
        const client = new Client(limited.app, `2001:db8:5:6:${i}::${i}`);
        statuses.push((await client.post("/api/free-trial/generate", trial())).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const neighbour = new Client(limited.app, "2001:db8:5:7::1");
      expect((await neighbour.post("/api/free-trial/generate", trial())).statusCode).toBe(200);
    });
  });

  it("writes for the trial's own industries and bands", async () => {
    const res = await new Client(ctx.app).post(
      "/api/free-trial/generate",
      trial({ industry: "education", employeeCount: "100+", jurisdiction: "AU-QLD" }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().text).toContain("Work Health and Safety Act 2011 (Qld)");
    expect(res.json().text).toContain("Education");
  });
});

describe("the trial's hazards", () => {
  it("are the ones the visitor typed, on top of the industry's", async () => {
    const typed = await new Client(ctx.app).post(
      "/api/free-trial/generate",
      trial({ safetyHazards: "Welding fumes, abrasive blasting, heat and FIFO rosters" }),
    );
    const plain = await new Client(ctx.app).post(
      "/api/free-trial/generate",
      trial({ safetyHazards: "Paper cuts from the guillotine" }),
    );
    for (const name of [
      "Hot work (welding, cutting, grinding)",
      "Dust (silica, wood, grain, metal and other dusts)",
      // A print works' heat, in the wording written for factories.
      "Heat from furnaces, ovens and hot processes, and cold stores",
    ]) {
      expect(typed.json().text).toContain(name);
      expect(plain.json().text).not.toContain(name);
    }
  });
});

describe("free trial PDF", () => {
  it("downloads the trial's policy as a PDF with a watermark on every page, only with its token", async () => {
    const client = new Client(ctx.app);
    const body = (await client.post("/api/free-trial/generate", trial())).json();
    expect(body.pdfUrl).toMatch(/^\/api\/free-trial\/[0-9a-f-]{36}\/pdf\?token=[\w-]{20,}$/);

    const res = await new Client(ctx.app).get(body.pdfUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    // Named as an account's exports are: the type, the business and the day, in safe characters.
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Health-and-Safety-Policy_Bristol-Print-Works_${new Date().toISOString().slice(0, 10)}.pdf"`,
    );
    const dir = mkdtempSync(path.join(tmpdir(), "safedraft-trial-"));
    writeFileSync(path.join(dir, "trial.pdf"), res.rawPayload);
    const { stdout: info } = await run("pdfinfo", [path.join(dir, "trial.pdf")]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    const { stdout: text } = await run("pdftotext", ["-raw", path.join(dir, "trial.pdf"), "-"]);
    // The watermark is set diagonally, so pdftotext breaks it across lines.
    expect(text.replace(/\s+/g, " ").match(/FREE TRIAL · SafeDraft/g)).toHaveLength(pages);
    expect(text).toContain("Health and Safety at Work etc. Act 1974");

    const wrongToken = body.pdfUrl.replace(/token=.*/, "token=not-the-token-at-all-xx");
    expect((await new Client(ctx.app).get(wrongToken)).statusCode).toBe(404);
    expect((await new Client(ctx.app).get(body.pdfUrl.replace(/\?.*/, ""))).statusCode).toBe(400);
  });
});

describe("the trial PDF link", () => {
  const DAY = 24 * 60 * 60 * 1000;
  let clock = new Date("2026-11-24T09:00:00Z");
  let timed: TestContext;
  beforeAll(async () => {
    timed = await createTestApp({ FREE_TRIAL_LINK_DAYS: "2" }, { now: () => clock });
  });
  afterAll(() => timed.close());

  it("works for the configured number of days, then answers 410 saying so", async () => {
    clock = new Date("2026-11-24T09:00:00Z");
    const body = (await new Client(timed.app).post("/api/free-trial/generate", trial())).json();
    expect(body.pdfExpiresAt).toBe("2026-11-26T09:00:00.000Z");

    clock = new Date(clock.getTime() + 2 * DAY - 60_000);
    const inTime = await new Client(timed.app).get(body.pdfUrl);
    expect(inTime.statusCode).toBe(200);
    expect(inTime.headers["content-type"]).toBe("application/pdf");

    clock = new Date("2026-11-26T09:00:00Z");
    const late = await new Client(timed.app).get(body.pdfUrl);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(
      "This download link has expired: free trial links work for 2 days. Create an account to generate, edit and export your documents.",
    );
    // Without the right token nobody learns the trial exists, expired or not.
    const guessed = body.pdfUrl.replace(/token=.*/, "token=not-the-token-at-all-xx");
    expect((await new Client(timed.app).get(guessed)).statusCode).toBe(404);
  });

  it("names the PDF by the visitor's own day: a Sydney morning is still yesterday in UTC", async () => {
    // 8 am on 4 December in Sydney (daylight time, UTC+11).
    clock = new Date("2026-12-03T21:00:00Z");
    const body = (
      await new Client(timed.app).post(
        "/api/free-trial/generate",
        trial({ businessName: "Harbour Print Co", jurisdiction: "AU-NSW" }),
      )
    ).json();
    const res = await new Client(timed.app).get(body.pdfUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="WHS-Policy_Harbour-Print-Co_2026-12-04.pdf"',
    );
  });
});

describe("a server stopping while a trial's e-mail is being drawn", () => {
  it("finishes the e-mail, PDF attached, before it stops", async () => {
    const stopping = await createTestApp();
    try {
      const visitor = trial();
      const res = await new Client(stopping.app).post("/api/free-trial/generate", visitor);
      expect(res.statusCode).toBe(200);
      // The visitor has their answer; the PDF for the e-mail is still being drawn when the server stops.
      await stopping.app.close();
      const sent = await stopping.database.db.select().from(outbox).where(eq(outbox.to, visitor.email));
      expect(sent.map((m) => m.subject)).toEqual([
        "Your free Health and Safety Policy – Bristol Print Works",
      ]);
    } finally {
      await stopping.database.close();
    }
  });
});
