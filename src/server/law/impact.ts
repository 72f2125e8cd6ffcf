import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { isoDay } from "../../domain/compliance";
import { CURRENT_LAW, type DocumentBasis, type Law, wordingHash } from "../../domain/documents/basis";
import {
  businessChanges,
  type ExplainedDocument,
  explainingChanges,
  touchedSections,
} from "../../domain/documents/update";
import { instrument } from "../../domain/legal";
import { fingerprint, type ItemKey, valueAt } from "../../domain/legal/items";
import type { KnowledgeChange } from "../../domain/legal/releases";
import type { Database } from "../db/client";
import {
  businesses,
  documentBases,
  documentUpdates,
  lawEvents,
  policies,
  type UpdateReason,
} from "../db/schema";
import type { Mailer } from "../services/mail";
import { basisUnknownReason, unrecorded } from "./backfill";
import { factsOf, recordBasisOnce, toBasis } from "./bases";
import { sendLawDigests } from "./digest";

export type ImpactDeps = {
  db: Database;
  law?: Law;
  now?: () => Date;
  /** Sends the owners of marked documents one e-mail per event; without it nobody is told by e-mail. */
  digest?: { mailer: Mailer; appUrl: string };
};

/** A law event: this release deployed, or a dated change of the changelog taking effect. */
type LawEvent = { key: string; occurredOn: string; changes: KnowledgeChange[] };

const BATCH = 500;

/**
 * Finds the documents a change affects and marks them. Law events are rows claimed by exactly one
 * process, so with several processes each release or dated change is worked through once; marking
 * itself is idempotent.
 */
