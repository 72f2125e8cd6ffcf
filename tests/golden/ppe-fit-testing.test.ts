import { describe, expect, it } from "vitest";
import { renderGoldenDocuments } from "./render";

/**
 * A PPE register that lists a respirator or breathing apparatus (which usually has a tight-fitting
 * face piece) says how tight-fitting ones are fit tested: the note once came only from the word
 * "respirator", and went when a sewer crew's register kept its breathing apparatus but lost a
 * respirator line.
 */
describe("fit testing", () => {
  it("every PPE register with a respirator or breathing apparatus says how it is fit tested", () => {
    const registers = [...renderGoldenDocuments()].filter(([file]) => file.endsWith("/ppe-register.md"));
    const withFacePieces = registers.filter(([, text]) => /respirator|breathing apparatus/i.test(text));
    expect(withFacePieces.map(([file]) => file)).toContain("nz-construction-sewer-6-19/ppe-register.md");
    for (const [file, text] of withFacePieces) expect(text, file).toMatch(/fit tested for each wearer/);
  });
});
