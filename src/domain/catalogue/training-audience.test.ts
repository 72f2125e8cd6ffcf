import { describe, expect, it } from "vitest";
import { HAZARD_ENTRIES } from "../hazards/library.generated";
import { byAudience, isOwnCredential, roleOf, trainingAudience } from "./training-audience";

describe("who a competency is for", () => {
  it.each([
    "Supervisor training in managing psychosocial risks",
    "Supervisor training in managing workload and fatigue",
    "Ground control competency for supervisors",
    "Trauma-informed supervision for supervisors",
  ])("%s is for supervisors and managers", (c) => expect(trainingAudience(c)).toBe("supervisors"));

  it.each([
    "Bullying and harassment awareness for all workers",
    "Fatigue awareness training for staff and rostering managers",
    "Fatigue awareness training for staff and managers",
    "Working at height training",
    "Dive supervisor competency",
    "Food safety supervisor training where required",
  ])("%s is for everyone doing the work", (c) => expect(trainingAudience(c)).toBe("workers"));

  it("the library's data decides, not the course's name: only a course marked for supervisors is theirs", () => {
    expect(HAZARD_ENTRIES.flatMap((h) => h.forSupervisors ?? []).sort()).toEqual([
      "Ground control competency for supervisors",
      "Supervisor training in managing psychosocial risks",
      "Supervisor training in managing workload and fatigue",
      "Trauma-informed supervision for supervisors",
    ]);
    // Named like a supervisors' course, but no hazard of the library says it is one.
    expect(trainingAudience("Supervisor first aid refresher")).toBe("workers");
    expect(trainingAudience("Forklift familiarisation for managers")).toBe("workers");
  });

  it("every library competency that names supervisors or managers as its learners is theirs alone, for staff too, or an appointed role's", () => {
    for (const c of HAZARD_ENTRIES.flatMap((h) => h.competencies))
      if (/supervisor|manager/i.test(c) && trainingAudience(c) === "workers")
        expect(c, "names supervisors or managers but is read as everyone's").toMatch(
          /\bstaff and\b|^(Dive|Food safety) supervisor/,
        );
  });
});

describe("a role's own competency", () => {
  it.each([
    ["Heavy vehicle driver licence for the truck", "the truck's drivers"],
    ["Legionella control training", "the person responsible for the water systems"],
    ["Cytotoxic drug handling training", "the staff who prepare or give cytotoxic drugs"],
    ["Dive supervisor competency", "the dive supervisor"],
    ["The firearms licence the law requires", "anyone who shoots livestock"],
  ])("%s is for %s", (c, role) => expect(roleOf(c)).toBe(role));

  it("is listed among the work's competencies with its role named, and a course for everyone without one", () => {
    expect(
      byAudience([
        "Working at height training",
        "Heavy vehicle driver licence for the truck",
        "Supervisor training in managing psychosocial risks",
      ]),
    ).toEqual({
      workers: [
        "Working at height training",
        "Heavy vehicle driver licence for the truck (for the truck's drivers)",
      ],
      supervisors: ["Supervisor training in managing psychosocial risks"],
    });
  });

  it("no library competency names its holders in its own words where the library could mark the role", () => {
    // A role in a course's own words ("… for staff responsible for the pool"): a list would give it to all.
    const own = /\bstaff (who|responsible)\b|^The person\b|\bstandby persons\b/;
    for (const c of HAZARD_ENTRIES.flatMap((h) => h.competencies))
      if (own.test(c) && roleOf(c) === undefined) expect(c, "names its holders but has no role").toBe("");
  });
});

describe("what a contractor's workers show from their own records", () => {
  it.each([
    "High risk work licence, in the class the plant requires, for any plant that needs one",
    "Traffic control qualification",
    "Training and assessed competence to operate the plant, with the evidence recorded (forklift)",
    "Operator training and evaluation for the equipment, with the training recorded (aerial lifts)",
    "Respirator fit testing",
  ])("%s", (c) => expect(isOwnCredential(c)).toBe(true));

  it.each([
    "Fire warden training",
    "Ergonomics awareness training",
    "Machine-specific operator training",
    "Bullying and harassment awareness for all workers",
    "Supervisor training in managing psychosocial risks",
    "Ground control competency for supervisors",
  ])("not the business's own course: %s", (c) => expect(isOwnCredential(c)).toBe(false));
});
