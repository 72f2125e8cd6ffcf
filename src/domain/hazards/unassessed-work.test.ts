import { describe, expect, it } from "vitest";
import { hazardsFromText } from "../tasks";
import { UNASSESSED_WORK } from "./library.generated";
import { unassessedWork } from "./unassessed-work";

describe("work a business names that the library does not assess yet", () => {
  it("is asked about where the business's words name it and no row assesses it", () => {
    expect(unassessedWork("Funeral home: embalming and chapel services")).toEqual([
      "embalming and preparing the deceased (formaldehyde and other embalming chemicals, body fluids)",
    ]);
  });

  it("is not asked about where the words name another thing, or name nothing", () => {
    expect(unassessedWork("Funeral director: services held in our chapel, cremations arranged")).toEqual([]);
    expect(unassessedWork("Private K-12 school with classrooms, a gym and a cafeteria")).toEqual([]);
    expect(unassessedWork("")).toEqual([]);
  });

  it("lists only work no keyword rule of the library brings rows for: once rows exist, the entry goes", () => {
    for (const w of UNASSESSED_WORK)
      for (const phrase of w.words) expect(hazardsFromText(phrase), `${w.ask}: "${phrase}"`).toEqual([]);
  });
});
