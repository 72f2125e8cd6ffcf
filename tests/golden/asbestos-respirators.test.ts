import { describe, expect, it } from "vitest";
import { renderGoldenDocuments } from "./render";

/**
 * A respirator named for asbestos work must be one the country's asbestos law allows: in the US
 * never a filtering facepiece such as an N95 (29 CFR 1926.1101(h)(3) requires HEPA filters), in
 * Great Britain never FFP1 or FFP2 (HSE's asbestos guidance asks for FFP3 or better), in Australia
 * and New Zealand never a P1.
 */
const WEAKER: Record<string, RegExp> = {
  us: /\bN95\b|filtering facepiece|dust mask/i,
  uk: /\bFFP[12]\b|dust mask/i,
  au: /\bP1\b|dust mask/i,
  nz: /\bP1\b|dust mask/i,
};

const documents = renderGoldenDocuments();

describe("respirators for asbestos are ones the country's asbestos law allows", () => {
  it.each([...documents.keys()])("%s", (file) => {
    const weaker = WEAKER[file.slice(0, 2)]!;
    const cells = documents
      .get(file)!
      .split(/\n|<br>|\|/)
      .filter((cell) => /asbestos/i.test(cell) && /respirator|mask/i.test(cell));
    for (const cell of cells) expect(cell, file).not.toMatch(weaker);
  });

  it("checks asbestos respirators in each country that names one", () => {
    for (const country of ["us", "uk", "au"]) {
      const named = [...documents].filter(
        ([file, text]) => file.startsWith(country) && /respirator[^|\n]*asbestos|asbestos[^|\n]*respirator/i.test(text),
      );
      expect(named.length, country).toBeGreaterThan(0);
    }
  });
});
