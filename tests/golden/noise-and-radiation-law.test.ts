import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS, type DocumentTypeId } from "../../src/domain/catalogue";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { profileFor } from "../../src/domain/legal";
import { GOLDEN_BUSINESSES, type GoldenBusiness } from "./businesses";
import { composeGolden } from "./render";

/**
 * Noise and radiation law follows the business's own state and its own work: a Washington shop's
 * stamping presses are under chapter 296-817 WAC, not federal OSHA's 29 CFR 1910.95; a New York
 * practice's X-ray room is registered with the State Department of Health, and a business whose
 * work names no radioactive source is never told to leak-test sealed sources.
 */
const compose = (golden: GoldenBusiness, documentType: DocumentTypeId) =>
  composeGolden(golden, documentType);

const cites = (golden: GoldenBusiness, documentType: DocumentTypeId) =>
  new Set(compose(golden, documentType).complianceReferences.citations.map((c) => c.id));

const everyDocument = (golden: GoldenBusiness) =>
  DOCUMENT_TYPE_IDS.map((documentType) => ({
    documentType,
    text: renderPlainText(compose(golden, documentType)),
    cited: cites(golden, documentType),
  }));

const byslug = (slug: string) => GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;

/** A reference business moved to another place, industry or line of work. */
function variant(
  slug: string,
  changes: Partial<GoldenBusiness["business"]>,
  metadata: Partial<GoldenBusiness["metadata"]> = {},
): GoldenBusiness {
  const golden = byslug(slug);
  const business = { ...golden.business, ...changes };
  if (changes.jurisdiction) business.regions = [changes.jurisdiction];
  return { slug: `${slug}-variant`, business, metadata: { ...golden.metadata, ...metadata } };
}

const NOISY = (golden: GoldenBusiness) =>
  golden.business.highRiskActivities.includes("noise-exposure") ||
  (golden.metadata.hazardTypes ?? []).includes("noise");

