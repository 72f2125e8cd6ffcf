import { describe, expect, it } from "vitest";
import { HAZARD_ENTRIES } from "../hazards/library.generated";
import { profileFor } from "../legal";
import {
  byAudience,
  isOwnCredential,
  namesItsRole,
  roleOf,
  trainingAudience,
  withRole,
} from "./training-audience";

/** How every country's documents name a role beside its competency, from the knowledge base. */
const NOTES = (["AU-NSW", "AU-VIC", "UK-GB", "UK-NI", "NZ", "US-FED", "US-CA"] as const).map(
  (code) => [code, profileFor(code).terms.competencyRole] as const,
);

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
    const note = profileFor("AU-NSW").terms.competencyRole;
    expect(
      byAudience(
        [
          "Working at height training",
          "Legionella control training",
          "Supervisor training in managing psychosocial risks",
        ],
        note,
      ),
    ).toEqual({
      workers: [
        "Working at height training",
        "Legionella control training (for the person responsible for the water systems)",
      ],
      supervisors: ["Supervisor training in managing psychosocial risks"],
    });
  });

  it.each(NOTES)("in %s is named with its role in the knowledge base's words", (_, note) => {
    expect(note).toContain("{{role}}");
    expect(withRole("Psychological first aid", note)).toContain("the people who support colleagues");
  });

  it("does not repeat a role its own words already name, by the role's head noun", () => {
    const note = profileFor("AU-NSW").terms.competencyRole;
    for (const c of [
      "Driver licence for the vehicle class",
      "Heavy vehicle driver licence for the truck",
      "Shot-firer licence",
      "Dive supervisor competency",
      "Loader crane operator training, with a licence where the law requires one for the crane",
      "Vessel master or skipper qualification for the vessel and its operating area",
      "Spotter training for plant work near overhead powerlines",
    ])
      expect(withRole(c, note), c).toBe(c);
    // A role named after its work keeps it: "traffic" is what the role directs, not who holds it.
    expect(withRole("Traffic control qualification", note)).toBe(
      "Traffic control qualification (for anyone directing traffic)",
    );
    expect(
      withRole("Safe driving for work training (fatigue, distraction, load restraint and reversing)", note),
    ).toContain("(for the drivers)");
    expect(namesItsRole("Confined space rescue training", "the standby persons and rescuers")).toBe(false);
    expect(namesItsRole("Rigging and slinging competency", "anyone who slings or directs a load")).toBe(
      false,
    );
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
