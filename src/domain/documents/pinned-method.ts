import { spellFor } from "../catalogue/spelling";
import { confidentMatches, TASK_IDS, taskById } from "../tasks";
import type { ComposeInput } from "./compose-types";
import type { DocSection } from "./content";
import { writtenFromMethod } from "./types/registry";

/**
 * The method a stored document was written with, so that writing it again (an update for a law or
 * business change) keeps that method rather than matching the job's words afresh. A document
 * written since methods are pinned carries its tasks or its owner's steps in its inputs. One
 * written before has neither: its method is read back from its own text (the library task whose
 * steps it prints), and where no task's steps are found in it, the method cannot be told and the
 * owner is asked to confirm one, never given a different one silently.
 */
export type PinnedMethod =
  | { kind: "none" }
  | { kind: "chosen" | "matched"; taskIds: string[]; titles: string[] }
  | { kind: "own-steps"; steps: number }
  | { kind: "found-in-text"; taskIds: string[]; titles: string[]; note: string }
  | { kind: "unconfirmed"; taskIds: string[]; titles: string[]; note: string };

/** What the document's inputs become for writing it again, and what its method is. */
export type MethodPin = { input: ComposeInput; method: PinnedMethod; confirm: boolean };

/** Lower case letters and digits only, single spaced: a step reads the same in a cell or a list. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]*>/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

function textOf(sections: readonly DocSection[]): string {
  const cells = sections.flatMap((s) =>
    (s.tables ?? []).flatMap((t) => [t.caption, ...t.rows.flatMap((r) => Object.values(r))]),
  );
  return plain([...sections.map((s) => s.body), ...cells].join(" \n"));
}

/**
 * The library tasks whose steps the document prints: every step's action, spelt as the document's
 * country spells it, is in its text. A task of one step is too little to tell by and is not taken.
 */
function tasksInText(sections: readonly DocSection[], country: string): string[] {
  const text = textOf(sections);
  const spell = spellFor(country);
  return TASK_IDS.filter((id) => {
    const steps = taskById(id)?.steps ?? [];
    return (
      steps.length >= 2 &&
      steps.every((s) => {
        const action = plain(s.do);
        return text.includes(action) || text.includes(plain(spell(s.do)));
      })
    );
  });
}

const titlesOf = (ids: readonly string[]) => ids.map((id) => taskById(id)?.title ?? id);

/**
 * Pins the method of a stored document's inputs. `sections` are the document as SafeDraft wrote it.
 * Types not written from a method (a policy, a risk register) are returned as they are.
 */
export function pinMethod(input: ComposeInput, sections: readonly DocSection[]): MethodPin {
  const m = input.metadata;
  if (m.taskIds?.length) {
    return {
      input,
      method: { kind: "chosen", taskIds: [...m.taskIds], titles: titlesOf(m.taskIds) },
      confirm: false,
    };
  }
  if (m.steps?.length) return { input, method: { kind: "own-steps", steps: m.steps.length }, confirm: false };
  if (!writtenFromMethod(input.documentType)) return { input, method: { kind: "none" }, confirm: false };
  const found = tasksInText(sections, input.business.country);
  // Where several tasks fit the text, those the job's words name now are the likelier ones.
  const now = confidentMatches(
    found.map((id) => taskById(id)!).filter(Boolean),
    m.activity?.trim() || input.business.workDescription?.trim() || "",
    input.business.industry,
  ).map((t) => t.id);
  const taskIds = now.length ? now : found;
  if (taskIds.length > 0) {
    return {
      input: { ...input, metadata: { ...m, taskIds } },
      method: {
        kind: "found-in-text",
        taskIds,
        titles: titlesOf(taskIds),
        note: `This document was written before its method was confirmed. It keeps the method it was written with: ${titlesOf(taskIds).join(", ")}.`,
      },
      confirm: false,
    };
  }
  // The steps it printed are no library task's: what the job's words would bring now is offered,
  // for the owner to confirm before anything is written with it.
  const offered = confidentMatches(
    TASK_IDS.map((id) => taskById(id)!),
    m.activity?.trim() || input.business.workDescription?.trim() || "",
    input.business.industry,
  ).map((t) => t.id);
  return {
    input,
    method: {
      kind: "unconfirmed",
      taskIds: offered,
      titles: titlesOf(offered),
      note: offered.length
        ? `This document was written before its method was confirmed, and its steps are not those of any method SafeDraft has now. Confirm that its method is ${titlesOf(offered).join(", ")}, choose another, or write your own steps before it is written again.`
        : "This document was written before its method was confirmed, and its steps are not those of any method SafeDraft has now. Choose the method or write your own steps before it is written again.",
    },
    confirm: true,
  };
}

/** A cell's text as one short line: tags dropped, spaces joined. */
const cellLine = (text: string | undefined) =>
  (text ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The steps of the work as a per-job document prints them, in order, read from its own tables: a
 * SWMS's job steps, an SOP's procedure (without its pre-start and emergency lines), a permit's
 * numbered steps. Empty when the document has no such table, as one an owner rewrote by hand may
 * not: the owner then starts from a task instead.
 */
export function stepsInDocument(sections: readonly DocSection[]): string[] {
  const tables = sections.flatMap((s) => s.tables ?? []);
  const swms = tables.find((t) => t.id === "job-steps" && t.columns.some((c) => c.key === "activity"));
  // A statement written without a method has numbered rows left blank for the steps: not steps.
  if (swms)
    return swms.rows
      .filter((r) => /^\d+$/.test(r.step ?? ""))
      .map((r) => cellLine(r.activity))
      .filter((step) => step !== "");
  const sop = tables.find((t) => t.id === "steps" && t.columns.some((c) => c.key === "stage"));
  if (sop)
    return sop.rows
      .filter((r) => r.stage && r.stage !== "Pre-start" && !/emergency/i.test(r.stage))
      .map((r) => cellLine(r.step));
  const permit = tables.find((t) => t.id === "permit-hazards" && t.columns.some((c) => c.key === "step"));
  if (permit)
    return permit.rows.flatMap((r) => {
      const m = /^\d+\.\s+(.+)$/s.exec(r.step ?? "");
      return m ? [cellLine(m[1])] : [];
    });
  return [];
}
