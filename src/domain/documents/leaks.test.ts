import { describe, expect, it } from "vitest";
import {
  type CountryCode,
  DOCUMENT_TYPE_IDS,
  documentName,
  localSpelling,
  REGIONS,
  respeller,
} from "../catalogue";
import { HIGH_RISK_ACTIVITIES } from "../catalogue/activities";
import { BUSINESS_INDUSTRIES } from "../catalogue/industries";
import { PROFILE_CODES } from "../legal";
import { composeDocument, inLocalWording } from "./engine";
import { renderPlainText } from "./plain-text";

/**
 * Every document type in every state and country the knowledge base has, for a construction
 * business with the work that draws licences and competence evidence and for a healthcare one:
 * no document carries another country's licences, duty-holder terms or spelling.
 */

/**
 * Words each country fills in differently ("employee representative", "health and safety
 * representative", an industry's name) take the article their own first letter needs.
 */
const GRAMMAR = [/\ba [aeio][a-z]{2,}/];

/** Feet, pounds and Fahrenheit: Australia, Britain and New Zealand measure in metric only. */
const US_UNITS = [/\d ?(ft|lb|°F)\b/, /\d+(\.\d+)? ?(feet|foot|pounds?)\b/];

/** Respirator classes of another country's standard: AS/NZS 1716's P2/P3, EN 149's FFP, NIOSH's N95/P100. */
const AS_NZS = [/\bP[23]\b/];
const NIOSH = [/\bN95\b/, /\bP100\b/];
const EN_149 = [/\bFFP[123]\b/];

/**
 * "Truck" for a road vehicle, where Britain says lorry: any truck but a pallet, fork-lift, reach,
 * industrial, dump(er) or haul truck.
 */
const BRITISH_TRUCK_LEAK =
  /(?<!\b(?:pallet|forklift|fork-lift|reach|industrial|dump|dumper|haul)[ -])\btrucks?\b(?!-mounted)/i;

