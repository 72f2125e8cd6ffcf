import { afterEach, describe, expect, it } from "vitest";
import { composeDocument } from "../../src/domain/documents/engine";
import { createExportPool, type ExportPool } from "../../src/server/exports/pool";
import type { ExportSource } from "../../src/server/exports/render-task";

function trialSource(): ExportSource {
  const content = composeDocument({
    documentType: "policy",
    business: {
      name: "Harbour Joinery",
      country: "AU",
      jurisdiction: "AU-NSW",
      industry: "construction",
      industryOther: null,
      employeeCount: "8",
      workDescription: "Joinery fit-outs.",
      regions: ["AU-NSW"],
      highRiskActivities: [],
      identifier: { label: "", value: null },
    },
    metadata: {},
    additionalPolicies: [],
    preparedBy: "Harbour Joinery",
    date: "2026-11-24",
  });
  return {
    kind: "trial",
    trial: {
      id: "00000000-0000-4000-8000-000000000001",
      email: "trial@example.com",
      emailKey: "trial@example.com",
      ipAddress: "127.0.0.1",
      addressKey: "127.0.0.1",
      businessName: "Harbour Joinery",
      jurisdiction: "AU-NSW",
      content: {
        ...content,
        generation: { engine: "built-in", generatedAt: "2026-11-24T00:00:00Z", generatedInMs: 0 },
      },
      downloadToken: "token",
      createdAt: new Date("2026-11-24T00:00:00Z"),
    },
  };
}

describe("export pool time limit", () => {
  let pool: ExportPool | undefined;
  afterEach(() => pool?.close());

  it("counts only the render against the limit, not the start of the thread that renders it", async () => {
    // The worker takes 1.5 s to start and no time to render; the limit is a fifth of its start-up.
    pool = createExportPool({
      threads: 1,
      timeoutMs: 300,
      workerUrl: new URL("../fixtures/slow-start-worker.mjs", import.meta.url).href,
    });
    const bytes = await pool.render("docx", trialSource());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
  });

  it("the real renderer reports when its render begins, so a cold first export is judged by its render alone", async () => {
    pool = createExportPool({ threads: 1, timeoutMs: 3_000 });
    const bytes = await pool.render("docx", trialSource());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
  });

  it("still refuses when a thread cannot start the render within its allowance", async () => {
    pool = createExportPool({ threads: 1, timeoutMs: 30_000, startAllowanceMs: 1 });
    await expect(pool.render("docx", trialSource())).rejects.toMatchObject({
      statusCode: 503,
      message: expect.stringMatching(/Too many exports are running/),
    });
  });
});
