import { and, desc, eq } from "drizzle-orm";
import type { ApplyUpdateInput, DocumentUpdate, UpdateSummary } from "../../contracts/updates";
import { isoDay } from "../../domain/compliance";
import { CURRENT_LAW, type DocumentBasis, type Law } from "../../domain/documents/basis";
import type { DocSection, DocumentContent } from "../../domain/documents/content";
import { draftOf, type VersionState, versionLabel } from "../../domain/documents/document-control";
import { pinMethod, stepsInDocument } from "../../domain/documents/pinned-method";
import { propose, sameSection } from "../../domain/documents/update";
import { itemsOverlap } from "../../domain/legal/items";
import { chooseMethod, type MethodCandidate } from "../../domain/tasks/suggest";
import type { Database } from "../db/client";
import { businesses, documentUpdates, policies, type UpdateReason } from "../db/schema";
import { badRequest, HttpError, notFound } from "../lib/http-errors";
import { isUuid } from "../lib/ids";
import { sanitizeRichText } from "../lib/sanitize";
import { writeVersion } from "../routes/documents/saving";
import { factsOf, loadBasis, saveBasis } from "./bases";

type Author = { id: string; name: string };

const reasonView = (r: UpdateReason) =>
  r.kind === "law"
    ? { kind: r.kind, summary: r.summary, source: r.source || undefined, effective: r.effective }
    : { kind: r.kind, summary: r.summary };

/**
 * The owner's side of a change: which documents are marked, what SafeDraft would write now beside
 * what the document says, and applying the owner's answer per section as a new version. Updating
 * for a change never spends a credit. Every query goes through the business owner.
 */
