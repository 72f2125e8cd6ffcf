import { describe, expect, it } from "vitest";
import { citedPinpoints } from "./helpers";

describe("an instrument's cited provisions", () => {
  it("lists a whole regulation once, without its own sub-paragraph beside it", () => {
    expect(citedPinpoints(["reg 3(1)", "reg 3", "reg 5", "reg 7"])).toEqual(["reg 3", "reg 5", "reg 7"]);
  });

  it("drops a deeper sub-paragraph of a cited paragraph, and repeats", () => {
    expect(citedPinpoints(["s 19(1)(a)", "s 19(1)", "s 19(1)", "s 20"])).toEqual(["s 19(1)", "s 20"]);
    expect(citedPinpoints(["1904.33(a)", "1904.33", "1904.39"])).toEqual(["1904.33", "1904.39"]);
  });

  it("keeps a provision that only begins with the same number, and sibling sub-paragraphs", () => {
    expect(citedPinpoints(["reg 3", "reg 30", "reg 32(1)"])).toEqual(["reg 3", "reg 30", "reg 32(1)"]);
    expect(citedPinpoints(["reg 11(3)", "reg 11(4)"])).toEqual(["reg 11(3)", "reg 11(4)"]);
  });

  it("ignores citations of the whole instrument", () => {
    expect(citedPinpoints([undefined, "art 5", undefined])).toEqual(["art 5"]);
  });
});