/** Licences, competence cards and duty-holder terms that belong to one country's law. */
const FOREIGN_TERMS: Record<CountryCode, RegExp[]> = {
  AU: [
    /\bOSHA\b/,
    /\bRIDDOR\b/,
    /\bHSE\b/,
    /\bCSCS\b/,
    /\bGFCIs?\b/,
    /Site Safe passport/i,
    /Truck Loading Code/,
    ...NIOSH,
    ...EN_149,
    ...US_UNITS,
  ],
  UK: [
    /road occupancy/i,
    // A British warehouse's pallet truck, and COSHH's health surveillance.
    /pallet jacks?/i,
    /health monitoring/i,
    /steel-toe/i,
    // A road vehicle is a lorry; a warehouse's or a site's truck keeps its British name.
    BRITISH_TRUCK_LEAK,
    // Australia's words: an asbestos "removalist", its Load Restraint Guide, a compensation
    // scheme's claims and certificates; and its respirator classes.
    /\bremovalists?\b/i,
    /load restraint guide/i,
    // Australia's and New Zealand's name for white spirit.
    /mineral turpentine/i,
    /\bthe scheme\b/i,
    /\bmedical certificates?\b/i,
    // Australia's safety switch (an RCD), leading hand (a chargehand) and evidence "sighted".
    /safety switch/i,
    /\bleading hands?\b/i,
    /\bsighted\b/i,
    ...AS_NZS,
    ...NIOSH,
    /licen[cs]e to perform high risk work/i,
    /high risk work licen[cs]e/i,
    /demolition licen[cs]e/i,
    /white card/i,
    /general construction induction/i,
    // Australia's and New Zealand's words: a contractor's certificate of currency and a
    // verification of competency (VOC) on the plant.
    /certificate of currency/i,
    /verification of competency/i,
    /\bVOCs?\b/,
    /\bPCBU\b/,
    /\bSWMS\b/,
    /\bOSHA\b/,
    /\bGFCIs?\b/,
    /Site Safe passport/i,
    ...US_UNITS,
  ],
  NZ: [
    // HSWA 2015 names no principal contractor: PCBUs share duties, one of them in control.
    /principal contractor/i,
    // New South Wales' road occupancy licence; other places name their road authority's permit.
    /road occupancy/i,
    /load restraint guide/i,
    ...NIOSH,
    ...EN_149,
    /licen[cs]e to perform high risk work/i,
    /high risk work licen[cs]e/i,
    /demolition licen[cs]e/i,
    /white card/i,
    /general construction induction/i,
    /\bCSCS\b/,
    /\bOSHA\b/,
    /\bRIDDOR\b/,
    /\bGFCIs?\b/,
    ...US_UNITS,
  ],
  US: [
    // The WHS Regulations' and CDM 2015's duty holder; a US site has a general contractor.
    /principal contractor/i,
    /road occupancy/i,
    // Europe's and Australia's dust-class vacuum and health checks, in OSHA's words HEPA and medical surveillance.
    /\bH-class\b/,
    /health monitoring/i,
    /licen[cs]e to perform high risk work/i,
    /high risk work licen[cs]e/i,
    /demolition licen[cs]e/i,
    /white card/i,
    /general construction induction/i,
    /\bCSCS\b/,
    /Site Safe passport/i,
    /\bPCBU\b/,
    /person conducting a business or undertaking/i,
    /\bSWMS\b/,
    /Safe Work Method Statement/i,
    /\bRIDDOR\b/,
    /\bmajor injur(y|ies)\b/i,
    /Safe Work Australia/,
    /load restraint guide/i,
    /\bremovalists?\b/i,
    // A US contractor shows a certificate of insurance for general liability; an operator's
    // performance is evaluated; a first-aid responder helps the injured person and a patient's
    // caregivers; a supervisor gives a cell phone number.
    /public liability/i,
    /certificate of currency/i,
    /verification of competency/i,
    /\bVOCs?\b/,
    /\bcasualt(y|ies)\b/i,
    /\bcarers?\b/i,
    /mobile (phone )?numbers?/i,
    /\btrousers\b/i,
    // Britain's and Australia's thinners and SDS columns: in the US mineral spirits, the PEL and the DOT class.
    /white spirit/i,
    /mineral turpentine/i,
    /workplace exposure limit/i,
    /dangerous goods/i,
    ...AS_NZS,
    ...EN_149,
    // A measurement is given in US customary units only, with no metric figure beside it.
    /\d ?(m|kg|°C) \(\d+(\.\d+)? ?(ft|lb|°F)\)/,
    /\(\d+(\.\d+)? ?(m|mm|cm|kg|°C)\)/,
  ],
};

/**
 * Spellings and workplace words of Australia and Britain a US reader would not use, whole words
 * only ("labour" but not a "laboratory"; "plant" the machinery, never inside "implant").
 */
const BRITISH = [
  /\blicences?\b/i,
  /\borganis(e|ed|es|ing|ation|ations|ational)\b/i,
  /\blabour(s|ed|ing|er|ers)?\b/i,
  /\blabour-hire\b/i,
  /\bcentres?\b/i,
  /\bprogrammes?\b/i,
  /\bcolour(s|ed|ful)?\b/i,
  /\bbehaviour(s|al)?\b/i,
  /\bfavour(s|ed|able|ably)?\b/i,
  /\b(milli|centi|kilo)?metres?\b/i,
  /\blitres?\b/i,
  /\banalys(e|ed|ing)\b/i,
  /\b(authoris|minimis|recognis|prioritis|sanitis|energis)(e|ed|es|ing|ation|er)\b/i,
  /\bdefence\b/i,
  /\bpractis(e|ed|ing)\b/i,
  /\blabell(ed|ing)\b/i,
  /\btravell(ed|ing|er)\b/i,
  /\bcancell(ed|ing)\b/i,
  /\bmould\b/i,
  /\bvapours?\b/i,
  /\btyres?\b/i,
  /\baluminium\b/i,
  /\bgrey\b/i,
  /\bmanoeuvr/i,
  /\bjudgement\b/i,
  /\bwhilst\b/i,
  /\bamongst\b/i,
  /\bjewellery\b/i,
  /\bfirst aiders?\b/i,
  /\bplant\b/i,
  /\bskip bins?\b/i,
  /\bresidual current devices?\b/i,
  /\binduct(ion|ions|ed|or|ee)?\b/i,
  /\bsighted\b/i,
  /\brefuell(ed|ing)\b/i,
];