export function createLawImpact(deps: ImpactDeps) {
  const { db } = deps;
  const law = deps.law ?? CURRENT_LAW;
  const today = () => isoDay(deps.now?.() ?? new Date());

  /** The release being run and the dated changes that come after their release's date and have begun. */
  function dueEvents(day: string): LawEvent[] {
    const release = law.changelog.find((r) => r.id === law.release);
    const events: LawEvent[] = [];
    if (release)
      events.push({ key: `release:${release.id}`, occurredOn: release.date, changes: [...release.changes] });
    for (const r of law.changelog) {
      for (const c of r.changes) {
        if (c.effective > r.date && c.effective <= day) {
          events.push({ key: `dated:${c.id}`, occurredOn: c.effective, changes: [c] });
        }
      }
    }
    return events;
  }

  /**
   * The documents in the named jurisdictions whose relied-on items are no longer what they were,
   * with the items that changed. Reads only the items first; fingerprints of the current law are
   * computed once per jurisdiction and field.
   */
  async function candidates(jurisdictions: string[], day: string) {
    const memo = new Map<string, string>();
    const current = (jurisdiction: string, key: ItemKey) => {
      const id = `${jurisdiction}|${key}`;
      let hash = memo.get(id);
      if (hash === undefined) {
        hash = key.startsWith("instrument:")
          ? fingerprint(instrumentOf(key))
          : key.startsWith("template:")
            ? wordingHash(law, key.slice(9))
            : fingerprint(valueAt(law.profileOn(jurisdiction, day), key.slice(key.indexOf(":") + 1)));
        memo.set(id, hash);
      }
      return hash;
    };
    const found: { policyId: string; items: ItemKey[] }[] = [];
    if (jurisdictions.length === 0) return found;
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      const rows = await db
        .select({
          policyId: documentBases.policyId,
          jurisdiction: documentBases.jurisdiction,
          items: documentBases.items,
        })
        .from(documentBases)
        .where(
          and(inArray(documentBases.jurisdiction, jurisdictions), sql`${documentBases.policyId} > ${after}`),
        )
        .orderBy(documentBases.policyId)
        .limit(BATCH);
      for (const r of rows) {
        const items = Object.keys(r.items).filter((k) => current(r.jurisdiction, k) !== r.items[k]!.hash);
        if (items.length > 0) found.push({ policyId: r.policyId, items });
      }
      if (rows.length < BATCH) break;
      after = rows.at(-1)!.policyId;
    }
    return found;
  }

  /** Adds reasons and sections to a document's mark, keeping the owner's answers so far. */
  async function mark(policyId: string, reasons: UpdateReason[], sections: string[], event: string) {
    const [existing] = await db.select().from(documentUpdates).where(eq(documentUpdates.policyId, policyId));
    const key = (r: UpdateReason) => (r.kind === "law" ? `law:${r.changeId}` : `business:${r.field}`);
    const merged = new Map((existing?.reasons ?? []).map((r) => [key(r), r]));
    for (const r of reasons) merged.set(key(r), r);
    const allSections = [...new Set([...(existing?.sections ?? []), ...sections])];
    // A section touched again by this change needs a new answer.
    const handled = Object.fromEntries(
      Object.entries(existing?.handled ?? {}).filter(([id]) => !sections.includes(id)),
    );
    const row = {
      policyId,
      reasons: [...merged.values()],
      sections: allSections,
      handled,
      event,
      markedAt: new Date(),
    };
    await db
      .insert(documentUpdates)
      .values(row)
      .onConflictDoUpdate({ target: documentUpdates.policyId, set: row });
  }

  /** Marks the documents one event affects; returns their ids. */
  async function impactOf(event: LawEvent, day: string): Promise<string[]> {
    const jurisdictions = [...new Set(event.changes.flatMap((c) => c.jurisdictions))];
    const marked: string[] = [];
    for (const c of await candidates(jurisdictions, day)) {
      const [row] = await db.select().from(documentBases).where(eq(documentBases.policyId, c.policyId));
      if (!row) continue;
      const basis = toBasis(row);
      // The business as it was: only the law is compared here.
      const touched = touchedSections(basis, basis.input.business, law, day);
      if (touched.length === 0) continue;
      await mark(
        c.policyId,
        lawReasons(
          law,
          c.items,
          day,
          { jurisdiction: basis.jurisdiction, industry: basis.input.business.industry },
          basis,
        ),
        touched,
        event.key,
      );
      marked.push(c.policyId);
    }
    return marked;
  }

  /**
   * Gives every document without a basis one (see `unrecorded`), and marks those whose sections
   * SafeDraft would now write differently. A document is claimed by the insert of its basis, so
   * with several processes each is compared and marked once.
   */
  async function backfill(day: string): Promise<{ recorded: number; marked: string[] }> {
    const failed = new Set<string>();
    let recorded = 0;
    const marked: string[] = [];
    for (;;) {
      const batch = await unrecorded(db, law, BATCH, failed);
      for (const id of batch.failed) failed.add(id);
      if (batch.found.length === 0 && batch.failed.length === 0) break;
      for (const { policyId, basis } of batch.found) {
        if (!(await recordBasisOnce(db, policyId, basis))) continue;
        recorded += 1;
        const touched = touchedSections(basis, basis.input.business, law, day);
        if (touched.length === 0) continue;
        await mark(policyId, [basisUnknownReason(day)], touched, "backfill");
        marked.push(policyId);
      }
    }
    return { recorded, marked };
  }

  return {
    backfill: () => backfill(today()),

    /**
     * Records the events due today and works through every event not yet claimed (including
     * releases recorded by `kb-release`). Returns the events this process ran and what each marked.
     */
    async run(): Promise<{
      events: { key: string; marked: string[] }[];
      backfilled: { recorded: number; marked: string[] };
    }> {
      const day = today();
      // Documents from before bases were kept get one first, so this run's events reach them too.
      const backfilled = await backfill(day);
      const due = dueEvents(day);
      if (due.length > 0) {
        await db
          .insert(lawEvents)
          .values(due.map((e) => ({ key: e.key, occurredOn: e.occurredOn })))
          .onConflictDoNothing();
      }
      // The update decides who runs each event: a second process claims nothing.
      const claimed = await db
        .update(lawEvents)
        .set({ processedAt: new Date() })
        .where(isNull(lawEvents.processedAt))
        .returning({ key: lawEvents.key });
      const out: { key: string; marked: string[] }[] = [];
      for (const { key } of claimed) {
        const event = eventByKey(law, key, day);
        const marked = event ? await impactOf(event, day) : [];
        await db.update(lawEvents).set({ marked: marked.length }).where(eq(lawEvents.key, key));
        if (deps.digest) await sendLawDigests({ db, ...deps.digest }, key, marked);
        out.push({ key, marked });
      }
      return { events: out, backfilled };
    },

    /** Records this release as deployed; the next run works out its impact. */
    async recordRelease(): Promise<string> {
      const release = law.changelog.find((r) => r.id === law.release);
      if (!release) throw new Error(`Release ${law.release} is not in the changelog`);
      await db
        .insert(lawEvents)
        .values({ key: `release:${release.id}`, occurredOn: release.date })
        .onConflictDoNothing();
      return `release:${release.id}`;
    },

    /** How many documents a release would mark as the law stands today, without marking any. */
    async preview(releaseId: string): Promise<{ documents: number; byChange: Record<string, number> }> {
      const release = law.changelog.find((r) => r.id === releaseId);
      if (!release) throw new Error(`No release "${releaseId}" in the changelog`);
      const day = today();
      const jurisdictions = [...new Set(release.changes.flatMap((c) => c.jurisdictions))];
      let documents = 0;
      const byChange: Record<string, number> = Object.fromEntries(release.changes.map((c) => [c.id, 0]));
      for (const c of await candidates(jurisdictions, day)) {
        const [row] = await db.select().from(documentBases).where(eq(documentBases.policyId, c.policyId));
        if (!row) continue;
        const basis = toBasis(row);
        if (touchedSections(basis, basis.input.business, law, day).length === 0) continue;
        documents += 1;
        for (const change of release.changes) {
          if (
            explainingChanges({ ...law, changelog: [{ ...release, changes: [change] }] }, c.items, day, {
              jurisdiction: basis.jurisdiction,
              industry: basis.input.business.industry,
            }).length
          ) {
            byChange[change.id] = (byChange[change.id] ?? 0) + 1;
          }
        }
      }
      return { documents, byChange };
    },

    /**
     * After the owner edits a business: marks its documents whose text would now differ because of
     * the new details. Returns how many were marked and what changed.
     */
    async businessChanged(businessId: string): Promise<{ marked: number; changes: string[] }> {
      const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
      if (!business) return { marked: 0, changes: [] };
      const facts = factsOf(business);
      const rows = await db
        .select({ basis: documentBases })
        .from(documentBases)
        .innerJoin(policies, eq(policies.id, documentBases.policyId))
        .where(eq(policies.businessId, businessId));
      let marked = 0;
      const said = new Set<string>();
      for (const { basis: row } of rows) {
        const basis: DocumentBasis = toBasis(row);
        const changes = businessChanges(basis.input.business, facts);
        if (changes.length === 0) continue;
        // The law as the document had it: only the business is compared here.
        const touched = touchedSections(basis, facts, law, basis.lawDate);
        if (touched.length === 0) continue;
        await mark(
          row.policyId,
          changes.map((c) => ({ kind: "business", field: c.field, summary: c.summary })),
          touched,
          "business",
        );
        marked += 1;
        for (const c of changes) said.add(c.summary);
      }
      return { marked, changes: [...said] };
    },
  };
}

