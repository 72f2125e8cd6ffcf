import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  compileKnowledge,
  LAW_DOCS,
  loadKnowledge,
  PENDING_MODULE,
  readKnowledge,
} from "../../scripts/kb/compile";
import { KnowledgeError } from "../../scripts/kb/located";
import { overdueChanges } from "../../scripts/kb/pending";

/**
 * The committed output of `npm run kb` (the typed modules the domain imports and docs/law/) must be
 * what the knowledge folder compiles to, and bad data must stop the compile with the file, the
 * path inside it and the problem.
 */
const knowledge = readKnowledge();
const compiled = compileKnowledge(knowledge);

/** The knowledge folder with one file's text changed. */
function edited(file: string, change: (text: string) => string): Map<string, string> {
  const files = new Map(knowledge);
  const text = files.get(file);
  if (text === undefined) throw new Error(`no ${file}`);
  const next = change(text);
  expect(next, "the edit changed nothing").not.toBe(text);
  files.set(file, next);
  return files;
}

function problemsOf(files: Map<string, string>): string[] {
  try {
    compileKnowledge(files);
  } catch (e) {
    if (e instanceof KnowledgeError) return e.problems;
    throw e;
  }
  throw new Error("the compile accepted bad data");
}

describe("npm run kb output", () => {
  it.each([...compiled.keys()])("%s is up to date (run npm run kb)", (path) => {
    expect(existsSync(path), `${path} is missing`).toBe(true);
    expect(readFileSync(path, "utf8")).toBe(compiled.get(path));
  });

  it("leaves no stale page in docs/law", () => {
    const pages = existsSync(LAW_DOCS) ? readdirSync(LAW_DOCS).map((f) => `${LAW_DOCS}/${f}`) : [];
    expect(pages.filter((p) => !compiled.has(p))).toEqual([]);
  });
});

describe("instruments", () => {
  it("are all checked at their official source; one that cannot be is left out, with what cites it", () => {
    const { instruments } = loadKnowledge(knowledge);
    expect(instruments.filter((i) => !i.verifiedOn).map((i) => i.id)).toEqual([]);
  });
});