/**
 * American spellings Australia, Britain and New Zealand do not use. "License" and "licenses" are
 * the US noun; the verb, which SafeDraft writes only as "licensed" or "licensing", is spelt alike
 * everywhere and so is not a leak.
 */
const AMERICAN = [
  /\blicenses?\b/i,
  /\borganiz(e|ed|es|ing|ation|ations|ational)\b/i,
  /\blabor(s|ed|ing|er|ers)?\b/i,
  /\bcenters?\b/i,
  /\bcolor(s|ed|ful)?\b/i,
  /\bbehavior(s|al)?\b/i,
  /\bfavor(s|ed|able|ably)?\b/i,
  /\banalyz(e|ed|ing)\b/i,
  /\b(authoriz|minimiz|recogniz|prioritiz|sanitiz|energiz)(e|ed|es|ing|ation|er)\b/i,
  /\bdefense\b/i,
  /\blabel(ed|ing)\b/i,
  /\btravel(ed|ing|er)\b/i,
  /\bcancel(ed|ing)\b/i,
  /\bmold\b/i,
  /\bvapors?\b/i,
  /\baluminum\b/i,
  /\bgray\b/i,
  /\bmaneuver/i,
  /\bstaffing-agency\b/i,
  /\bcell phones?\b/i,
];

/** Australia writes "program" in every sense; Britain and New Zealand write "programme". */
const SPELLING: Record<CountryCode, RegExp[]> = {
  US: BRITISH,
  AU: [...AMERICAN, /\bprogrammes?\b/i],
  UK: [...AMERICAN, /\bprograms?\b/i],
  NZ: [...AMERICAN, /\bprograms?\b/i],
};

const COUNTRY_OF = Object.fromEntries(
  (Object.entries(REGIONS) as [CountryCode, readonly { code: string }[]][]).flatMap(([country, regions]) =>
    regions.map((r) => [r.code, country] as const),
  ),
) as Record<string, CountryCode>;

const BUSINESSES = [
  {
    industry: "construction",
    highRiskActivities: [
      "working-at-height",
      "demolition",
      "excavation",
      "mobile-equipment",
      "lifting-equipment",
      "hazardous-chemicals",
      "electrical-work",
      "confined-spaces",
    ],
    hazardTypes: ["height", "noise", "psychosocial", "biological"],
  },
  {
    industry: "healthcare",
    highRiskActivities: ["manual-handling", "hazardous-chemicals"],
    hazardTypes: ["biological", "psychosocial", "radiation"],
  },
] as const;

/** The text a reader sees: the title, every section and table, and the document's name. */
function composed(
  code: string,
  documentType: (typeof DOCUMENT_TYPE_IDS)[number],
  b: (typeof BUSINESSES)[number],
) {
  const country = COUNTRY_OF[code]!;
  const doc = composeDocument({
    documentType,
    business: {
      name: "Test Works",
      country,
      jurisdiction: code,
      industry: b.industry,
      industryOther: null,
      employeeCount: "20-49",
      workDescription: null,
      regions: [code],
      highRiskActivities: [...b.highRiskActivities],
      identifier: { label: "Number", value: null },
    },
    metadata: {
      emergencyType: "fire",
      activity: "Routine work",
      hazardTypes: [...b.hazardTypes],
      incidentTypes: ["near-miss", "major-injury"],
    },
    additionalPolicies: documentType === "policy" ? ["drug-alcohol", "environmental"] : [],
    preparedBy: "Tester",
    date: "2026-11-24",
  });
  // The legal references list titles exactly as enacted, whatever their spelling; everything else
  // is SafeDraft's own wording.
  const ownWords = { ...doc, sections: doc.sections.filter((s) => s.id !== "references") };
  return { doc, text: `${doc.documentName}\n${renderPlainText(ownWords)}` };
}

describe("every state and country of the knowledge base is covered", () => {
  it("lists each region with a profile", () => {
    expect(Object.keys(COUNTRY_OF).sort()).toEqual([...PROFILE_CODES].sort());
    for (const b of BUSINESSES) expect(BUSINESS_INDUSTRIES.some((i) => i.value === b.industry)).toBe(true);
  });
});

