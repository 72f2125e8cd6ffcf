import { afterEach, describe, expect, it } from "vitest";
import { composeDocument } from "../../src/domain/documents/engine";
import { createExportPool, type ExportPool } from "../../src/server/exports/pool";
import type { ExportSource } from "../../src/server/exports/render-task";

function trialSource(businessName = "Harbour Joinery"): ExportSource {
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
      businessName,
      jurisdiction: "AU-NSW",
      content: {
        ...content,
        generation: { engine: "built-in", generatedAt: "2026-11-24T00:00:00Z", generatedInMs: 0 },
      },
      downloadToken: "token",
      industry: null,
      employeeCount: null,
      businessDescription: null,
      claimedBy: null,
      claimedAt: null,
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

describe("export pool memory limit", () => {
  let pool: ExportPool | undefined;
  afterEach(() => pool?.close());

  it("fails only the export whose render runs out of memory, with 422 saying so", async () => {
    // One thread: the other export waits behind the one that runs out, then gets a fresh thread.
    pool = createExportPool({
      threads: 1,
      timeoutMs: 30_000,
      memoryMb: 48,
      workerUrl: new URL("../fixtures/memory-hog-worker.mjs", import.meta.url).href,
    });
    const [hog, other] = await Promise.allSettled([
      pool.render("pdf", trialSource("Memory Hog")),
      pool.render("pdf", trialSource()),
    ]);
    expect(hog).toMatchObject({
      status: "rejected",
      reason: { statusCode: 422, message: expect.stringMatching(/needs more memory to lay out .*\(48 MB\)/) },
    });
    expect(other.status).toBe("fulfilled");
    expect((other as PromiseFulfilledResult<Buffer>).value.subarray(0, 2).toString()).toBe("PK");
  });
});

describe("export pool after a stopped render", () => {
  let pool: ExportPool | undefined;
  afterEach(() => pool?.close());

  it("renders the export waiting behind one stopped for its time, without waiting for another request", async () => {
    pool = createExportPool({
      threads: 1,
      timeoutMs: 500,
      startAllowanceMs: 20_000,
      workerUrl: new URL("../fixtures/memory-hog-worker.mjs", import.meta.url).href,
    });
    const [endless, other] = await Promise.allSettled([
      pool.render("pdf", trialSource("Endless")),
      pool.render("pdf", trialSource()),
    ]);
    expect(endless).toMatchObject({
      status: "rejected",
      reason: { statusCode: 503, message: expect.stringMatching(/stopped after 1 seconds/) },
    });
    expect(other.status).toBe("fulfilled");
  });
});

describe("closing the export pool", () => {
  it("lets a render under way finish, then refuses new ones", async () => {
    const pool = createExportPool({ threads: 1, timeoutMs: 30_000 });
    const rendering = pool.render("pdf", trialSource());
    const closed = pool.close();
    const bytes = await rendering;
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await closed;
    await expect(pool.render("pdf", trialSource())).rejects.toMatchObject({
      statusCode: 503,
      message: "The server is restarting. Please try again in a minute.",
    });
  });
});
