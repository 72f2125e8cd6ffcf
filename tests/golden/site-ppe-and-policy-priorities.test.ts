import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { score, tables } from "./markdown-tables";
import { goldenMarkdown } from "./render";

/**
 * What an induction calls the site's minimum PPE is worn by everyone all day, so a respirator
 * (fit-tested to its wearer, worn for the tasks that need it) is never part of it; and the
 * policy's "paying particular attention to" names the register's highest-rated hazards.
 */

// Up to the sentence's own close: an item may hold brackets of its own ("105 dB(A)").
const SITE_MINIMUM = /Wear the site's minimum PPE \((.*?)\) and the extra PPE/;

describe("an induction's site minimum PPE holds no respirator", () => {
  it.each(GOLDEN_BUSINESSES.map((g) => [g.slug, g] as const))("%s", (_slug, g) => {
    for (const type of ["induction", "contractor-induction"] as const) {
      const minimum = SITE_MINIMUM.exec(goldenMarkdown(g, type))?.[1] ?? "";
      expect(minimum, type).not.toMatch(/respirator|breathing apparatus/i);
    }
  });
});

describe("an induction's site minimum PPE reads as one list", () => {
  // One pair of boots, one helmet: an item another names in full is that one; an item with a
  // clause of its own ("…; both together above 105 dB(A)") comes last, so the clause holds no other
  // item; and an item in the middle of the sentence starts in lower case.
  it.each(GOLDEN_BUSINESSES.map((g) => [g.slug, g] as const))("%s", (_slug, g) => {
    for (const type of ["induction", "contractor-induction"] as const) {
      const minimum = SITE_MINIMUM.exec(goldenMarkdown(g, type))?.[1] ?? "";
      if (!minimum) continue;
      const items = minimum.split(/, | and (?=[^;]*$)/);
      expect(minimum.match(/\b(?:boots|footwear)\b/gi)?.length ?? 0, `${type}: ${minimum}`).toBeLessThanOrEqual(1);
      expect(minimum.match(/\bhelmet\b/gi)?.length ?? 0, `${type}: ${minimum}`).toBeLessThanOrEqual(1);
      const clause = minimum.indexOf(";");
      if (clause >= 0) expect(minimum.slice(clause), `${type}: ${minimum}`).not.toMatch(/, | and /);
      expect(items.filter((item) => /^[A-Z][a-z]/.test(item)), `${type}: ${minimum}`).toEqual([]);
    }
  });
});

describe("footwear a hazard met across the site calls for is the site's minimum", () => {
  // Boots are put on for the shift, not for a task: a workshop whose machinery is in every work
  // area wears its safety boots across the site, whether or not a second row (forklifts) asks too.
  it.each([
    "au-vic-sheet-metal-6-19",
    "uk-gb-manufacturing-6-19",
    "us-mn-manufacturing-20-49",
    "us-wa-manufacturing-20-49",
  ])("%s", (slug) => {
    const g = GOLDEN_BUSINESSES.find((b) => b.slug === slug)!;
    const minimum = SITE_MINIMUM.exec(goldenMarkdown(g, "induction"))?.[1] ?? "";
    expect(minimum).toMatch(/safety boots/i);
  });

  it("a café's manual handling boots are worn for deliveries, not across the site", () => {
    const g = GOLDEN_BUSINESSES.find((b) => b.slug === "au-vic-restaurant-bar-20-49")!;
    const minimum = SITE_MINIMUM.exec(goldenMarkdown(g, "induction"))?.[1] ?? "";
    expect(minimum).not.toMatch(/steel-toe/i);
  });
});

describe("the policy names the hazards rated highest before controls", () => {
  it.each(GOLDEN_BUSINESSES.map((g) => [g.slug, g] as const))("%s", (_slug, g) => {
    const register = tables(goldenMarkdown(g, "hazard-register")).find((t) => t[0]?.["Ref no."]);
    expect(register, "hazard register table").toBeDefined();
    const rows = register!.map((r) => ({ name: r.Hazard!, score: score(r["Risk before controls"]!) }));
    const policy = goldenMarkdown(g, "policy");
    const named = /paying particular attention to ([^\n]*)\./.exec(policy)?.[1]?.toLowerCase() ?? "";
    expect(named).not.toBe("");
    const mentioned = rows.filter((r) => named.includes(r.name.toLowerCase()));
    const lowestNamed = Math.min(...mentioned.map((r) => r.score));
    // Every hazard rated above the lowest one named is named too.
    for (const r of rows.filter((r) => r.score > lowestNamed))
      expect(named, `${r.name} (${r.score})`).toContain(r.name.toLowerCase());
  });

  it("the press shop's policy names the forklifts it handles its blanks with, rated Extreme", () => {
    const policy = goldenMarkdown(GOLDEN_BUSINESSES.find((g) => g.slug === "uk-gb-power-press-20-49")!, "policy");
    expect(policy).toMatch(/paying particular attention to [^\n]*forklifts and pedestrians/);
  });

  it("the spray shop's policy names no forklifts: it has not said it has any", () => {
    const policy = goldenMarkdown(GOLDEN_BUSINESSES.find((g) => g.slug === "uk-gb-manufacturing-6-19")!, "policy");
    expect(policy).not.toMatch(/forklift/i);
  });
});
