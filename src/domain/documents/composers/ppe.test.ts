import { describe, expect, it } from "vitest";
import { ppeCheck } from "./ppe";

// The check printed beside each item of a PPE table is for that kind of item, whatever other
// words its description holds.
describe("ppeCheck", () => {
  it.each([
    ["Electrical hazard-rated safety footwear", /soles, toe caps/],
    ["Slip-resistant enclosed footwear", /soles, toe caps/],
    // A saw operator's boots are checked for a cut into their protective layer.
    ["Chainsaw boots", /cut-resistant layer/],
    [
      "Logging boots that cover and support the ankle, cut-resistant for chain saw operators, calked where the work is on logs or steep ground",
      /cut-resistant layer/,
    ],
    ["Chainsaw boots or safety boots with cut protection", /cut-resistant layer/],
    ["Earplugs or earmuffs rated for the measured noise level", /plugs daily/],
    ["Safety helmet where objects can fall from above", /shell and cradle/],
    ["Full-body harness with shock-absorbing lanyard", /webbing/],
    ["Disposable coveralls with hood", /Single use/],
    ["Disposable boot covers", /Single use/],
    // Sun clothing with a brim for the helmet is clothing, not a helmet to check for cracks.
    ["Sun-protective clothing and broad-brimmed helmet attachment", /covers the arms, legs and neck/],
  ])("%s", (item, check) => {
    expect(ppeCheck(item)).toMatch(check);
  });
});