/**
 * The United Kingdom's two jurisdictions each keep out the other's law and terms: Great Britain's
 * RIDDOR 2013 reports specified and over-7-day injuries (its 1995 "major injury" is gone), while
 * Northern Ireland's RIDDOR (Northern Ireland) 1997 still reports major and over-3-day injuries, to
 * HSENI, under the 1978 Order rather than the 1974 Act.
 */
const REGION_TERMS: Partial<Record<string, RegExp[]>> = {
  "UK-GB": [/\bmajor injur(y|ies)\b/i, /HSENI/, /Northern Ireland/],
  "UK-NI": [
    /\bspecified injur(y|ies)\b/i,
    /over-7-day/i,
    /\bHSE\b/,
    /Equality Act/,
    /etc\. Act 1974/,
    /\b(England|Scotland|Wales)\b/,
  ],
};

describe.each(Object.keys(COUNTRY_OF))("documents for %s read as their own country's", (code) => {
  const country = COUNTRY_OF[code]!;
  it.each(DOCUMENT_TYPE_IDS)("%s carries no other country's licences, terms or spelling", (documentType) => {
    for (const b of BUSINESSES) {
      const { text } = composed(code, documentType, b);
      const patterns = [
        ...FOREIGN_TERMS[country],
        ...(REGION_TERMS[code] ?? []),
        ...SPELLING[country],
        ...GRAMMAR,
      ];
      for (const pattern of patterns) {
        const hit = pattern.exec(text);
        expect(
          hit,
          `${documentType} (${b.industry}) ${pattern}: …${hit ? text.slice(Math.max(0, hit.index - 60), hit.index + 40) : ""}…`,
        ).toBeNull();
      }
    }
  });
});

