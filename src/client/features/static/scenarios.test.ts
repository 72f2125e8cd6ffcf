import { describe, expect, it } from "vitest";
import { INSTRUMENTS } from "../../../domain/legal";
import { inquiryFromSearch } from "./ContactPage";
import { exampleScenarios } from "./scenarios";

const titles = new Set(INSTRUMENTS.map((i) => i.title));

describe("example scenarios of the small-business page", () => {
  it("state what the law asks from the knowledge base, with sources it holds", () => {
    const scenarios = exampleScenarios();
    expect(scenarios.length).toBeGreaterThanOrEqual(3);
    for (const s of scenarios) {
      expect(s.duties.length).toBeGreaterThan(0);
      for (const d of s.duties) {
        expect(d.text.length).toBeGreaterThan(20);
        expect(d.sources.length).toBeGreaterThan(0);
        // "Title, pinpoint" or the bare title: the title part is a known instrument.
        for (const source of d.sources) {
          expect([...titles].some((t) => source === t || source.startsWith(`${t}, `))).toBe(true);
        }
      }
    }
  });

  it("name catalogue documents and the packs and prices that contain them", () => {
    const uk = exampleScenarios().find((s) => s.id === "cafe-uk");
    expect(uk?.place).toBe("Great Britain");
    expect(uk?.documents.map((d) => d.title)).toContain("Risk Assessment");
    expect(uk?.packs.map((p) => p.id)).toEqual(["core", "wellbeing-hr"]);
    expect(uk?.packs[0]?.price).toBe(99);
  });
});

describe("contact inquiry preset", () => {
  it("reads a known inquiry type from the query and falls back to general", () => {
    expect(inquiryFromSearch("inquiry=sales")).toBe("sales");
    expect(inquiryFromSearch("?inquiry=Billing")).toBe("billing");
    expect(inquiryFromSearch("inquiry=nonsense")).toBe("general");
    expect(inquiryFromSearch("")).toBe("general");
  });
});
