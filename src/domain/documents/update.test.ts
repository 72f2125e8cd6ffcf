import { describe, expect, it } from "vitest";
import type { DocSection } from "./content";
import { sameSection } from "./update";

const section: DocSection = {
  id: "notification",
  heading: "Notifying the regulator",
  body: "<p>Call the regulator.</p>",
  tables: [
    {
      id: "events",
      caption: "Notifiable events",
      columns: [{ key: "event", label: "Event" }],
      rows: [{ event: "Death of a person", deadline: "Immediately" }],
    },
  ],
  citations: [{ id: "au-nsw-whs-act-2011", pinpoint: "s 38" }],
};

/** Objects with their keys in reverse order, as a jsonb column may give them back. */
function reordered<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reordered) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reordered(v)]),
    ) as T;
  }
  return value;
}

describe("sameSection", () => {
  it("treats a section read back with its table and citation keys reordered as unchanged", () => {
    expect(sameSection(section, reordered(section))).toBe(true);
  });

  it("still sees a changed cell or citation", () => {
    const cell = structuredClone(section);
    cell.tables![0]!.rows[0]!.deadline = "Within 48 hours";
    expect(sameSection(section, cell)).toBe(false);
    const citation = structuredClone(section);
    citation.citations![0]!.pinpoint = "s 39";
    expect(sameSection(section, citation)).toBe(false);
  });
});
