/**
 * Makes a per-job document look as if it was written before methods were pinned: neither its
 * inputs nor its basis name its tasks or its owner's steps, so its method can be told only from its
 * text. Then renames its business and marks the document for that change, as the background job
 * does after the owner saves their business details.
 * Usage: node --import tsx e2e/support/unpinned-method.ts DATA_DIR POLICY_ID NEW_BUSINESS_NAME
 */
import { eq } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";
import { businesses, documentBases, policies } from "../../src/server/db/schema";
import { createLawImpact } from "../../src/server/law/impact";

const [dataDir, policyId, newName] = process.argv.slice(2);
const database = await openDatabase({ dataDir: dataDir! });
const { db } = database;
const [policy] = await db.select().from(policies).where(eq(policies.id, policyId!));
const [basis] = await db.select().from(documentBases).where(eq(documentBases.policyId, policyId!));
if (!policy || !basis) throw new Error("no such document, or it has no basis");
const { steps: _s, taskIds: _t, ...metadata } = policy.metadata as Record<string, unknown>;
await db.update(policies).set({ metadata }).where(eq(policies.id, policyId!));
const { steps: _bs, taskIds: _bt, ...inputs } = basis.input.metadata;
await db
  .update(documentBases)
  .set({ input: { ...basis.input, metadata: inputs } })
  .where(eq(documentBases.policyId, policyId!));
await db.update(businesses).set({ name: newName! }).where(eq(businesses.id, policy.businessId));
const { marked } = await createLawImpact({ db }).businessChanged(policy.businessId);
if (marked < 1) throw new Error("the document was not marked for the change");
await database.close();
