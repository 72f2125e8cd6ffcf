import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { JSDOM } from "jsdom";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

const run = promisify(execFile);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Doc = {
  id: string;
  content: {
    title: string;
    sections: { id: string; tables?: { id: string; rows: Record<string, string>[] }[] }[];
  };
};

/** pdfinfo's page sizes, as [width, height] in points, and the text of every page. */
async function readPdf(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "safedraft-site-"));
  const file = path.join(dir, "doc.pdf");
  writeFileSync(file, pdf);
  const { stdout: text } = await run("pdftotext", [file, "-"]);
  const { stdout: info } = await run("pdfinfo", ["-f", "1", "-l", "999", file]);
  const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/gm)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  return { text: text.replace(/\s+/g, " "), pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), sizes };
}

async function owner() {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", 5);
  await grantCredits(ctx.database.db, signed.user.email, "compliance-essentials", 1);
  await grantCredits(ctx.database.db, signed.user.email, "operational-safety", 1);
  const businessId = await createBusiness(signed.client, businesses.nswBuilder);
  const generate = async (documentType: string, metadata: Record<string, string> = {}) => {
    const res = await signed.client.post("/api/documents/generate", { businessId, documentType, metadata });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Doc;
  };
  return { ...signed, generate };
}

describe("site copy", () => {
  let signed: Awaited<ReturnType<typeof owner>>;
  let swms: Doc;
  beforeAll(async () => {
    signed = await owner();
    swms = await signed.generate("swms", {
      activity: "Roof sheeting replacement",
      location: "12 Smith St, Parramatta",
    });
  });

  it("is a PDF of at most two pages with the job, its steps and key controls, PPE and the emergency number", async () => {
    const res = await signed.client.get(`/api/policies/${swms.id}/export/site-copy`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("SWMS_Roof-sheeting-replacement_site-copy_");
    const { text, pages } = await readPdf(res.rawPayload);
    expect(pages).toBeLessThanOrEqual(2);

    expect(text).toContain("SITE COPY");
    expect(text).toContain("Roof sheeting replacement");
    expect(text).toContain("12 Smith St, Parramatta");
    expect(text).toContain("Draft of version 1");
    // Every job step is there with the start of its first control.
    const steps = swms.content.sections.flatMap((s) => s.tables ?? []).find((t) => t.id === "job-steps")!;
    expect(steps.rows.length).toBeGreaterThan(2);
    for (const row of steps.rows) {
      const firstControl = row.controls!.split("\n")[0]!.replace(/^[^:]{3,30}:\s*/, "");
      expect(text).toContain(firstControl.split(/\s+/).slice(0, 4).join(" "));
    }
    // PPE from the document's PPE table, and Australia's emergency number.
    const ppe = swms.content.sections.flatMap((s) => s.tables ?? []).find((t) => t.id === "ppe")!;
    expect(text).toContain(ppe.rows[0]!.item!);
    expect(text).toContain("Emergency");
    expect(text).toMatch(/\b000\b/);
  });

  it("is made from the document as its owner edited it", async () => {
    const doc = (await signed.client.get(`/api/policies/${swms.id}`)).json() as Doc & { version: number };
    const content = structuredClone(doc.content) as Doc["content"];
    const steps = content.sections.flatMap((s) => s.tables ?? []).find((t) => t.id === "job-steps")!;
    steps.rows[0]!.controls = "Isolate: Scaffold tower erected by the hire company before anyone climbs";
    const saved = await signed.client.put(`/api/policies/${swms.id}`, { content, baseVersion: doc.version });
    expect(saved.statusCode, saved.body).toBe(200);
    const { text } = await readPdf(
      (await signed.client.get(`/api/policies/${swms.id}/export/site-copy`)).rawPayload,
    );
    expect(text).toContain("Scaffold tower erected by the hire company");
  });

  it("is made for an induction too", async () => {
    const induction = await signed.generate("induction");
    const res = await signed.client.get(`/api/policies/${induction.id}/export/site-copy`);
    expect(res.statusCode, res.body).toBe(200);
    const { text, pages } = await readPdf(res.rawPayload);
    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain("Hazards and key controls");
    expect(text).toMatch(/\b000\b/);
  });

  it("is refused with 422 for a document that is not a method or an induction, and 404 to a stranger", async () => {
    const policy = await signed.generate("policy");
    const wrong = await signed.client.get(`/api/policies/${policy.id}/export/site-copy`);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error ?? wrong.body).toMatch(
      /site copy is made only for a Safe Work Method Statement or an induction/,
    );

    const stranger = await signedInClient(ctx.app);
    const res = await stranger.client.get(`/api/policies/${swms.id}/export/site-copy`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(swms.content.title);
    expect((await new Client(ctx.app).get(`/api/policies/${swms.id}/export/site-copy`)).statusCode).toBe(401);
  });
});

describe("wide tables and risk colours", () => {
  it("puts a SWMS's job steps in a landscape Word section with repeated headers and tinted risk cells", async () => {
    const signed = await owner();
    const swms = await signed.generate("swms", {
      activity: "Roof sheeting replacement",
      location: "12 Smith St, Parramatta",
    });
    const res = await signed.client.get(`/api/policies/${swms.id}/export/docx`);
    expect(res.statusCode).toBe(200);
    const xml = await (await JSZip.loadAsync(res.rawPayload)).file("word/document.xml")!.async("string");
    const parsed = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");

    const sizes = [...parsed.getElementsByTagName("w:pgSz")];
    const landscape = sizes.filter((s) => s.getAttribute("w:orient") === "landscape");
    expect(landscape.length).toBeGreaterThan(0);
    for (const s of landscape)
      expect(Number(s.getAttribute("w:w"))).toBeGreaterThan(Number(s.getAttribute("w:h")));
    // The document goes back to portrait after the landscape part, on the same paper.
    expect(sizes.at(-1)!.getAttribute("w:orient")).toBe("portrait");
    expect(landscape[0]!.getAttribute("w:w")).toBe(sizes.at(-1)!.getAttribute("w:h"));

    // The job steps table sits in the landscape section: the section break after it is landscape.
    const body = parsed.getElementsByTagName("w:body")[0]!;
    const children = [...body.children];
    const stepsTable = children.findIndex(
      (c) =>
        c.tagName === "w:tbl" &&
        /Risk before controls/.test(c.textContent ?? "") &&
        /Activity/.test(c.textContent ?? ""),
    );
    expect(stepsTable).toBeGreaterThan(-1);
    const nextBreak = children
      .slice(stepsTable)
      .map((c) => c.getElementsByTagName("w:pgSz")[0])
      .find(Boolean)!;
    expect(nextBreak.getAttribute("w:orient")).toBe("landscape");
    const table = children[stepsTable]!;
    expect(table.getElementsByTagName("w:tblHeader").length).toBeGreaterThan(0);
    expect(table.getElementsByTagName("w:cantSplit").length).toBeGreaterThan(2);

    // Rating cells are shaded and still say their level.
    const shaded = [...parsed.getElementsByTagName("w:tc")].filter((tc) => {
      const fill = tc.getElementsByTagName("w:shd")[0]?.getAttribute("w:fill");
      return fill && fill !== "F1F5F9" && fill !== "auto";
    });
    expect(shaded.length).toBeGreaterThan(2);
    for (const tc of shaded) expect(tc.textContent).toMatch(/^(Low|Medium|High|Extreme)( \(\d+\))?$/);
    const fillOf = (level: string) =>
      shaded
        .find((tc) => tc.textContent?.startsWith(level))
        ?.getElementsByTagName("w:shd")[0]
        ?.getAttribute("w:fill");
    expect(fillOf("Extreme")).toBeTruthy();
    expect(fillOf("Medium")).toBeTruthy();
    expect(fillOf("Extreme")).not.toBe(fillOf("Medium"));
  });

  it("prints a hazard register's register on landscape pages, the rest portrait", async () => {
    const signed = await owner();
    const register = await signed.generate("hazard-register");
    const res = await signed.client.get(`/api/policies/${register.id}/export/pdf`);
    expect(res.statusCode).toBe(200);
    const { sizes, pages } = await readPdf(res.rawPayload);
    expect(sizes).toHaveLength(pages);
    expect(sizes.some(([w, h]) => w! > h!)).toBe(true);
    expect(sizes[0]![0]!).toBeLessThan(sizes[0]![1]!);
    // The landscape pages are the same paper turned, not a different size.
    const portrait = sizes[0]!;
    for (const [w, h] of sizes) expect([w, h].sort()).toEqual([...portrait].sort());
  });
});
