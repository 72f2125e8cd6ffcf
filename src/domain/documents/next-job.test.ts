import { describe, expect, it } from "vitest";
import type { DocSection } from "./content";
import { carryEdits } from "./next-job";

const s = (id: string, body: string): DocSection => ({
  id,
  heading: id.toUpperCase(),
  body: `<p>${body}</p>`,
});

describe("carrying the customer's edits to a new job", () => {
  const written = [s("scope", "Roofing at 12 Smith St"), s("emergency", "Call 000"), s("review", "Yearly")];
  const sections = [
    s("scope", "Roofing at 12 Smith St, gate code 1234"),
    s("emergency", "Call 000, then Dave"),
    s("own", "Our dog stays in the ute"),
    s("review", "Yearly"),
  ];
  const fresh = [s("scope", "Roofing at 7 Quarry Rd"), s("emergency", "Call 000"), s("review", "Yearly")];

  it("keeps an edit where the new job is written the same, and writes afresh where it is not", () => {
    const out = carryEdits({ jurisdiction: "AU-NSW", sections, written }, "AU-NSW", fresh);
    expect(out.sections.map((x) => x.body)).toEqual([
      "<p>Roofing at 7 Quarry Rd</p>",
      "<p>Call 000, then Dave</p>",
      "<p>Our dog stays in the ute</p>",
      "<p>Yearly</p>",
    ]);
    expect(out.kept).toEqual(["EMERGENCY", "OWN"]);
    expect(out.rewritten).toEqual(["SCOPE"]);
  });

  it("carries no edit into another jurisdiction's law", () => {
    const out = carryEdits({ jurisdiction: "AU-NSW", sections, written }, "AU-VIC", fresh);
    expect(out.sections).toEqual(fresh);
    expect(out.kept).toEqual([]);
    expect(out.rewritten).toEqual(["SCOPE", "EMERGENCY", "OWN"]);
  });
});
