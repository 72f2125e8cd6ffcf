import { describe, expect, it } from "vitest";
import { profileOn } from "../../../legal";
import { composeDocument } from "../../engine";
import { input, readable, SHOP, section, type TestBusiness } from "../test-fixture";

const STORE = (mostPeopleAtOnce: number | null, industry = "retail"): TestBusiness => ({
  ...SHOP,
  name: "Market Street Stores",
  industry,
  employeeCount: "20-49",
  mostPeopleAtOnce,
});

const doc = (code: string, business: TestBusiness, law = profileOn) =>
  composeDocument(input("public-protection", code, business, {}), law);
const text = (code: string, business: TestBusiness, law = profileOn) => readable(doc(code, business, law));
const lawText = (code: string, business: TestBusiness, law = profileOn) => {
  const d = doc(code, business, law);
  return readable({ ...d, sections: [section(d, "law")] });
};

/** The knowledge as it will read once commencement regulations set the day the duties start. */
const commenced = (day: string) => (code: string, date: string) => {
  const profile = profileOn(code, date);
  return profile.publicProtection
    ? { ...profile, publicProtection: { ...profile.publicProtection, dutiesFrom: day } }
    : profile;
};

describe.each(["UK-GB", "UK-NI"])("public protection procedures in %s", (code) => {
  it("holds the four procedures, who decides, briefing and testing", () => {
    const d = doc(code, STORE(350));
    expect(d.title).toBe("Public Protection Procedures – Market Street Stores");
    expect(d.sections.map((s) => s.id)).toEqual([
      "scope",
      "law",
      "evacuation",
      "invacuation",
      "lockdown",
      "communication",
      "training",
      "testing",
      "review",
      "references",
    ]);
    const all = readable(d);
    expect(all).toContain("calls 999 and asks for the police");
    expect(all).toContain("not to the fire assembly point");
    expect(all).toContain("different from the fire alarm");
    expect(all).toContain("The person in charge on the shift decides which procedure to follow");
    expect(all).toContain(
      "briefed on these procedures before their first shift and again at least once a year",
    );
    expect(all).toContain("walk through each procedure on the premises");
  });

  it("says while no commencement day is known that the Act is passed but its duties do not yet apply", () => {
    const law = lawText(code, STORE(350));
    expect(law).toContain(
      "has been passed (Royal Assent on 3 April 2025), but its duties on premises do not yet apply",
    );
    expect(law).toContain("They start on a day set by regulations");
    expect(law).toContain("prepared ahead of that day, as good practice");
    expect(law).toContain("When its duties start, the Act will require");
    expect(law).not.toContain("These procedures are how Market Street Stores meets these requirements");
  });

  it("states the duties as requirements once the knowledge carries a commencement day on or before the document's date", () => {
    const law = lawText(code, STORE(350), commenced("2026-01-01"));
    expect(law).not.toContain("do not yet apply");
    expect(law).not.toContain("When its duties start");
    expect(law).toContain(
      "These procedures are how Market Street Stores meets these requirements at its premises.",
    );
    expect(law).toContain("Notify the Security Industry Authority");
    const d = doc(code, STORE(350), commenced("2026-01-01"));
    expect(section(d, "law").citations?.map((c) => `${c.id} ${c.pinpoint}`)).toEqual(
      expect.arrayContaining(["uk-tppa-2025 s 2", "uk-tppa-2025 s 5", "uk-tppa-2025 s 9"]),
    );
    // Premises under 200 people at once are outside the duties even once they apply.
    const under = lawText(code, STORE(120), commenced("2026-01-01"));
    expect(under).toContain(
      "these duties do not reach Market Street Stores; these procedures are good practice",
    );
    expect(under).not.toContain("meets these requirements");
    // A commencement day after the document's date: the duties still do not apply on that date.
    expect(lawText(code, STORE(350), commenced("2027-10-01"))).toContain("do not yet apply");
  });

  it("puts premises of 200 to 799 people in the standard tier, without the enhanced duties", () => {
    const all = text(code, STORE(350));
    expect(all).toContain("expects at most 350 people at its premises at one time");
    expect(all).toContain("so the premises are standard duty premises under the Act");
    expect(all).not.toContain("designate a senior individual");
  });

  it("puts premises of 800 or more in the enhanced tier and says what it adds", () => {
    const all = text(code, STORE(1200, "hospitality"));
    expect(all).toContain("expects at most 1,200 people at its premises at one time: 800 or more");
    expect(all).toContain("so the premises are enhanced duty premises under the Act");
    expect(all).toContain(
      "a documented plan of the procedures and measures given to the Security Industry Authority",
    );
    expect(all).toContain(
      "a designated senior individual where the person responsible is a company or other body",
    );
    expect(lawText(code, STORE(1200, "hospitality"))).toContain(
      "give a copy to the Security Industry Authority",
    );
  });

  it("calls premises of fewer than 200 not qualifying, and the procedures good practice", () => {
    const all = text(code, STORE(120));
    expect(all).toContain("expects at most 120 people at its premises at one time, fewer than the 200");
    expect(all).toContain("These procedures are good practice for its premises, not a duty of the Act.");
    expect(all).not.toMatch(/standard duty premises under the Act|enhanced duty premises under the Act/);
  });

  it("leaves a blank figure to fill in and does not guess the tier", () => {
    const all = text(code, STORE(null));
    expect(all).toContain("Most people expected at the premises at one time: ____ (fill in before issue).");
    expect(all).toContain(
      "Whether the Act applies to the premises, and in which tier, depends on this figure",
    );
    expect(all).not.toMatch(/so the premises are (standard|enhanced) duty premises/);
  });

  it("does not put a builder's yard in a tier: its work is not a use the Act lists", () => {
    const all = text(code, STORE(400, "construction"));
    expect(all).toContain("is not one of those uses as its details stand");
    expect(all).not.toMatch(/so the premises are (standard|enhanced) duty premises/);
  });
});