export type LawImpact = ReturnType<typeof createLawImpact>;

function eventByKey(law: Law, key: string, day: string): LawEvent | null {
  if (key.startsWith("release:")) {
    const r = law.changelog.find((x) => x.id === key.slice(8));
    return r ? { key, occurredOn: r.date, changes: [...r.changes] } : null;
  }
  const change = law.changelog.flatMap((r) => r.changes).find((c) => `dated:${c.id}` === key);
  return change && change.effective <= day ? { key, occurredOn: change.effective, changes: [change] } : null;
}

/** Plain-words reasons for the changed items: the changelog's changes, or a general line when none names them. */
export function lawReasons(
  law: Law,
  items: ItemKey[],
  day: string,
  document: ExplainedDocument,
  since?: Pick<DocumentBasis, "release" | "lawDate">,
): UpdateReason[] {
  const changes = explainingChanges(law, items, day, document, since);
  if (changes.length === 0) {
    return [
      {
        kind: "law",
        changeId: "unlisted",
        summary:
          "Details of the law this document relies on have been updated in SafeDraft's knowledge base.",
        source: "",
        effective: day,
      },
    ];
  }
  return changes.map((c) => ({
    kind: "law",
    changeId: c.id,
    summary: c.summary,
    source: c.source,
    effective: c.effective,
  }));
}

function instrumentOf(key: ItemKey) {
  return instrument(key.slice("instrument:".length)) ?? null;
}
