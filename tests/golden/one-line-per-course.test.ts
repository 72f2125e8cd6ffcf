import { describe, expect, it } from "vitest";
import { PROFILE_CODES, profileFor } from "../../src/domain/legal";
import { HAZARD_ENTRIES } from "../../src/domain/hazards/library.generated";
import { renderGoldenDocuments } from "./render";

/**
 * A list of training and competence lines names each course once. A course one hazard names for
 * particular plant ("… (forklift)") is the course another names for any plant, so an action plan,
 * checklist, audit, training record or induction that lists both shows one line for it, naming
 * the plant. Checked over every golden document: within one table cell or paragraph, within one
 * bulleted list, and down the first column of one table (a training record's courses).
 */
const courses = (() => {
  const out = new Set<string>();
  const licences = PROFILE_CODES.map((code) => profileFor(code).terms.plantLicence).filter(Boolean);
  for (const h of HAZARD_ENTRIES)
    for (const c of h.competencies) {
      const base = c.replace(/\s*\([^()]*\)$/, "");
      if (base.includes("{{local.plantLicence}}")) for (const l of licences) out.add(base.replace("{{local.plantLicence}}", l));
      else if (!base.includes("{{")) out.add(base);
    }
  return [...out];
})();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Each course, found only where a list item starts and ends (after a separator, before one). */
const patterns = courses.map(
  (c) => [c, new RegExp(`(?:^|[:,|>]\\s*|^- )${escape(c)}(?=\\s*(?:\\([^()]*\\))?\\s*(?:[,.;|<]|$))`, "gm")] as const,
);

function repeated(text: string): string[] {
  return patterns.filter(([, re]) => (text.match(re)?.length ?? 0) > 1).map(([c]) => c);
}

/** A table's first-column courses (a training record's rows), each named whole in its cell. */
function columnRepeats(cells: string[]): string[] {
  const known = new Set(courses);
  const bases = cells.map((c) => c.replace(/\s*\([^()]*\)$/, "")).filter((c) => known.has(c));
  return bases.filter((c, i) => bases.indexOf(c) !== i);
}

/** The units of a Markdown document within which a course is named at most once. */
function units(markdown: string): string[] {
  const lines = markdown.split("\n");
  const out: string[] = [];
  let list: string[] = [];
  let column: string[] = [];
  for (const line of [...lines, ""]) {
    if (line.startsWith("- ")) list.push(line);
    else if (list.length) {
      out.push(list.join("\n"));
      list = [];
    }
    if (line.startsWith("|")) {
      for (const cell of line.split("|").slice(1, -1)) out.push(cell.trim());
      column.push(line.split("|")[1]!.trim());
    } else if (column.length) {
      out.push(...columnRepeats(column).map((c) => `${c}\n${c}`));
      column = [];
    }
    if (!line.startsWith("|") && !line.startsWith("- ")) out.push(line);
  }
  return out;
}

const documents = renderGoldenDocuments();

describe("every golden document lists each training course once in a list", () => {
  it.each([...documents.keys()])("%s", (file) => {
    const twice = units(documents.get(file)!).flatMap((u) =>
      repeated(u).map((c) => `${c} in: ${u.slice(0, 300)}`),
    );
    expect(twice).toEqual([]);
  });
});
