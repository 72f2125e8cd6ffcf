import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentContent } from "../../src/domain/documents/content";
import { openDatabase, rowsOf } from "../../src/server/db/client";
import { businesses, policies, policyRevisions, sessions, users } from "../../src/server/db/schema";
import { freshDatabase } from "../helpers/database";

describe("embedded database on disk", () => {
  it("keeps data across a restart and allows one process per folder", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "safedraft-db-"));
    const first = await openDatabase({ dataDir });
    await first.db.insert(users).values({ name: "Kept Person", email: "kept@example.com" });
    await first.close();

    const second = await openDatabase({ dataDir });
    const rows = await second.db.select().from(users);
    expect(rows.map((r) => r.email)).toEqual(["kept@example.com"]);
    await second.close();
    // Two cold starts of the embedded database, each creating or replaying its files: seconds when
    // idle, far longer beside other test files on a two-core machine.
  }, 120_000);

  it("refuses a data folder held by another live process", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "safedraft-db-"));
    const { writeFileSync } = await import("node:fs");
    // PID 1 is always alive and never this test process.
    writeFileSync(path.join(dataDir, "pglite.lock"), "1");
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process 1/);
  });
});

describe("schema", () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(() => db.close());

  it("gives users the product's defaults", async () => {
    const [user] = await db.db.insert(users).values({ name: "D", email: "defaults@example.com" }).returning();
    expect(user).toMatchObject({
      subscriptionStatus: "free",
      documentCredits: {},
      usedDocumentTypes: {},
      emailNotifications: true,
      securityAlerts: true,
    });
  });

  it("removes businesses, documents, revisions and sessions with their user", async () => {
    const [user] = await db.db.insert(users).values({ name: "C", email: "cascade@example.com" }).returning();
    const [business] = await db.db
      .insert(businesses)
      .values({
        userId: user!.id,
        name: "Acme",
        industry: "construction",
        employeeCount: "6-19",
        regions: ["AU-NSW"],
      })
      .returning();
    const [policy] = await db.db
      .insert(policies)
      .values({
        businessId: business!.id,
        title: "WHS Policy",
        content: { title: "WHS Policy" } as DocumentContent,
      })
      .returning();
    await db.db.insert(policyRevisions).values({
      policyId: policy!.id,
      version: 1,
      title: "WHS Policy",
      content: {} as DocumentContent,
      status: "draft",
    });
    await db.db
      .insert(sessions)
      .values({ userId: user!.id, token: "t-cascade", expiresAt: new Date(Date.now() + 60_000) });

    expect(business).toMatchObject({ country: "AU", jurisdiction: "AU-NSW", highRiskActivities: [] });
    expect(policy).toMatchObject({ type: "policy", version: 1, status: "draft", metadata: {} });

    await db.db.delete(users).where(eq(users.id, user!.id));
    expect(await db.db.select().from(businesses).where(eq(businesses.userId, user!.id))).toEqual([]);
    expect(await db.db.select().from(policies).where(eq(policies.id, policy!.id))).toEqual([]);
    expect(
      await db.db.select().from(policyRevisions).where(eq(policyRevisions.policyId, policy!.id)),
    ).toEqual([]);
    expect(await db.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
  });

  it("allows one business-wide document of each type per business, and many per-job ones", async () => {
    const [user] = await db.db.insert(users).values({ name: "U", email: "unique@example.com" }).returning();
    const [business] = await db.db
      .insert(businesses)
      .values({ userId: user!.id, name: "B", industry: "retail", employeeCount: "1-5" })
      .returning();
    const doc = {
      businessId: business!.id,
      type: "emergency-plan",
      title: "Plan",
      content: {} as DocumentContent,
    };
    await db.db.insert(policies).values(doc);
    await expect(db.db.insert(policies).values(doc)).rejects.toThrow();
    const job = { businessId: business!.id, type: "swms", title: "SWMS", content: {} as DocumentContent };
    await db.db.insert(policies).values(job);
    await db.db.insert(policies).values({ ...job, title: "SWMS for the next job" });
    const swms = await db.db.select().from(policies).where(eq(policies.type, "swms"));
    expect(swms).toHaveLength(2);
  });

  it("compresses stored documents with lz4 where the server has it, and migrates without it", async () => {
    const [setting] = rowsOf<{ lz4: boolean }>(
      await db.db.execute(
        sql`select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`,
      ),
    );
    const columns = rowsOf<{ name: string; method: string }>(
      await db.db.execute(sql`select attrelid::regclass::text || '.' || attname as name, attcompression::text as method
        from pg_attribute where attname in ('content', 'sections', 'items', 'input')
          and attrelid in ('policies'::regclass, 'policy_revisions'::regclass, 'document_bases'::regclass,
            'free_trials'::regclass)
        order by 1`),
    );
    expect(columns.map((c) => c.name)).toEqual([
      "document_bases.input",
      "document_bases.items",
      "document_bases.sections",
      "free_trials.content",
      "policies.content",
      "policy_revisions.content",
    ]);
    // 'l' is lz4; '' is the server's default (pglz), all the embedded database has.
    for (const c of columns) expect(c.method).toBe(setting?.lz4 ? "l" : "");
  });
});
