import { documentName, formatDocumentDate, type PaperSize } from "../../domain/catalogue";
import { EMERGENCY_NUMBERS } from "../../domain/documents/composers/regulator";
import type { DocSection, DocTable } from "../../domain/documents/content";
import { versionLabel } from "../../domain/documents/document-control";
import {
  type BusinessRow,
  exportModel,
  type Letterhead,
  type LetterheadLogo,
  type PolicyRow,
  printable,
} from "./export-model";
import { parseRichText, runsText } from "./rich-text";

/**
 * The one-page copy of a job's method kept at the work area: what the job is, each step with the
 * control that matters most, the PPE, the permits and who to call. It is read standing up, so it
 * holds only what the crew needs before starting; the full document stays the record. Made for the
 * document types in `SITE_COPY_TYPES`.
 */

export type SiteCopy = {
  /** e.g. "Safe Work Method Statement". */
  documentName: string;
  title: string;
  businessName: string;
  /** Activity, location, business, version and date, as label and value. */
  job: [string, string][];
  /** "Step" for a method, "Hazard" for an induction. */
  stepLabel: string;
  steps: { step: string; activity: string; control: string; moreControls: number; risk: string }[];
  ppe: string[];
  permits: string[];
  emergencyNumber: string;
  /** Who to call, as label and number or name; an empty value is a line to write on. */
  contacts: [string, string][];
  /** The document's own first steps in an emergency. */
  emergencySteps: string[];
  /** The paper of the full export of the same document. */
  paper: PaperSize;
  /** The business's logo, name and contact lines, as the full export's letterhead. */
  letterhead: Letterhead;
};

/** Longest key control and activity, in characters, before they are cut at a word. */
const CONTROL_CHARS = 140;
const ACTIVITY_CHARS = 110;

/** The hierarchy level a control is labelled with; the site copy keeps only what to do. */
const CONTROL_LABEL =
  /^(?:Eliminate|Substitute|Isolate|Engineering control|Administrative control|Administrative|PPE):\s*/i;

/** Cuts text at the last whole word within `max` characters, marking the cut. */
export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,;:.–-]+$/, "");
  return `${atWord}…`;
}

