import { describe, expect, it } from "vitest";
import { COUNTRIES } from "../../../domain/catalogue";
import { INSTRUMENTS, profileFor } from "../../../domain/legal";
import { citationSamples, countryLaws, outsideModelLaw } from "./legal-summary";

describe("what the landing page says about the law", () => {
  it("gives each country its principal Act and regulator from the knowledge base", () => {
    const laws = countryLaws();
    expect(laws.map((l) => l.code)).toEqual(COUNTRIES.map((c) => c.code));
    const uk = laws.find((l) => l.code === "UK");
    // Great Britain's Act and HSE, and Northern Ireland's own Order and HSENI.
    expect(uk?.jurisdictions).toHaveLength(2);
    for (const [i, code] of ["UK-GB", "UK-NI"].entries()) {
      expect(uk?.jurisdictions[i]?.act.title).toBe(
        INSTRUMENTS.find((x) => x.id === profileFor(code).primaryAct.id)?.title,
      );
      expect(uk?.jurisdictions[i]?.regulator.name).toBe(profileFor(code).regulator.name);
    }
  });

  it("keeps Victoria apart from the model-law states and folds identical US states together", () => {
    const au = countryLaws().find((l) => l.code === "AU");
    expect(au?.jurisdictions.map((j) => j.code)).toContain("AU-VIC");
    expect(new Set(au?.jurisdictions.map((j) => j.act.title)).size).toBe(au?.jurisdictions.length);
    const us = countryLaws().find((l) => l.code === "US");
    expect(us?.jurisdictions).toHaveLength(1);
    expect(us?.statePlans?.privateAndPublic).toBeGreaterThan(0);
    expect(us?.statePlans?.publicOnly).toBeGreaterThan(0);
  });

  it("samples real instruments with their official links and a pinpoint citation", () => {
    for (const sample of citationSamples()) {
      expect(sample.instruments.length).toBeGreaterThan(2);
      for (const i of sample.instruments) {
        expect(INSTRUMENTS.find((x) => x.title === i.title)?.url).toBe(i.url);
      }
      expect(sample.example).toMatch(/, (s|reg|art|section|r) ?\S+|\(\d/);
    }
  });
});

describe("model law note", () => {
  it("names the Australian jurisdictions outside the model WHS laws and none elsewhere", () => {
    const [au, uk] = ["AU", "UK"].map((code) => {
      const found = countryLaws().find((l) => l.code === code);
      if (!found) throw new Error(`no ${code}`);
      return found;
    });
    expect(au && outsideModelLaw(au)).toEqual(["Victoria"]);
    expect(uk && outsideModelLaw(uk)).toEqual([]);
  });
});
