import { describe, expect, it } from "vitest";
import { GOLDEN_AUTHOR, GOLDEN_BUSINESSES, GOLDEN_DATE } from "../../../tests/golden/businesses";
import type { DocumentTypeId } from "../catalogue/documents";
import { BUSINESS_INDUSTRIES } from "../catalogue/industries";
import { REGIONS } from "../catalogue/regions";
import { forIndustry, profileFor } from "../legal";
import { methodFor, rulesFor } from "../tasks";
import { composeDocument } from "./engine";
import { renderPlainText } from "./plain-text";

// Sector law that sits outside the health and safety Acts: New Zealand's commercial drivers work
// under the Land Transport Act 1998's work time limits and keep logbooks under the Work Time and
// Logbooks Rule; in Western Australia explosives are licensed under the Dangerous Goods Safety
// (Explosives) Regulations 2007 (a shotfiring licence to fire, a security clearance for
// unsupervised access). Each reaches only the businesses it governs.

const golden = (slug: string) => GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;

const text = (
  slug: string,
  documentType: DocumentTypeId,
  change: { jurisdiction?: string; industry?: string } = {},
) => {
  const g = golden(slug);
  return renderPlainText(
    composeDocument({
      documentType,
      business: {
        ...g.business,
        ...(change.jurisdiction ? { jurisdiction: change.jurisdiction, regions: [change.jurisdiction] } : {}),
        ...(change.industry ? { industry: change.industry } : {}),
      },
      metadata: g.metadata,
      additionalPolicies: [],
      preparedBy: GOLDEN_AUTHOR,
      date: GOLDEN_DATE,
    }),
  );
};

const cited = (industry: string) => JSON.stringify(forIndustry(profileFor("NZ"), industry));

describe("New Zealand transport: work time, logbooks and load security", () => {
  it("states the work time limits and the logbook duty in a transport business's policy and induction", () => {
    for (const type of ["policy", "induction"] as const) {
      const doc = text("nz-transport-20-49", type);
      expect(doc, type).toMatch(/a break of at least 30 minutes after 5½ hours of work time/);
      expect(doc, type).toMatch(/no more than 13 hours of work time in a cumulative work day/);
      expect(doc, type).toMatch(
        /13 hours of work time in a cumulative work day, and then a continuous break of at least 10 hours/,
      );
      expect(doc, type).toMatch(/a continuous rest of at least 24 hours after 70 hours of work time/);
      expect(doc, type).toMatch(/keeps a logbook for the whole cumulative work period/);
      expect(doc, type).toMatch(/Land Transport Rule: Work Time and Logbooks 2007/);
      expect(doc, type).toMatch(/truck loading code/);
    }
  });

  it("cites the Rule and the truck loading code for transport only, never for another New Zealand industry", () => {
    expect(cited("transport")).toContain("nz-work-time-logbooks-rule-2007");
    expect(cited("transport")).toContain("nz-truck-loading-code");
    for (const { value } of BUSINESS_INDUSTRIES.filter((i) => i.value !== "transport")) {
      expect(cited(value), value).not.toMatch(/nz-work-time-logbooks-rule-2007|nz-truck-loading-code/);
      expect(text("nz-transport-20-49", "policy", { industry: value }), value).not.toMatch(
        /Work Time and Logbooks|logbook|truck loading code/i,
      );
    }
  });

  it("gives the long-distance driving method the work time rule in New Zealand only", () => {
    const method = methodFor({
      taskIds: ["long-distance-driving"],
      activity: "",
      industry: "transport",
    })!;
    expect(
      rulesFor(method, "NZ", "NZ")
        .map((r) => r.text)
        .join(" "),
    ).toMatch(/at least 30 minutes after 5½ hours of work time.*keeps a logbook/);
    expect(
      rulesFor(method, "NZ", "NZ")
        .map((r) => r.text)
        .join(" "),
    ).toMatch(/13 hours in a cumulative work day and then takes a continuous break of at least 10 hours/);
    for (const { code } of [...REGIONS.AU, ...REGIONS.UK, ...REGIONS.US]) {
      const country = code.split("-")[0]!;
      expect(
        rulesFor(method, code, country)
          .map((r) => r.text)
          .join(" "),
        code,
      ).not.toMatch(/logbook|5½ hours/);
    }
  });

  it("leaves Australian transport businesses without New Zealand's Rule or code", () => {
    for (const { code } of REGIONS.AU) {
      const p = JSON.stringify(forIndustry(profileFor(code), "transport"));
      expect(p, code).not.toMatch(/nz-work-time-logbooks-rule-2007|nz-truck-loading-code/);
    }
  });
});

describe("Western Australian explosives: shotfiring licence and security card", () => {
  it("names the shotfiring licence, the security card and the Explosives Regulations in WA's blast SWMS", () => {
    const swms = text("au-wa-mining-50-199", "swms");
    expect(swms).toMatch(
      /a shotfiring licence under the Dangerous Goods Safety \(Explosives\) Regulations 2007/,
    );
    expect(swms).toMatch(/WA dangerous goods security card/);
    expect(swms).toMatch(/explosives licence holder's authorisation/);
  });

  it("gives no other state or territory WA's licence, card or Regulations", () => {
    for (const { code } of REGIONS.AU.filter((r) => r.code !== "AU-WA")) {
      const swms = text("au-wa-mining-50-199", "swms", { jurisdiction: code });
      expect(swms, code).not.toMatch(
        /shotfiring licence|security card|Dangerous Goods Safety|Western Australia/,
      );
      expect(swms, code).toMatch(/Shotfirer licence or certificate for the blasting done/);
    }
  });
});