describe("bad data stops the compile, naming the file, the path and the problem", () => {
  it("a misspelt instrument id in a state's topic", () => {
    const problems = problemsOf(
      edited("knowledge/jurisdictions/au/AU-NSW.yaml", (t) =>
        t.replace("- au-nsw-wim-wc-act-1998 s 43", "- au-nsw-wim-wc-act-1989 s 43"),
      ),
    );
    expect(problems).toContain(
      'knowledge/jurisdictions/au/AU-NSW.yaml: returnToWork.citations[1]: unknown instrument "au-nsw-wim-wc-act-1989"',
    );
  });

  it("a misspelt id in a base is reported where the base wrote it", () => {
    const problems = problemsOf(
      edited("knowledge/jurisdictions/au/au-model-whs.yaml", (t) =>
        t.replace("- au-model-cop-managing-risks", "- au-model-cop-managing-risk"),
      ),
    );
    expect(problems).toContain(
      'knowledge/jurisdictions/au/au-model-whs.yaml: riskManagement.citations[6]: unknown instrument "au-model-cop-managing-risk" (resolving AU-NSW)',
    );
  });

  it("an instrument cited outside its jurisdiction", () => {
    const problems = problemsOf(
      edited("knowledge/jurisdictions/au/AU-QLD.yaml", (t) =>
        t.replace("citations: [au-qld-wcr-act-2003]", "citations: [au-nsw-workers-compensation-act-1987]"),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /AU-QLD\.yaml: returnToWork\.citations\[0\]: "au-nsw-workers-compensation-act-1987" \(scope AU-NSW\) cannot be cited in AU-QLD/,
    );
  });

  it("an unknown hazard id in an industry baseline", () => {
    const problems = problemsOf(
      edited("knowledge/hazards/baselines.yaml", (t) =>
        t.replace("- retail-slips-trips", "- retail-slip-trips"),
      ),
    );
    expect(problems).toContain(
      'knowledge/hazards/baselines.yaml: retail[0]: unknown hazard "retail-slip-trips"',
    );
  });

  it("an unknown hazard in the work a requirement is for names the profile and the path", () => {
    const problems = problemsOf(
      edited("knowledge/jurisdictions/US-FED.yaml", (t) =>
        t.replace("          laundry-machinery,\n", "          laundry-machines,\n"),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /US-FED\.yaml: highRiskWork\.requirements\[1\]\.forHazards: unknown hazard "laundry-machines"/,
    );
  });

  it("an unknown industry in a keyword rule", () => {
    const problems = problemsOf(
      edited("knowledge/keywords/hazards.yaml", (t) =>
        t.replace("  industries: [hospitality]", "  industries: [hospitalty]"),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /knowledge\/keywords\/hazards\.yaml.*industries: unknown industry "hospitalty"/,
    );
  });

  it("a missing field", () => {
    const problems = problemsOf(
      edited("knowledge/jurisdictions/au/AU-SA.yaml", (t) => t.replace(/\n {2}shortName: SafeWork SA/, "")),
    );
    expect(problems).toContain(
      "knowledge/jurisdictions/au/AU-SA.yaml: regulator.shortName: missing: not given here nor in au-model-whs",
    );
  });

  it("a missing field of an instrument", () => {
    const problems = problemsOf(
      edited("knowledge/instruments/uk.yaml", (t) => t.replace(/\n {2}shortTitle: HSWA 1974/, "")),
    );
    expect(problems).toContain("knowledge/instruments/uk.yaml: [0].shortTitle: missing (string expected)");
  });

  it("an unknown extends", () => {
    const problems = problemsOf(
      edited("knowledge/jurisdictions/us/US-TX.yaml", (t) =>
        t.replace("extends: us-state-no-plan", "extends: us-state-no-plans"),
      ),
    );
    expect(problems).toContain(
      'knowledge/jurisdictions/us/US-TX.yaml: extends: unknown profile "us-state-no-plans" (no such file under knowledge/jurisdictions)',
    );
  });

  it("a misspelt key", () => {
    const problems = problemsOf(
      edited("knowledge/jurisdictions/au/AU-ACT.yaml", (t) => t.replace("returnToWork:", "returnToWrok:")),
    );
    expect(problems.join("\n")).toMatch(/AU-ACT\.yaml: \(top\): Unrecognized key: "returnToWrok"/);
  });

  it("a threshold the registry does not list", () => {
    const problems = problemsOf(
      edited("knowledge/jurisdictions/us/US-CA.yaml", (t) => t.replace("  us-ca-iipp:", "  us-ca-iip:")),
    );
    expect(problems.join("\n")).toMatch(
      /US-CA\.yaml: thresholds\.us-ca-iip: unknown threshold "us-ca-iip": list it in knowledge\/thresholds\.yaml/,
    );
  });

  it("a state that words a variable its own way but not its headcount versions", () => {
    // Without its own, New Mexico would read the State Plan base's headcount wording of the records.
    const problems = problemsOf(
      edited("knowledge/jurisdictions/us/US-NM.yaml", (t) => `${t.slice(0, t.indexOf("\nheadcounts:"))}\n`),
    );
    expect(problems.join("\n")).toMatch(
      /US-NM\.yaml: headcounts\.us-recordkeeping\.vars\.recordInjuries: US-NM words \{\{recordInjuries\}\} its own way but not its version for the threshold us-recordkeeping/,
    );
  });

  it("headcount wording for a threshold the profile does not have", () => {
    const problems = problemsOf(
      edited("knowledge/jurisdictions/us/US-MN.yaml", (t) =>
        t.replace("  us-mn-safety-committee:\n    vars:", "  us-wa-safety-committee:\n    vars:"),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /US-MN\.yaml: headcounts: "us-wa-safety-committee" is not a threshold of this profile, so it never applies/,
    );
  });

  it("a citation of an instrument after its repeal", () => {
    const problems = problemsOf(
      edited("knowledge/jurisdictions/au/AU-NSW.yaml", (t) =>
        t.replace("prefix: cl, until: 2025-08-22", "prefix: cl, until: 2025-09-01"),
      ),
    );
    expect(problems).toContain(
      'knowledge/jurisdictions/au/au-model-whs.yaml: primaryRegulations (through @regs): "au-nsw-whs-regulation-2017" is repealed on 2025-08-22 but is cited until 2025-09-01 (resolving AU-NSW)',
    );
  });

  it("a training refresher the catalogue does not list", () => {
    const problems = problemsOf(
      edited("knowledge/jurisdictions/US-FED.yaml", (t) =>
        t.replace("  forklift-evaluation:\n    interval:", "  forklift-evaluations:\n    interval:"),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /US-FED\.yaml: refreshers\.forklift-evaluations: unknown training refresher "forklift-evaluations"/,
    );
  });

  it("a training interval left without any citation (an alias the State Plan leaves unbound)", () => {
    const problems = problemsOf(
      edited("knowledge/jurisdictions/us/us-state-plan-private-and-public.yaml", (t) =>
        t.replace(
          /(respirator-fit-test:\n {4}interval: [^\n]+\n {4}cites: )\["@state-plan-authority", us-osha-state-plans\]/,
          '$1["@std-respirators 1910.134(f)(2)"]',
        ),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /refreshers\.respirator-fit-test\.cites: no citation is left for US-WA: bind the alias or override the interval/,
    );
  });

  it("a YAML syntax error names the line", () => {
    const problems = problemsOf(
      edited("knowledge/jurisdictions/au/AU-TAS.yaml", (t) => t.replace("name: Tasmania", "name: [Tasmania")),
    );
    expect(problems.join("\n")).toMatch(/AU-TAS\.yaml: line \d+: /);
  });
});

describe("knowledge releases", () => {
  it("compiles the changelog with the release id, date and each change's items per jurisdiction", async () => {
    const { CURRENT_RELEASE } = await import("../../src/domain/legal/releases");
    expect(CURRENT_RELEASE.id).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/);
    const nsw = CURRENT_RELEASE.changes.find((c) => c.id === "nsw-whs-regulation-2025")!;
    expect(nsw.effective).toBe("2025-08-22");
    expect(nsw.items).toContain("AU-NSW:primaryRegulations");
    expect(nsw.source).toMatch(/^https:\/\/legislation\.nsw\.gov\.au\//);
  });

  it("a title named through an alias that binds no instrument", () => {
    const problems = problemsOf(
      edited("knowledge/jurisdictions/au/au-model-whs.yaml", (t) =>
        t.replace("facilities in the {{regs.title}}", "facilities in the {{psychosocial-code.title}}"),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /au-model-whs\.yaml: heat\.summary: \{\{psychosocial-code\.title\}\} needs @psychosocial-code bound to one instrument, not 0 \(resolving AU-NSW\)/,
    );
  });

  it("a dated rule that no change explains stops the compile", () => {
    const problems = problemsOf(
      edited("knowledge/changelog.yaml", (t) => t.replace("        - ppe.citations\n", "")),
    );
    expect(problems.join("\n")).toMatch(
      /knowledge\/changelog\.yaml: AU-NSW changes on 2025-08-22 \(ppe\.citations\) but no change effective that day names it/,
    );
  });

  it("an item that is not a field of the jurisdiction stops the compile", () => {
    const problems = problemsOf(
      edited("knowledge/changelog.yaml", (t) => t.replace("- primaryRegulations", "- primaryRegulation")),
    );
    expect(problems).toContain(
      'knowledge/changelog.yaml: [0].changes[0]: "primaryRegulation" is not a field of AU-NSW',
    );
  });
});

describe("announced changes not yet in force", () => {
  const { pending } = loadKnowledge(knowledge);
  const today = new Date().toISOString().slice(0, 10);

  it("none is past its look-again date today: someone has checked each source on time", () => {
    expect(overdueChanges(pending, today)).toEqual([]);
  });

  it("fails the day after a change's look-again date, naming it and where to check", () => {
    const martyn = pending.find((c) => c.id === "gb-martyns-law")!;
    expect(overdueChanges(pending, martyn.lookAgainBy).join("\n")).not.toMatch(/gb-martyns-law/);
    const next = new Date(`${martyn.lookAgainBy}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const late = overdueChanges(pending, next.toISOString().slice(0, 10)).join("\n");
    expect(late).toMatch(/"gb-martyns-law" was to be looked at again by \d{4}-\d{2}-\d{2}/);
    expect(late).toContain("https://www.legislation.gov.uk/ukpga/2025/10/contents");
  });

  it("are listed on the law page of the jurisdictions they name, and no other", () => {
    const gb = compiled.get(`${LAW_DOCS}/UK-GB.md`)!;
    expect(gb).toMatch(/## Announced, not yet in force[\s\S]*Terrorism \(Protection of Premises\) Act 2025/);
    expect(compiled.get(`${LAW_DOCS}/NZ.md`)).not.toMatch(/Announced, not yet in force/);
    expect(compiled.get(`${LAW_DOCS}/AU-NSW.md`)).not.toMatch(/Martyn/);
  });

  it("law in force that is not cited until its text is read is listed apart, never as announced or coming", () => {
    const ni = compiled.get(`${LAW_DOCS}/UK-NI.md`)!;
    expect(ni).toMatch(
      /## In force, not cited until verified[\s\S]*Safety Representatives and Safety Committees Regulations \(Northern Ireland\) 1979/,
    );
    // Only the announced section itself: the page lists Martyn's Law there, then other sections.
    const announced = ni.split("## Announced, not yet in force")[1]?.split(/\n## /)[0] ?? "";
    expect(announced).not.toMatch(/Safety Representatives and Safety Committees/);
    expect(compiled.get(PENDING_MODULE)).not.toMatch(/Safety Representatives and Safety Committees/);
    expect(compiled.get(`${LAW_DOCS}/NZ.md`)).not.toMatch(/In force, not cited until verified/);
  });

  it("an unknown jurisdiction, a change already released, or a look-again date before the check stop the compile", () => {
    const problems = problemsOf(
      edited("knowledge/pending.yaml", (t) =>
        t
          .replace("jurisdictions: [UK-GB, UK-NI]", "jurisdictions: [UK-ENG, UK-NI]")
          .replace("id: us-osha-heat-rule", "id: nsw-whs-regulation-2025")
          .replace("lookAgainBy: 2027-03-01", "lookAgainBy: 2020-01-01"),
      ),
    ).join("\n");
    expect(problems).toMatch(/knowledge\/pending\.yaml: \[0\]: unknown jurisdiction "UK-ENG"/);
    expect(problems).toMatch(/"nsw-whs-regulation-2025" is in the changelog/);
    expect(problems).toMatch(/lookAgainBy 2020-01-01 is before the check it follows/);
  });
});

describe("task files", () => {
  it("an unknown hazard in a step names the file and the path", () => {
    const problems = problemsOf(
      edited("knowledge/tasks/construction/re-roofing.yaml", (t) =>
        t.replace("hazards: [working-at-height]", "hazards: [working-at-heights]"),
      ),
    );
    expect(problems).toContain(
      'knowledge/tasks/construction/re-roofing.yaml: steps[0].hazards[0]: unknown hazard "working-at-heights"',
    );
  });

  it("a step with no hazard of its own may not name PPE or high-risk work", () => {
    const problems = problemsOf(
      edited("knowledge/tasks/mining/charging-firing-blast-holes.yaml", (t) =>
        t.replace("    hazards: []\n", "    hazards: []\n    ppe: [Safety helmet]\n"),
      ),
    );
    expect(problems).toContain(
      "knowledge/tasks/mining/charging-firing-blast-holes.yaml: steps[0]: a step with no hazards of its own names no PPE or high-risk work; put them on the step where the exposure happens",
    );
  });

  it("a hazard of another industry is refused", () => {
    const problems = problemsOf(
      edited("knowledge/tasks/retail/stock-receiving.yaml", (t) =>
        t.replace(
          "hazards: [retail-stock-handling, manual-handling]",
          "hazards: [construction-site-traffic, manual-handling]",
        ),
      ),
    );
    expect(problems).toContain(
      'knowledge/tasks/retail/stock-receiving.yaml: steps[1].hazards[0]: hazard "construction-site-traffic" belongs to construction, which is not one of the task\'s industries',
    );
  });

  it("a step without a required control and a misspelt key are both reported", () => {
    const problems = problemsOf(
      edited("knowledge/tasks/retail/trolley-collection.yaml", (t) =>
        t.replace(
          "responsible: Trolley collector\n  - do: Move",
          "responsibel: Trolley collector\n  - do: Move",
        ),
      ),
    );
    expect(problems.join("\n")).toMatch(/trolley-collection\.yaml: steps\[0\]/);
  });
});

describe("what credential a competency is", () => {
  it("a credential written as a jurisdiction's term is refused, naming the file and the path", () => {
    const problems = problemsOf(
      edited("knowledge/hazards/activities.yaml", (t) =>
        t.replace(
          "      for: the dive supervisor\n",
          '      for: the dive supervisor\n    - text: "{{local.plantLicence}}"\n      credential: { kind: licence, heldBy: diver }\n',
        ),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /knowledge\/hazards\/activities\.yaml: \[\d+\]\.competencies\[4\]\.credential: a credential's text must be the words printed/,
    );
  });

  it("a credential marked in one hazard is marked alike in every hazard that names it", () => {
    const problems = problemsOf(
      edited("knowledge/hazards/activities.yaml", (t) =>
        t.replace(
          "      for: the dive supervisor\n",
          "      for: the dive supervisor\n    - Diving medical fitness certificate\n",
        ),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /activities\.yaml: \[\d+\]\.competencies\[4\]: "Diving medical fitness certificate" is a certificate held by diver at knowledge\/hazards\/activities\.yaml/,
    );
  });

  it("an unknown kind of credential is refused", () => {
    const problems = problemsOf(
      edited("knowledge/hazards/activities.yaml", (t) =>
        t.replace(
          "credential: { kind: certificate, heldBy: diver }",
          "credential: { kind: permit, heldBy: diver }",
        ),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /activities\.yaml: .*kind must be one of licence, certificate, card, registration/,
    );
  });
});

describe("work not yet assessed", () => {
  it("an entry written as a heading, not as the list continues, names the file and the path", () => {
    const problems = problemsOf(
      edited("knowledge/keywords/work-not-yet-assessed.yaml", (t) =>
        t.replace("- ask: embalming and preparing", "- ask: Embalming and preparing"),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /work-not-yet-assessed\.yaml: \[0\]\.ask: "Embalming and preparing[^"]*": write the work in lower case/,
    );
  });
});

describe("who a competency is for", () => {
  it("a role written as a heading, not as a sentence goes on, names the file and the path", () => {
    const problems = problemsOf(
      edited("knowledge/hazards/hazard-types.yaml", (t) =>
        t.replace(
          "Supervisor training in managing psychosocial risks\n      for: supervisors",
          "Supervisor training in managing psychosocial risks\n      for: Managers",
        ),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /knowledge\/hazards\/hazard-types\.yaml: \[\d+\]\.competencies\[0\]\.for: "Managers": write the role in lower case/,
    );
  });

  it("a role's course is that role's in every hazard that names it", () => {
    const problems = problemsOf(
      edited("knowledge/hazards/veterinary.yaml", (t) =>
        t.replace(
          "      for: the staff who prepare or give cytotoxic drugs\n",
          "      for: the staff who prepare or give cytotoxic drugs\n    - text: Legionella control training\n      for: the veterinary nurses\n",
        ),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /veterinary\.yaml: \[\d+\]\.competencies\[\d+\]: "Legionella control training" is for the person responsible for the water systems at knowledge\/hazards\/hospitality\.yaml/,
    );
  });

  it("a course for supervisors in one hazard is theirs in every hazard that names it", () => {
    const problems = problemsOf(
      edited("knowledge/hazards/industry-hazards.yaml", (t) =>
        t.replace(
          "      for: supervisors\n- id: office-workstation-ergonomics",
          "      for: supervisors\n    - Supervisor training in managing psychosocial risks\n- id: office-workstation-ergonomics",
        ),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /knowledge\/hazards\/industry-hazards\.yaml: \[\d+\]\.competencies\[1\]: "Supervisor training in managing psychosocial risks" is for supervisors at knowledge\/hazards\/hazard-types\.yaml/,
    );
  });
});

describe("a hazard's residual is the one documents print", () => {
  it("a trench collapse may not be rated Rare after shoring and procedures", () => {
    const problems = problemsOf(
      edited("knowledge/hazards/activities.yaml", (t) =>
        t.replace(
          "  inherent: [3, 5]\n  residual: [2, 5]\n  controls:\n    elimination: Use trenchless methods",
          "  inherent: [3, 5]\n  residual: [1, 5]\n  controls:\n    elimination: Use trenchless methods",
        ),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /activities\.yaml: \[\d+\]\.residual: the controls in place leave \[2, 5\]: a control that is not elimination keeps the consequence/,
    );
  });

  it("mechanical aids and procedures may not lower the consequence of manual handling", () => {
    const problems = problemsOf(
      edited("knowledge/hazards/activities.yaml", (t) =>
        t.replace(/(- id: manual-handling\n[\s\S]*?\n {2}residual: )\[2, 3\]/, "$1[2, 2]"),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /activities\.yaml: \[\d+\]\.residual: the controls in place leave \[2, 3\]/,
    );
  });
});

describe("controls fitted to the business's own process", () => {
  it("a control that takes away a process names a known one", () => {
    const problems = problemsOf(
      edited("knowledge/hazards/activities.yaml", (t) =>
        t.replace(
          "instead of welding or cutting.\n      removes: welding",
          "instead of welding or cutting.\n      removes: weldng",
        ),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /knowledge\/hazards\/activities\.yaml: \[\d+\]\.controls\.elimination\.removes: unknown process "weldng"/,
    );
  });

  it("a task step's control written for a process names a known one", () => {
    const problems = problemsOf(
      edited("knowledge/tasks/construction/spray-painting.yaml", (t) =>
        t.replace("forProcess: spraying", "forProcess: spray-painting"),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /spray-painting\.yaml: steps\[0\]\.consider\.substitution\[1\]\.forProcess: unknown process "spray-painting"/,
    );
  });

  it("a business whose work is the process must still be offered a control above administrative ones", () => {
    // Without the lower-fume welding process, a fabricator's hot work row would keep only its
    // workshop bay and extraction: still above administrative. A diver's row, without its
    // isolation and engineering, would have nothing that fits.
    const problems = problemsOf(
      edited("knowledge/hazards/activities.yaml", (t) =>
        t.replace(
          "    isolation: Isolate intakes and suction points and lock out nearby pumps and propellers before any diver enters the water.\n    engineering: Surface-supplied air with voice communications and a bail-out cylinder, rather than scuba, for work dives.\n",
          "",
        ),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /activities\.yaml: \[\d+\]\.controls: where "diving" is the work, no control above administrative controls is left/,
    );
  });

  it("a process is defined once, for industries of the catalogue", () => {
    const problems = problemsOf(
      edited("knowledge/keywords/processes.yaml", (t) =>
        t.replace("- id: diving\n", "- id: diving\n  industries: [freight]\n"),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /processes\.yaml: \[\d+\]\.industries\[0\]: unknown industry "freight"/,
    );
  });

  it("a sector is named once, for industries of the catalogue", () => {
    const problems = problemsOf(
      edited("knowledge/keywords/sectors.yaml", (t) =>
        t
          .replace(
            "- name: forestry\n  industries: [agriculture, construction]",
            "- name: forestry\n  industries: [agriculture, forests]",
          )
          .replace("- name: brewing\n", "- name: sawmilling\n"),
      ),
    );
    const text = problems.join("\n");
    expect(text).toMatch(/sectors\.yaml: \[\d+\]\.industries\[1\]: unknown industry "forests"/);
    expect(text).toMatch(/sectors\.yaml: \[\d+\]\.name: sector "sawmilling" is defined twice/);
  });

  it("a requirement that tests silicaWork needs the silica-dust process whose words it reads", () => {
    const problems = problemsOf(
      edited("knowledge/keywords/processes.yaml", (t) =>
        t.replace("- id: silica-dust\n", "- id: silica-dusts\n"),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /NZ\.yaml: requirements\.silica-plan\.when: silicaWork reads the words of the "silica-dust" process/,
    );
  });

  it("a task cannot exclude words of its own keywords", () => {
    const problems = problemsOf(
      edited("knowledge/tasks/manufacturing/die-change-lockout.yaml", (t) =>
        t.replace("excludes: [press brake, brake press,", "excludes: [press brake, setting up dies,"),
      ),
    );
    expect(problems).toContain(
      'knowledge/tasks/manufacturing/die-change-lockout.yaml: excludes[1]: "setting up dies" is part of the task\'s own keyword "setting up dies"',
    );
  });
});

describe("task lists the customer reads item by item", () => {
  it("an item cut at a comma by YAML's list syntax is reported, with how to write it", () => {
    const problems = problemsOf(
      edited("knowledge/tasks/construction/crane-lifting.yaml", (t) =>
        t.replace('"Rated slings, shackles and spreader bars"', "Rated slings, shackles and spreader bars"),
      ),
    );
    expect(problems).toContain(
      'knowledge/tasks/construction/crane-lifting.yaml: plant[2]: "shackles and spreader bars" looks like part of an item cut at a comma; quote the whole item ("…, …")',
    );
  });

  it("a bracket left open by the cut is reported too", () => {
    const problems = problemsOf(
      edited("knowledge/tasks/manufacturing/press-brake-operation.yaml", (t) =>
        t.replace(
          '"Press brake with its safeguarding (light curtain, laser guard or fixed guards)"',
          "Press brake with its safeguarding (light curtain,\n    Laser guard or fixed guards)",
        ),
      ),
    );
    expect(problems.filter((p) => p.includes("press-brake-operation.yaml: plant["))).toHaveLength(2);
  });
});

describe("emergency scenario files", () => {
  it("an unknown hazard, industry or region names the file and the path", () => {
    const problems = problemsOf(
      edited("knowledge/emergencies/scenarios.yaml", (t) =>
        t
          .replace("hazards: [explosives]", "hazards: [explosive]")
          .replace("regions: [AU-WA, AU-QLD, AU-NT]", "regions: [AU-WA, AU-QLD, AU-NTT]")
          .replace(
            "industries: [construction, mining, agriculture, transport]\n    hazards",
            "industries: [construction, minning, agriculture, transport]\n    hazards",
          ),
      ),
    );
    expect(problems).toContain(
      'knowledge/emergencies/scenarios.yaml: [0].when.hazards[0]: unknown hazard "explosive"',
    );
    expect(problems.join("\n")).toMatch(
      /scenarios\.yaml: \[\d+\]\.when\.regions\[2\]: unknown region "AU-NTT"/,
    );
    expect(problems.join("\n")).toMatch(
      /scenarios\.yaml: \[\d+\]\.when\.industries\[1\]: unknown industry "minning"/,
    );
  });
});

describe("what a hazard asks the business, in each country's words", () => {
  const ask = / {2}ask:\n(?: {4}.*\n)+/;

  it("the wordings for some countries end with the wording for any country", () => {
    const problems = problemsOf(
      edited("knowledge/hazards/industry-hazards.yaml", (t) =>
        t.replace(
          ask,
          "  ask:\n    - text: powered industrial trucks\n      when: { countries: [US] }\n    - text: lift trucks\n      when: { countries: [UK] }\n",
        ),
      ),
    );
    expect(problems.join("\n")).toMatch(
      /industry-hazards\.yaml: \[\d+\]\.ask\[1\]: the last wording is for any work: plain text, no condition/,
    );
  });

  it("work a hazard is usual at needs an ask to say what is usual there", () => {
    const problems = problemsOf(edited("knowledge/hazards/industry-hazards.yaml", (t) => t.replace(ask, "")));
    expect(problems.join("\n")).toMatch(
      /"manufacturing-forklift-traffic": is brought by work it is usual at, but has no ask/,
    );
  });

  it("a country the knowledge does not write for is refused", () => {
    const problems = problemsOf(
      edited("knowledge/hazards/industry-hazards.yaml", (t) =>
        t.replace(ask, "  ask:\n    - text: lift trucks\n      when: { countries: [GB] }\n    - forklifts\n"),
      ),
    );
    expect(problems.join("\n")).toMatch(/industry-hazards\.yaml: \[\d+\]\.ask\[0\]\.when\.countries\[0\]/);
  });
});