function lines(text: string | undefined): string[] {
  return (text ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
}

function allTables(sections: DocSection[]): DocTable[] {
  return sections.flatMap((s) => s.tables ?? []);
}

function hasColumn(table: DocTable, key: string) {
  return table.columns.some((c) => c.key === key);
}

/** The value of a Field / Details row, e.g. "Work activity", when the document has one. */
function field(tables: DocTable[], label: string): string {
  for (const t of tables) {
    if (!hasColumn(t, "field")) continue;
    const row = t.rows.find((r) => r.field?.trim().toLowerCase() === label.toLowerCase());
    if (row?.value?.trim()) return row.value.trim();
  }
  return "";
}

function distinct(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = i.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The list items that follow a heading such as "Licences and Competencies" in a section body. */
function listUnderHeading(sections: DocSection[], heading: RegExp): string[] {
  for (const section of sections) {
    const blocks = parseRichText(section.body);
    const at = blocks.findIndex((b) => b.kind === "heading" && heading.test(runsText(b.runs)));
    if (at < 0) continue;
    // The list may follow a sentence that introduces it; it ends at the next paragraph or heading.
    const items: string[] = [];
    for (const b of blocks.slice(at + 1)) {
      if (b.kind === "heading" || (b.kind !== "list-item" && items.length)) break;
      if (b.kind === "list-item") items.push(runsText(b.runs));
    }
    if (items.length) return items;
  }
  return [];
}

/** The site rules that mention a thing, e.g. the rule naming the permits needed before work. */
function siteRules(sections: DocSection[], about: RegExp): string[] {
  const rules = sections.find((s) => s.id === "site-rules");
  if (!rules) return [];
  return parseRichText(rules.body)
    .filter((b) => b.kind === "list-item" && about.test(runsText(b.runs)))
    .map((b) => runsText(b.runs));
}

/** The site copy of a SWMS / RAMS / JSA or an induction, from the document as its owner saved it. */
export function siteCopyModel(
  policy: PolicyRow,
  business: BusinessRow,
  logo: LetterheadLogo | null = null,
): SiteCopy {
  // The paper and the letterhead are those of the full export of the same document; the logo's
  // bytes stay out of `printable`, which rebuilds plain objects.
  const full = exportModel(policy, business, logo);
  return { ...printable(buildSiteCopy(policy, business)), paper: full.paper, letterhead: full.letterhead };
}

function buildSiteCopy(policy: PolicyRow, business: BusinessRow): Omit<SiteCopy, "paper" | "letterhead"> {
  const content = policy.content;
  const tables = allTables(content.sections);
  const site = content.siteDetails;

  const activity = field(tables, "Work activity") || site.projectDetails.trim();
  const location = field(tables, "Work location") || site.siteAddress.trim();
  const supervisor = field(tables, "Person responsible for supervising the work");
  const job: [string, string][] = [
    ["Activity", activity],
    ["Location", location],
    ["Business", business.name],
    ["Version", versionLabel(policy)],
    ["Updated", formatDocumentDate(policy.updatedAt, business.country)],
  ];

  // A method's job steps; an induction has none, so its hazards take their place.
  const stepTable =
    tables.find((t) => t.id === "job-steps") ??
    tables.find((t) => hasColumn(t, "hazard") && hasColumn(t, "controls"));
  const isSteps = stepTable?.id === "job-steps";
  const steps = (stepTable?.rows ?? []).map((row) => {
    const controls = lines(row.controls);
    return {
      step: isSteps ? (row.step ?? "") : shorten(row.hazard ?? "", 60),
      activity: isSteps ? shorten(row.activity ?? "", ACTIVITY_CHARS) : "",
      control: shorten((controls[0] ?? "").replace(CONTROL_LABEL, ""), CONTROL_CHARS),
      moreControls: Math.max(0, controls.length - 1),
      risk: (row.after ?? row.residual ?? "").trim(),
    };
  });

  const ppeTable = tables.find((t) => t.id === "ppe" && hasColumn(t, "item"));
  const ppe = ppeTable
    ? ppeTable.rows
        .filter((r) => r.item?.trim())
        .map((r) => (r.requiredFor?.trim() ? `${r.item!.trim()} (${r.requiredFor.trim()})` : r.item!.trim()))
    : distinct(tables.filter((t) => hasColumn(t, "ppe")).flatMap((t) => t.rows.flatMap((r) => lines(r.ppe))));
  if (!ppe.length) ppe.push(...siteRules(content.sections, /\bPPE\b/));

  const permitTable = tables.find((t) => t.id === "permits" && hasColumn(t, "item"));
  const permits = permitTable
    ? permitTable.rows
        .filter((r) => r.item?.trim())
        .map((r) => (r.requiredFor?.trim() ? `${r.item!.trim()} (${r.requiredFor.trim()})` : r.item!.trim()))
    : [
        ...siteRules(content.sections, /\bpermits?\b/i),
        ...listUnderHeading(content.sections, /licen[cs]es?|competenc|permits?/i),
      ];

  const emergencyNumber = EMERGENCY_NUMBERS[content.country];
  const contactTable = tables.find((t) => /contacts?$/.test(t.id));
  const contacts: [string, string][] = contactTable
    ? contactTable.rows.map((r) => {
        const [label, ...rest] = contactTable.columns.map((c) => lines(r[c.key]).join(", "));
        return [label ?? "", rest.filter(Boolean).join(" · ")];
      })
    : [
        ["Emergency services", emergencyNumber],
        ["Supervisor", supervisor],
        ["Site contact", site.siteContact.trim()],
        ["First aider", ""],
      ];

  const emergencySection = content.sections.find((s) => s.id === "emergency");
  const emergencySteps = emergencySection
    ? parseRichText(emergencySection.body)
        .filter((b) => b.kind === "list-item" && b.ordered && b.level === 0)
        .map((b) => runsText(b.runs))
    : [];

  return {
    documentName: content.documentName || documentName(content.documentType, content.country),
    title: content.title,
    businessName: business.name,
    job,
    stepLabel: isSteps ? "Step" : "Hazard",
    steps,
    ppe,
    permits,
    emergencyNumber,
    contacts,
    emergencySteps,
  };
}