describe("local spelling", () => {
  it("spells SafeDraft's wording the US way, in the case it was written", () => {
    expect(localSpelling("Licences, tickets and registrations", "US")).toBe(
      "Licenses, certification cards and registrations",
    );
    expect(localSpelling("Mobile plant (forklifts) and plant and equipment", "US")).toBe(
      "Mobile equipment (forklifts) and machinery and equipment",
    );
    expect(localSpelling("Plant and Equipment", "US")).toBe("Machinery and Equipment");
    expect(localSpelling("agency or labour-hire workers, and a first aider", "US")).toBe(
      "staffing-agency and other temporary workers, and a first-aid responder",
    );
    expect(localSpelling("light-coloured, de-energised, LICENCE", "US")).toBe(
      "light-colored, de-energized, LICENSE",
    );
  });

  it("dresses, treats and staffs with US words: pants, coveralls, an injured person, caregivers", () => {
    expect(
      localSpelling(
        "Long trousers and waterproof overalls; stay with a casualty; the casualty's condition",
        "US",
      ),
    ).toBe(
      "Long pants and waterproof coveralls; stay with an injured person; the injured person's condition",
    );
    expect(
      localSpelling("Nurses, carers; protect socket outlets; rostering managers; mobile number", "US"),
    ).toBe("Nurses, caregivers; protect outlets; managers who set schedules; cell phone number");
    expect(localSpelling("Long trousers; stay with a casualty", "UK")).toBe(
      "Long trousers; stay with a casualty",
    );
  });

  it("gives Britain and New Zealand their RCDs, and Britain its chargehands and evidence checked", () => {
    expect(
      localSpelling("Safety switches (residual current devices); a leading hand; evidence sighted", "UK"),
    ).toBe("Residual current devices (RCDs); a chargehand; evidence checked");
    expect(localSpelling("Safety switches on every circuit; a leading hand", "NZ")).toBe(
      "RCDs on every circuit; a leading hand",
    );
    expect(localSpelling("Safety switches on every circuit; evidence sighted", "AU")).toBe(
      "Safety switches on every circuit; evidence sighted",
    );
  });

  it("changes whole words only, and never the names and addresses it is told to keep", () => {
    expect(localSpelling("an implant; supervise, exercise and advise; the laboratory", "US")).toBe(
      "an implant; supervise, exercise and advise; the laboratory",
    );
    const keep = ["International Labour Organization", "Harbourside Plant Hire"];
    expect(
      localSpelling(
        "Harbourside Plant Hire follows the International Labour Organization's labour guidance (https://www.ilo.org/labour-centre).",
        "US",
        keep,
      ),
    ).toBe(
      "Harbourside Plant Hire follows the International Labour Organization's labor guidance (https://www.ilo.org/labour-centre).",
    );
  });

  it("reads markup's escaped text: phrases with an ampersand, and names with an apostrophe", () => {
    const respell = respeller("US", ["O'Brien Plant Hire"], { html: true });
    expect(respell("O&#39;Brien Plant Hire runs Mobile Plant &amp; Equipment and plant")).toBe(
      "O&#39;Brien Plant Hire runs Mobile Equipment and machinery",
    );
  });

  it("keeps a list's conjunction where two of its items become one US word", () => {
    const respell = respeller("US");
    expect(respell("Cutting tools, machinery or plant can cause severe bleeding")).toBe(
      "Cutting tools or machinery can cause severe bleeding",
    );
    expect(respell("Vehicles, plant and machinery are parked clear")).toBe(
      "Vehicles and machinery are parked clear",
    );
    expect(respell("Machinery, plant or demolition can cause bleeding")).toBe(
      "Machinery or demolition can cause bleeding",
    );
    expect(respell("Machinery or plant is guarded")).toBe("Machinery is guarded");
  });

  it("keeps Australian, British and New Zealand spelling where it differs, and each one's own", () => {
    expect(localSpelling("The organization's license and behavior program", "AU")).toBe(
      "The organisation's licence and behaviour program",
    );
    expect(localSpelling("The return to work program", "NZ")).toBe("The return to work programme");
    expect(localSpelling("Agency or labour-hire workers", "UK")).toBe("Agency workers");
    expect(localSpelling("labour-hire workers", "NZ")).toBe("labour-hire workers");
    // Words the US shares with everyone stay: the noun "practice", a noise "meter", "while".
    expect(localSpelling("good practice; a noise meter; while licensed", "UK")).toBe(
      "good practice; a noise meter; while licensed",
    );
  });

  it("calls a British road vehicle a lorry, and keeps its warehouse's and site's trucks", () => {
    expect(localSpelling("Plan the site so trucks drive forward; the truck's driver waits", "UK")).toBe(
      "Plan the site so lorries drive forward; the lorry's driver waits",
    );
    expect(localSpelling("A crane truck or a truck-mounted hoist; the concrete truck", "UK")).toBe(
      "A lorry-mounted crane or a lorry-mounted hoist; the concrete mixer lorry",
    );
    expect(
      localSpelling(
        "Pallet trucks, a pallet jack, forklift trucks, a fork-lift truck, reach trucks, a dump truck",
        "UK",
      ),
    ).toBe("Pallet trucks, a pallet truck, forklift trucks, a fork-lift truck, reach trucks, a dump truck");
    expect(localSpelling("Delivery trucks", "NZ")).toBe("Delivery trucks");
    expect(localSpelling("Delivery trucks", "AU")).toBe("Delivery trucks");
  });

  it("names a document as the country spells it", () => {
    expect(documentName("return-to-work", "UK")).toBe("Return to Work Programme");
    expect(documentName("return-to-work", "AU")).toBe("Return to Work Program");
    expect(documentName("contractor-induction", "US")).toBe("Contractor Orientation");
    expect(documentName("contractor-induction", "AU")).toBe("Contractor Induction");
  });

  it("is settled: a document respelt again, as a model's rewrite is, does not change", () => {
    for (const code of ["US-TX", "AU-NSW", "UK-GB", "NZ"]) {
      const input = {
        documentType: "contractor-induction" as const,
        business: {
          name: "Test Works",
          country: COUNTRY_OF[code]!,
          jurisdiction: code,
          industry: "construction",
          industryOther: null,
          employeeCount: "20-49",
          workDescription: null,
          regions: [code],
          highRiskActivities: [...BUSINESSES[0].highRiskActivities],
          identifier: { label: "Number", value: null },
        },
        metadata: {},
        additionalPolicies: [],
        preparedBy: "Tester",
        date: "2026-11-24",
      };
      const doc = composeDocument(input);
      expect(inLocalWording(input, doc.sections), code).toEqual(doc.sections);
    }
  });

  it("keeps the business's own name and words as the user wrote them", () => {
    const doc = composeDocument({
      documentType: "policy",
      business: {
        name: "Harbour Colour Centre LLC",
        country: "US",
        jurisdiction: "US-TX",
        industry: "construction",
        industryOther: null,
        employeeCount: "20-49",
        workDescription: "Labour-hire painting crews",
        regions: ["US-TX"],
        highRiskActivities: ["working-at-height"],
        identifier: { label: "EIN", value: null },
      },
      metadata: {},
      additionalPolicies: [],
      preparedBy: "Tester",
      date: "2026-11-24",
    });
    const text = renderPlainText(doc);
    expect(doc.title).toContain("Harbour Colour Centre LLC");
    expect(text).toContain("Harbour Colour Centre LLC is committed");
    expect(text).not.toMatch(/Harbor Color Center/);
    expect(text).toMatch(/organized|program/);
  });
});

