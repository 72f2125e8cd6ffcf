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

  it("reads a short verb's -ing and -ed forms as the verb, never as a shorter word", () => {
    // "Taping" is tape, not a tap; "fire rated" doors are rated, not rats; caring is not a car.
    expect(mentions("Drywall taping and finishing", ["tape"])).toBe(true);
    expect(mentions("Drywall taping and finishing", ["tap"])).toBe(false);
    expect(mentions("Fitting fire rated doors", ["rats"])).toBe(false);
    expect(mentions("Caring for children aged 0 to 5", ["car"])).toBe(false);
    expect(mentions("Scraping old paint off weatherboards", ["scrap"])).toBe(false);
    expect(mentions("Tubing sick calves", ["tube"])).toBe(true);
  });

  it("keeps an -ing word that names a trade or a thing apart from its plain word", () => {
    // Siding is cladding; shot firing is not a fire; timber framing is not a steel frame.
    expect(mentions("Work on both sides of the building", ["siding"])).toBe(false);
    expect(mentions("Fire extinguishers in every van", ["firing"])).toBe(false);
    expect(mentions("Welding steel frames for trailers", ["framing"])).toBe(false);
    expect(mentions("Vinyl siding on new homes", ["siding"])).toBe(true);
  });
});