export function documentUpdatesService(deps: { db: Database; law?: Law; now?: () => Date }) {
  const { db } = deps;
  const law = deps.law ?? CURRENT_LAW;
  const today = () => isoDay(deps.now?.() ?? new Date());

  async function owned(userId: string, policyId: string) {
    if (!isUuid(policyId)) throw notFound("Document");
    const [row] = await db
      .select({ policy: policies, business: businesses, mark: documentUpdates })
      .from(policies)
      .innerJoin(businesses, eq(businesses.id, policies.businessId))
      .leftJoin(documentUpdates, eq(documentUpdates.policyId, policies.id))
      .where(and(eq(policies.id, policyId), eq(businesses.userId, userId)));
    if (!row) throw notFound("Document");
    return row;
  }

  /**
   * The mark, the basis and what SafeDraft would write now; null when the document is not marked.
   * With the owner's `method`, the basis is the stored one with that method pinned in its inputs.
   */
  async function state(userId: string, policyId: string, method?: ApplyUpdateInput["method"]) {
    const row = await owned(userId, policyId);
    if (!row.mark) return null;
    const stored = await loadBasis(db, policyId);
    if (!stored) return null;
    const basis = method ? withOwnersMethod(stored, method) : stored;
    const proposal = propose(basis, factsOf(row.business), law, today());
    const content = row.policy.content;
    const handled = row.mark.handled;
    const open = proposal.touched.filter((id) => !handled[id]);
    return { row, basis, proposal, content, open };
  }

  /** Clears the mark and records that the document now rests on the law and business of today. */
  async function settle(policyId: string, s: NonNullable<Awaited<ReturnType<typeof state>>>) {
    await saveBasis(db, policyId, s.proposal.basis);
    await db.delete(documentUpdates).where(eq(documentUpdates.policyId, policyId));
  }

  return {
    /** `businessIds`: a supervisor's given businesses; null for all of the owner's. */
    async list(userId: string, businessIds: string[] | null = null): Promise<UpdateSummary[]> {
      const rows = await db
        .select({
          mark: documentUpdates,
          title: policies.title,
          businessName: businesses.name,
          businessId: businesses.id,
        })
        .from(documentUpdates)
        .innerJoin(policies, eq(policies.id, documentUpdates.policyId))
        .innerJoin(businesses, eq(businesses.id, policies.businessId))
        .where(eq(businesses.userId, userId))
        .orderBy(desc(documentUpdates.markedAt));
      return rows
        .filter((r) => businessIds === null || businessIds.includes(r.businessId))
        .map((r) => ({
          policyId: r.mark.policyId,
          title: r.title,
          businessName: r.businessName,
          reasons: r.mark.reasons.map(reasonView),
          sections: r.mark.sections.filter((id) => !r.mark.handled[id]).length,
          markedAt: r.mark.markedAt.toISOString(),
        }));
    },

    /** What to show on the update page; a document that is up to date has no reasons and no sections. */
    async view(userId: string, policyId: string): Promise<DocumentUpdate> {
      const s = await state(userId, policyId);
      if (!s) {
        const { policy } = await owned(userId, policyId);
        return { policyId, title: policy.title, version: policy.version, reasons: [], sections: [] };
      }
      const current = new Map(s.content.sections.map((x) => [x.id, x]));
      const was = new Map(s.basis.sections.map((x) => [x.id, x]));
      const reasons = s.row.mark!.reasons;
      return {
        policyId,
        title: s.row.policy.title,
        version: s.row.policy.version,
        reasons: reasons.map(reasonView),
        ...("note" in s.proposal.method
          ? {
              method: {
                note: s.proposal.method.note,
                confirm: s.proposal.confirmMethod,
                ...(s.proposal.confirmMethod
                  ? { candidates: candidatesFor(s), steps: stepsInDocument(s.content.sections) }
                  : {}),
              },
            }
          : {}),
        sections: s.open.map((id) => {
          const next = s.proposal.sections.find((x) => x.id === id)!;
          const mine = current.get(id);
          const original = was.get(id);
          const because = reasons.filter((r) => touches(r, id, s.basis.items, law)).map((r) => r.summary);
          return {
            id,
            heading: next.heading,
            current: mine ? mine.body : null,
            proposed: next.body,
            edited: Boolean(mine && (!original || !sameSection(mine, original))),
            because: because.length ? because : reasons.map((r) => r.summary),
          };
        }),
      };
    },

    /**
     * Applies the owner's answers. Taken and merged sections are written as a new version (the
     * usual 409 when someone saved in between); kept sections stay exactly as they are. When no
     * section is left to answer, the mark clears.
     */
    async apply(author: Author, policyId: string, input: ApplyUpdateInput) {
      const s = await state(author.id, policyId, input.method);
      const open = s?.open ?? [];
      for (const [i, a] of input.sections.entries()) {
        if (!open.includes(a.id)) {
          throw badRequest(`sections[${i}].id`, `"${a.id}" is not a section waiting for an answer`);
        }
      }
      if (!s) throw notFound("Update for this document");
      for (const [i, a] of input.sections.entries()) {
        if (!s.open.includes(a.id)) {
          throw badRequest(`sections[${i}].id`, `"${a.id}" is not a section waiting for an answer`);
        }
      }
      // A document whose method cannot be told from its text is never rewritten with a method its
      // owner has not confirmed: its sections can be kept, or the document written again from the
      // generator, where the method is chosen.
      if (s.proposal.confirmMethod && input.sections.some((a) => a.choice !== "keep")) {
        throw new HttpError(
          422,
          "note" in s.proposal.method ? s.proposal.method.note : "Confirm the method of this document first.",
          undefined,
          { actionRequired: "choose-method", candidates: candidatesFor(s) },
        );
      }
      const sections: DocSection[] = s.content.sections.map((x) => ({ ...x }));
      let changed = false;
      let references = false;
      for (const a of input.sections) {
        if (a.choice === "keep") continue;
        const next = s.proposal.sections.find((x) => x.id === a.id)!;
        const written: DocSection =
          a.choice === "new" ? next : { ...next, body: sanitizeRichText(a.body ?? "") };
        const at = sections.findIndex((x) => x.id === a.id);
        if (at >= 0) sections[at] = written;
        else sections.splice(insertionPoint(sections, s.proposal.sections, a.id), 0, written);
        if (a.id === "references") references = true;
        changed = true;
      }
      let version = s.row.policy.version;
      let standing: VersionState = s.row.policy;
      if (changed) {
        const content: DocumentContent = {
          ...s.content,
          sections,
          ...(references ? { complianceReferences: s.proposal.complianceReferences } : {}),
        };
        const written = await writeVersion(
          db,
          s.row.policy,
          author,
          input.baseVersion,
          content,
          // Taking the new law's text is an edit like any other: a draft of the next version, which
          // crews see once the owner issues it.
          false,
        );
        version = written.version;
        standing = written;
      } else if (input.baseVersion !== s.row.policy.version) {
        throw new HttpError(
          409,
          `This document was saved elsewhere after you opened it and is now at version ${s.row.policy.version}. Reload to see it. Nothing was changed.`,
          undefined,
          { currentVersion: s.row.policy.version },
        );
      }
      const handled = { ...s.row.mark!.handled };
      for (const a of input.sections)
        handled[a.id] = a.choice === "keep" ? "kept" : a.choice === "new" ? "new" : "merged";
      const remaining = s.open.filter((id) => !handled[id]);
      if (remaining.length === 0) await settle(policyId, s);
      else {
        await db.update(documentUpdates).set({ handled }).where(eq(documentUpdates.policyId, policyId));
        // The method the owner chose is the document's from now on, for the sections still open too.
        if (input.method) await saveBasis(db, policyId, s.basis);
      }
      return {
        version,
        versionLabel: versionLabel(standing),
        draftOf: draftOf(standing),
        remaining: remaining.length,
      };
    },
  };
}