describe("dates are written as each country writes them", () => {
  const MONTH = "(?:January|February|March|April|May|June|July|August|September|October|November|December)";
  const US_DATE = new RegExp(`\\b${MONTH} \\d{1,2}(?:st|nd|rd|th)?, \\d{4}\\b`);
  const DAY_FIRST = new RegExp(`\\b\\d{1,2} ${MONTH} \\d{4}\\b`);
  it.each([
    ["US-CA", "US"],
    ["AU-NSW", "AU"],
    ["UK-GB", "UK"],
    ["NZ", "NZ"],
  ])("%s: every document type", (code, country) => {
    for (const documentType of DOCUMENT_TYPE_IDS) {
      const text = renderPlainText(
        composeDocument({
          documentType,
          business: {
            name: "Test Builders",
            country,
            jurisdiction: code,
            industry: "construction",
            industryOther: null,
            employeeCount: "20-49",
            workDescription: null,
            regions: [code],
            highRiskActivities: ["working-at-height"],
            identifier: { label: "Number", value: null },
          },
          metadata: { emergencyType: "fire", activity: "Re-roofing", hazardTypes: ["height"] },
          additionalPolicies: [],
          preparedBy: "Tester",
          date: "2026-11-23",
        }),
      );
      // A blank form carries no date; a prepared document carries its date in the country's form.
      const expected = country === "US" ? "November 23, 2026" : "23 November 2026";
      if (documentType === "policy" || documentType === "swms")
        expect(text, documentType).toContain(expected);
      expect(text, documentType).not.toMatch(country === "US" ? DAY_FIRST : US_DATE);
    }
  });
});

// Law written for construction work only. A business of any other industry, even one that works at
// height, drives mobile plant or digs, never gets it: the rule set follows the industry.
type Cited = { id: string; pinpoint?: string | null };
const AU_CONSTRUCTION_CHAPTER = /^(?:r|s|cl) (?:289|29\d|30\d|31[0-8])\b/;
const CONSTRUCTION_ONLY_CITATION: ((c: Cited) => boolean)[] = [
  // The model WHS Regulations' construction Chapter, from r 289 (construction work) and r 291 (high
  // risk construction work) to r 318 (general construction induction cards), and the construction
  // code of practice.
  (c) =>
    /^au-[a-z]+-whs-(?:[a-z]+-)?regulations?-\d{4}$/.test(c.id) &&
    AU_CONSTRUCTION_CHAPTER.test(c.pinpoint ?? ""),
  (c) => c.id === "au-model-cop-construction-work",
  // Victoria's construction Part.
  (c) => c.id === "au-vic-ohs-regulations-2017" && /Part 5\.1\b/.test(c.pinpoint ?? ""),
  // The Construction (Design and Management) Regulations 2015.
  (c) => c.id === "uk-cdm-2015",
  // 29 CFR Part 1926, the construction standards.
  (c) => c.id.startsWith("us-29-cfr-1926"),
];
const CONSTRUCTION_ONLY_TEXT = [
  /white card/i,
  /construction induction/i,
  /\bHRCW\b/,
  /Model Code of Practice: Construction work/,
  /\bCDM 2015\b/,
  /Construction \(Design and Management\)/,
  /construction phase plan/i,
  /\b1926\.\d/,
  /Part 1926\b/,
  // A fall protection plan in place of conventional fall protection is allowed in construction only.
  /fall protection plan/i,
  /Part 5\.1 of the (?:OHS|Occupational Health and Safety) Regulations/,
  /^Construction work (?:that|where)/m,
];
const ALL_CODES = Object.values(REGIONS)
  .flat()
  .map((r) => r.code);
