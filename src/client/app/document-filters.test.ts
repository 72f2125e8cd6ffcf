import { describe, expect, it } from "vitest";
import { matchesSearch, matchesType, typeChoices } from "./document-filters";

describe("the documents list's type filter", () => {
  it("offers each type under its own name, never names joined together", () => {
    const choices = typeChoices(["AU", "UK", "US"]).filter((c) => c.type === "swms");
    expect(choices.map((c) => c.label)).toEqual([
      "Safe Work Method Statement",
      "Method Statement (RAMS)",
      "Job Safety Analysis",
    ]);
    expect(typeChoices(["AU", "UK", "US"]).some((c) => c.label.includes(" / "))).toBe(false);
    expect(typeChoices(["AU"]).find((c) => c.type === "swms")).toMatchObject({
      value: "swms",
      label: "Safe Work Method Statement",
    });
  });

  it("picks the documents of the businesses whose country uses the chosen name", () => {
    const jsa = typeChoices(["AU", "US"]).find((c) => c.label === "Job Safety Analysis");
    expect(matchesType({ type: "swms" }, "US", jsa)).toBe(true);
    expect(matchesType({ type: "swms" }, "AU", jsa)).toBe(false);
    expect(matchesType({ type: "policy" }, "US", jsa)).toBe(false);
    expect(matchesType({ type: "policy" }, "US", undefined)).toBe(true);
  });
});

describe("the documents list's search", () => {
  const doc = {
    title: "Safe Work Method Statement – Roof sheeting – Harbour Roofing",
    job: "Roof sheeting, 12 Smith St, Parramatta",
  };
  it("finds a document by words of its title, its job or its site, whatever the case or accents", () => {
    expect(matchesSearch(doc, "roof")).toBe(true);
    expect(matchesSearch(doc, "SMITH st")).toBe(true);
    expect(matchesSearch(doc, "parramattá")).toBe(true);
    expect(matchesSearch(doc, "harbour sheeting")).toBe(true);
    expect(matchesSearch(doc, "penrith")).toBe(false);
    expect(matchesSearch({ title: "WHS Policy – Café Co", job: null }, "cafe")).toBe(true);
    expect(matchesSearch(doc, "   ")).toBe(true);
  });
});