export type DocumentUpdates = ReturnType<typeof documentUpdatesService>;

/**
 * The tasks offered to the owner of a document whose method cannot be told, as the generator offers
 * them for the same words and business: those a phrase names, else those the words touch.
 */
function candidatesFor(s: { basis: DocumentBasis; row: { business: typeof businesses.$inferSelect } }) {
  const m = s.basis.input.metadata;
  const business = s.row.business;
  const activity = m.activity?.trim() || business.workDescription?.trim() || "";
  const choice = chooseMethod({ activity, business: { ...business, hazardTypes: m.hazardTypes } });
  const offered: MethodCandidate[] = choice.kind === "matched" ? choice.tasks : choice.candidates;
  return offered;
}

/**
 * A stored basis with the method its owner chose pinned in its inputs. Only a document whose method
 * could not be told from its own text takes one here: a known method is never swapped in an update.
 */
function withOwnersMethod(
  basis: DocumentBasis,
  method: NonNullable<ApplyUpdateInput["method"]>,
): DocumentBasis {
  if (!pinMethod(basis.input, basis.sections).confirm) {
    throw badRequest(
      "method",
      "This document's method is already known and stays as it is; write the document again to use another.",
    );
  }
  const { taskIds: _tasks, steps: _steps, ...metadata } = basis.input.metadata;
  const chosen = method.taskId ? { taskIds: [method.taskId] } : { steps: method.steps };
  return { ...basis, input: { ...basis.input, metadata: { ...metadata, ...chosen } } };
}

/** Where a new section goes: after the section that precedes it in the new document. */
function insertionPoint(sections: DocSection[], proposed: DocSection[], id: string): number {
  const order = proposed.map((x) => x.id);
  for (let i = order.indexOf(id) - 1; i >= 0; i--) {
    const at = sections.findIndex((x) => x.id === order[i]);
    if (at >= 0) return at + 1;
  }
  return 0;
}

/** Whether a reason concerns a section: a change whose items the section used; business changes touch all. */
function touches(
  reason: UpdateReason,
  sectionId: string,
  items: Record<string, { sections: string[] }>,
  law: Law,
): boolean {
  if (reason.kind === "business") return true;
  const change = law.changelog.flatMap((r) => r.changes).find((c) => c.id === reason.changeId);
  if (!change) return true;
  return Object.entries(items).some(
    ([key, use]) => use.sections.includes(sectionId) && change.items.some((i) => itemsOverlap(i, key)),
  );
}