const NON_CONSTRUCTION = BUSINESS_INDUSTRIES.map((i) => i.value).filter((v) => v !== "construction");
// Every high-risk activity, so the work that drew construction law before (mobile plant, height,
// confined spaces, excavation, electrical work) is among the inputs.
const EVERY_ACTIVITY = HIGH_RISK_ACTIVITIES.map((a) => a.value);

describe("construction-only law appears only in a construction business's documents", () => {
  it("the inputs include the activities that brought construction law to a road freight company", () => {
    expect(EVERY_ACTIVITY).toEqual(
      expect.arrayContaining(["mobile-equipment", "working-at-height", "excavation"]),
    );
    expect(ALL_CODES).toEqual(expect.arrayContaining(["AU-SA", "AU-VIC", "AU-NSW", "UK-GB", "NZ", "US-FED"]));
  });

  describe.each(ALL_CODES)("%s", (code) => {
    const country = code.split("-")[0] === "NZ" ? "NZ" : code.split("-")[0]!;
    it.each(NON_CONSTRUCTION)("%s: every document type", (industry) => {
      for (const documentType of DOCUMENT_TYPE_IDS) {
        const doc = composeDocument({
          documentType,
          business: {
            name: "Test Freight",
            country,
            jurisdiction: code,
            industry,
            industryOther: null,
            employeeCount: "20-49",
            workDescription: "Loading, hauling and delivering freight",
            regions: [code],
            highRiskActivities: EVERY_ACTIVITY,
            identifier: { label: "Number", value: null },
          },
          metadata: { emergencyType: "fire", activity: "Loading a trailer", hazardTypes: ["height"] },
          additionalPolicies: [],
          preparedBy: "Tester",
          date: "2026-11-24",
        });
        for (const c of doc.complianceReferences.citations as Cited[])
          for (const leaks of CONSTRUCTION_ONLY_CITATION)
            expect(leaks(c), `${documentType} cites ${c.id} ${c.pinpoint ?? ""}`).toBe(false);
        const text = renderPlainText(doc);
        for (const pattern of CONSTRUCTION_ONLY_TEXT)
          expect(text, `${documentType}: ${pattern}`).not.toMatch(pattern);
      }
    });
  });

  it("a construction business in the same places still gets its construction law", () => {
    const cited = (code: string, country: string) =>
      composeDocument({
        documentType: "swms",
        business: {
          name: "Test Builders",
          country,
          jurisdiction: code,
          industry: "construction",
          industryOther: null,
          employeeCount: "20-49",
          workDescription: null,
          regions: [code],
          highRiskActivities: EVERY_ACTIVITY,
          identifier: { label: "Number", value: null },
        },
        metadata: { emergencyType: "fire", activity: "Re-roofing the warehouse", hazardTypes: ["height"] },
        additionalPolicies: [],
        preparedBy: "Tester",
        date: "2026-11-24",
      }).complianceReferences.citations as Cited[];
    const has = (code: string, country: string, test: (c: Cited) => boolean) =>
      cited(code, country).some(test);
    expect(has("AU-SA", "AU", CONSTRUCTION_ONLY_CITATION[0]!)).toBe(true);
    expect(has("AU-VIC", "AU", CONSTRUCTION_ONLY_CITATION[2]!)).toBe(true);
    expect(has("UK-GB", "UK", CONSTRUCTION_ONLY_CITATION[3]!)).toBe(true);
  });
});
