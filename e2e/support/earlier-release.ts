/**
 * Makes a document look as if it was written under an earlier knowledge release, on 1 August 2025,
 * when New South Wales still had the WHS Regulation 2017; then forgets that the current release was
 * deployed, so the next server start deploys it again. One section gets the owner's own words.
 * Usage: node --import tsx e2e/support/earlier-release.ts DATA_DIR POLICY_ID
 */
import { eq } from "drizzle-orm";
import { CURRENT_LAW, composeWithBasis } from "../../src/domain/documents/basis";
import { openDatabase } from "../../src/server/db/client";
import { lawEvents, policies, policyRevisions } from "../../src/server/db/schema";
import { loadBasis, saveBasis } from "../../src/server/law/bases";

const [dataDir, policyId, ownSection, ownText] = process.argv.slice(2);
const database = await openDatabase({ dataDir: dataDir! });
const { db } = database;
const basis = await loadBasis(db, policyId!);
if (!basis) throw new Error("the document has no basis");
const { content, basis: earlier } = composeWithBasis(
  { ...basis.input, date: "2025-08-01" },
  {
    ...CURRENT_LAW,
    release: "2025-08-01.1",
  },
);
await saveBasis(db, policyId!, earlier);
const [row] = await db.select().from(policies).where(eq(policies.id, policyId!));
const sections = content.sections.map((s) => (s.id === ownSection ? { ...s, body: ownText! } : s));
const stored = {
  ...row!.content,
  sections,
  complianceReferences: content.complianceReferences,
};
await db.update(policies).set({ content: stored }).where(eq(policies.id, policyId!));
await db.update(policyRevisions).set({ content: stored }).where(eq(policyRevisions.policyId, policyId!));
await db.delete(lawEvents);
await database.close();
