import type { DocTable, DocumentContent } from "./content";
import type { SiteSectionSpec } from "./types/definition";
import { definitionOf, siteDetailsScopeLabel } from "./types/registry";

/**
 * What a worker reads on a phone before signing on: the parts of the stored document that bear on
 * the work, in reading order, with wide tables turned into lists a narrow screen can hold.
 */
export type SiteVersion = {
  title: string;
  documentName: string;
  /** Where the work is and who to ask, from the document's site details; empty ones left out. */
  site: SiteField[];
  sections: SiteSection[];
};

export type SiteField = { label: string; value: string };
export type SiteSection = {
  id: string;
  heading: string /** Stored rich text. */;
  body: string;
  tables: SiteTable[];
};
/**
 * "fields": a two-column table read as label and value (work details, contacts).
 * "cards": one card per row, its first cell as the title and the others as labelled lines.
 */
export type SiteTable =
  | { id: string; caption: string; layout: "fields"; fields: SiteField[] }
  | { id: string; caption: string; layout: "cards"; cards: SiteCard[] };
export type SiteCard = { title: string; lines: { label: string; values: string[] }[] };

/** Document types crews sign on their phones, from the registry. */
export function signOnSections(type: string): readonly SiteSectionSpec[] | undefined {
  return definitionOf(type)?.signOn?.sections;
}

export function supportsSignOn(type: string): boolean {
  return signOnSections(type) !== undefined;
}

const SITE_LABELS: [keyof DocumentContent["siteDetails"], string][] = [
  ["siteAddress", "Site address"],
  ["customerName", "Customer"],
  ["projectDetails", "Project"],
  ["siteContact", "Site contact"],
];

/** The site version of a document of a sign-on type; undefined for any other type. */
export function siteVersion(
  type: string,
  content: Pick<DocumentContent, "title" | "documentName" | "sections" | "siteDetails">,
): SiteVersion | undefined {
  const specs = signOnSections(type);
  if (!specs) return undefined;
  const sections = specs.flatMap((spec) => {
    const section = content.sections.find((s) => s.id === spec.id);
    if (!section) return [];
    const tables = (section.tables ?? []).flatMap((t) => siteTable(t, spec.columns) ?? []);
    return [{ id: section.id, heading: section.heading, body: section.body, tables }];
  });
  const site = SITE_LABELS.flatMap(([key, label]) => {
    const value = content.siteDetails?.[key]?.trim();
    if (!value) return [];
    return [{ label: key === "projectDetails" ? siteDetailsScopeLabel(type) : label, value }];
  });
  return { title: content.title, documentName: content.documentName, site, sections };
}

function siteTable(table: DocTable, keep: readonly string[] | undefined): SiteTable | undefined {
  const columns = keep ? table.columns.filter((c) => keep.includes(c.key)) : table.columns;
  const filled = table.rows.filter((row) => columns.some((c) => (row[c.key] ?? "").trim() !== ""));
  if (columns.length === 0 || filled.length === 0) return undefined;
  const base = { id: table.id, caption: table.caption };
  if (columns.length === 2) {
    const [label, value] = columns as [(typeof columns)[0], (typeof columns)[0]];
    const fields = filled.flatMap((row) => {
      const v = (row[value.key] ?? "").trim();
      return v ? [{ label: (row[label.key] ?? "").trim(), value: v }] : [];
    });
    return fields.length ? { ...base, layout: "fields", fields } : undefined;
  }
  const [first, ...rest] = columns as [(typeof columns)[0], ...typeof columns];
  const cards = filled.map((row) => {
    const head = (row[first.key] ?? "").trim();
    return {
      // A bare number is a step or item number: "Step 3" reads better than "3".
      title: /^\d+$/.test(head) ? `${first.label} ${head}` : head,
      lines: rest.flatMap((c) => {
        const values = (row[c.key] ?? "")
          .split("\n")
          .map((v) => v.trim())
          .filter(Boolean);
        return values.length ? [{ label: c.label, values }] : [];
      }),
    };
  });
  return { ...base, layout: "cards", cards };
}
