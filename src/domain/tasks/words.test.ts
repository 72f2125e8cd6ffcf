import { describe, expect, it } from "vitest";
import { hazardsFromText } from ".";
import { mentions, typedWords } from "./words";

describe("the words of what a business types", () => {
  it("joins a hyphenated word, so 're-roof' and 'reroof' are one word", () => {
    expect(typedWords("Re-roofing and torch-on membranes")).toEqual(["reroofing", "torchon", "membranes"]);
  });

  it("reads the material of a '-based' compound as its own word: solvent-based inks are solvent inks", () => {
    expect(typedWords("solvent-based inks")).toEqual(["solvent", "based", "inks"]);
    expect(mentions("Litho printing with solvent-based inks", ["solvent"])).toBe(true);
    expect(hazardsFromText("Commercial printing with solvent-based inks", "manufacturing")).toContain(
      "hazardous-chemicals",
    );
  });

  it("does not read a '-free' product as containing what it is free of", () => {
    expect(mentions("solvent-free adhesives", ["solvent"])).toBe(false);
  });
});