describe("noise-exposed work cites the noise rule of its own jurisdiction", () => {
  it.each(
    GOLDEN_BUSINESSES.filter((g) => g.business.jurisdiction === "US-WA" && NOISY(g)).map(
      (g) => [g.slug, g] as const,
    ),
  )("%s: chapter 296-817 WAC, with its own annual training, never 29 CFR 1910.95", (_slug, golden) => {
    const register = renderPlainText(compose(golden, "hazard-register"));
    expect(cites(golden, "hazard-register").has("us-wa-wac-296-817")).toBe(true);
    expect(register).toContain("Chapter 296-817 WAC Hearing loss prevention (noise)");
    const training = renderPlainText(compose(golden, "training-record"));
    expect(training).toMatch(/Hearing conservation awareness[^\n]*first assigned to work with noise exposure at or above 85 dBA TWA8, then at least every 12 months/);
    expect(training).toContain("296-817-20020");
    expect(training).not.toMatch(/federal OSHA's interval in its occupational noise standard/);
    for (const doc of everyDocument(golden)) {
      expect(doc.cited.has("us-29-cfr-1910-95"), doc.documentType).toBe(false);
      expect(doc.text, doc.documentType).not.toContain("1910.95");
    }
  });

  it("no business in a State Plan state is cited federal OSHA's noise standard", () => {
    for (const golden of GOLDEN_BUSINESSES.filter((g) => g.business.country === "US")) {
      if (profileFor(golden.business.jurisdiction).statePlan === null) continue;
      for (const doc of everyDocument(golden)) expect(doc.cited.has("us-29-cfr-1910-95"), `${golden.slug} ${doc.documentType}`).toBe(false);
    }
  });

  it("a federal OSHA factory's noise hazard cites 29 CFR 1910.95; a builder's does not", () => {
    const factory = variant("us-wa-stamping-20-49", { jurisdiction: "US-TX" });
    expect(cites(factory, "hazard-register").has("us-29-cfr-1910-95")).toBe(true);
    const builder = variant("us-wa-stamping-20-49", { jurisdiction: "US-TX", industry: "construction" });
    expect(cites(builder, "hazard-register").has("us-29-cfr-1910-95")).toBe(false);
    expect(renderPlainText(compose(builder, "training-record"))).not.toMatch(/hearing conservation program/);
  });

  it("a Washington farm's noise is agriculture's own rule, not chapter 296-817 WAC", () => {
    const farm = variant("us-wa-stamping-20-49", { industry: "agriculture" });
    const register = cites(farm, "hazard-register");
    expect(register.has("us-wa-wac-296-307-632")).toBe(true);
    expect(register.has("us-wa-wac-296-817")).toBe(false);
    expect(renderPlainText(compose(farm, "training-record"))).toContain("296-307-63220");
  });

  it.each([
    ["US-UT", "us-ut-29-cfr-1910-95"],
    ["US-NC", "us-nc-29-cfr-1910-95"],
  ])("a %s factory's noise cites 29 CFR 1910.95 as the State Plan adopted it, with its annual training", (code, id) => {
    const factory = variant("us-wa-stamping-20-49", { jurisdiction: code });
    const register = cites(factory, "hazard-register");
    expect(register.has(id)).toBe(true);
    expect(register.has("us-29-cfr-1910-95")).toBe(false);
    const training = renderPlainText(compose(factory, "training-record"));
    expect(training).toMatch(/Hearing conservation awareness[^\n]*At least every 12 months for each employee in the hearing conservation program \(Occupational noise exposure \(29 CFR 1910\.95 as adopted by/);
    expect(training).not.toMatch(/occupational noise standard, which/);
    const builder = variant("us-wa-stamping-20-49", { jurisdiction: code, industry: "construction" });
    expect(cites(builder, "hazard-register").has(id)).toBe(false);
  });

  it("a Washington builder's noise keeps chapter 296-817 WAC", () => {
    const builder = variant("us-wa-stamping-20-49", { industry: "construction" });
    expect(cites(builder, "hazard-register").has("us-wa-wac-296-817")).toBe(true);
    expect(cites(builder, "hazard-register").has("us-29-cfr-1910-95")).toBe(false);
  });
});

const SEALED_SOURCE_LINES = [/sealed sources/i, /lost-source/i, /[Ss]ource register/, /radioactive sources where required/];

describe("radiation lines follow the business's own radiation work", () => {
  const practice = byslug("us-ny-healthcare-50-199");

  it("the New York practice with an X-ray room registers it under 10 NYCRR Part 16 and has no sealed-source lines", () => {
    expect(cites(practice, "hazard-register").has("us-ny-10-nycrr-16-50")).toBe(true);
    expect(renderPlainText(compose(practice, "induction"))).toMatch(
      /certificate of registration of the X-ray installation from the New York State Department of Health/,
    );
    for (const doc of everyDocument(practice)) {
      for (const line of SEALED_SOURCE_LINES) expect(doc.text, `${doc.documentType}: ${line}`).not.toMatch(line);
      expect(doc.text, doc.documentType).not.toMatch(/possess and use radiation sources/);
    }
  });

  it("no reference business whose work names no radioactive source is told to keep a source register", () => {
    for (const golden of GOLDEN_BUSINESSES) {
      const words = `${golden.business.workDescription ?? ""} ${golden.metadata.activity ?? ""} ${golden.metadata.scope ?? ""}`;
      if (/radioactive|sealed source|nuclear gauge|density gauge|radioisotope/i.test(words)) continue;
      for (const doc of everyDocument(golden))
        for (const line of SEALED_SOURCE_LINES.slice(0, 3)) expect(doc.text, `${golden.slug} ${doc.documentType}`).not.toMatch(line);
    }
  });

  it("a New York practice without X-ray equipment gets no X-ray registration line or citation", () => {
    const noXray = variant("us-ny-healthcare-50-199", {
      workDescription: "Private family medical practice: examinations, injections and blood draws",
    }, { scope: "Examination rooms and phlebotomy station" });
    for (const doc of everyDocument(noXray)) {
      expect(doc.cited.has("us-ny-10-nycrr-16-50"), doc.documentType).toBe(false);
      expect(doc.text, doc.documentType).not.toMatch(/X-ray installation|10 NYCRR/);
    }
  });

  it("an X-ray practice outside New York gets the general registration line and no New York law", () => {
    const florida = variant("us-ny-healthcare-50-199", { jurisdiction: "US-FL" });
    const text = renderPlainText(compose(florida, "induction"));
    expect(text).toMatch(/Registration or license of the X-ray equipment with the state radiation control program where the state requires it/);
    expect(text).not.toMatch(/New York State Department of Health|10 NYCRR/);
    const sydney = variant("us-ny-healthcare-50-199", { jurisdiction: "AU-NSW", country: "AU" });
    expect(renderPlainText(compose(sydney, "induction"))).toMatch(
      /Registration or licence of the X-ray equipment with the radiation regulator where required/,
    );
  });

  it("work that names a nuclear gauge keeps the sealed-source controls and the source licence", () => {
    const gauge = variant("us-ny-healthcare-50-199", {
      industry: "construction",
      workDescription: "Soil compaction testing with a nuclear density gauge",
    }, { scope: "Compaction testing on site" });
    const text = renderPlainText(compose(gauge, "hazard-register"));
    expect(text).toMatch(/leak testing of sealed sources/);
    const induction = renderPlainText(compose(gauge, "induction"));
    expect(induction).toMatch(/License to possess and use radioactive sources where required/);
    expect(induction).not.toMatch(/X-ray installation/);
  });
});

describe("hearing checks follow each country's own trigger", () => {
  const noisy = (g: GoldenBusiness) => everyDocument(g).some((d) => /hearing protection/i.test(d.text));

  it("a British business with noise checks the hearing of those regularly above the upper exposure action values, 85 dB(A) or 137 dB(C)", () => {
    const british = GOLDEN_BUSINESSES.filter((g) => g.business.jurisdiction === "UK-GB" && noisy(g));
    expect(british.map((g) => g.slug)).toContain("uk-gb-machine-shop-mwf-6-19");
    for (const g of british) {
      const text = everyDocument(g)
        .map((d) => d.text)
        .join("\n");
      expect(text, g.slug).not.toMatch(/exposed above the limit/);
      expect(text, g.slug).not.toMatch(/peaks above 140 dB\(C\)/);
      if (/Noise assessment by a competent person/.test(text))
        expect(text, g.slug).toContain(
          "health surveillance (hearing checks) for employees regularly exposed above the upper exposure action values (a daily or weekly personal noise exposure of 85 dB(A), or a peak sound pressure of 137 dB(C), without counting hearing protection) or at risk for any other reason",
        );
    }
  });

  it("no other country is given Great Britain's noise values or regulation", () => {
    for (const g of GOLDEN_BUSINESSES.filter((b) => b.business.jurisdiction !== "UK-GB")) {
      const text = everyDocument(g)
        .map((d) => d.text)
        .join("\n");
      expect(text, g.slug).not.toMatch(/upper exposure action value|137 dB\(C\)|Noise Regulations regulation 9/);
    }
  });
});

describe("hearing tests in the United States start at OSHA's 85 dBA action level", () => {
  const noiseControls = (g: GoldenBusiness) =>
    everyDocument(g)
      .map((d) => d.text)
      .join("\n")
      .split("\n")
      .filter((line) => /Noise assessment by a competent person/.test(line))
      .join("\n");

  it("a federal OSHA factory tests the hearing of employees at or above an 8-hour average of 85 dBA, under 29 CFR 1910.95(c) and (g)", () => {
    const factory = variant("us-wa-stamping-20-49", { jurisdiction: "US-TX" });
    const lines = noiseControls(factory);
    expect(lines).toContain(
      "audiometric testing, in a hearing conservation program, for employees exposed at or above an 8-hour time-weighted average of 85 dBA (29 CFR 1910.95(c), (g))",
    );
    expect(lines).not.toMatch(/exposed above the limit/);
  });

  it("a State Plan factory names federal OSHA's 85 dBA only as the floor its plan's standard must be at least as effective as, and no federal section", () => {
    for (const slug of ["us-wa-stamping-20-49", "us-mn-manufacturing-20-49"]) {
      const lines = noiseControls(byslug(slug));
      expect(lines, slug).toContain(
        "audiometric testing, in a hearing conservation program, for employees exposed at the level the State Plan's noise standard sets (federal OSHA's, which the plan's must be at least as effective as, sets an 8-hour time-weighted average of 85 dBA)",
      );
      expect(lines, slug).not.toMatch(/exposed above the limit|1910\.95/);
    }
  });

  it("a builder is not told general industry's hearing conservation program is its law; hearing tests are good practice", () => {
    for (const builder of [
      variant("us-wa-stamping-20-49", { jurisdiction: "US-TX", industry: "construction" }),
      byslug("us-tx-construction-20-49"),
    ]) {
      const lines = noiseControls(builder);
      expect(lines, builder.slug).toContain("hearing tests (audiometry), as good practice, for workers regularly exposed to loud noise");
      expect(lines, builder.slug).not.toMatch(/1910\.95|hearing conservation program|exposed above the limit/);
    }
  });

  it("no other country is given OSHA's action level or hearing conservation program", () => {
    for (const g of GOLDEN_BUSINESSES.filter((b) => b.business.country !== "US")) {
      const text = everyDocument(g)
        .map((d) => d.text)
        .join("\n");
      expect(text, g.slug).not.toMatch(/85 dBA|hearing conservation program|1910\.95/);
    }
  });
});

describe("Great Britain's noise areas are the Noise Regulations' hearing protection zones", () => {
  it("a British business with noise marks hearing protection zones, not sign-posted hearing protection areas", () => {
    const british = GOLDEN_BUSINESSES.filter(
      (g) =>
        g.business.jurisdiction === "UK-GB" &&
        everyDocument(g).some((d) => /Noise assessment by a competent person/.test(d.text)),
    );
    expect(british.map((g) => g.slug)).toContain("uk-gb-power-press-20-49");
    for (const g of british) {
      const text = everyDocument(g)
        .map((d) => d.text)
        .join("\n");
      expect(text, g.slug).toContain("marked hearing protection zones");
      expect(text, g.slug).not.toMatch(/sign-posted hearing protection areas/);
    }
  });
});
