import { describe, expect, it } from "vitest";
import { composeDocument } from "../engine";
import {
  countryOf,
  EMERGENCY_NUMBER,
  input,
  readable,
  section,
  spelt,
  type TestBusiness,
  table,
} from "./test-fixture";

/** A small accommodation and catering camp far from town: not a higher-hazard trade, but remote. */
const CAMP: TestBusiness = {
  name: "Spinifex Camp Services",
  industry: "hospitality",
  industryOther: null,
  employeeCount: "6-19",
  workDescription: "Catering, cleaning and room servicing for a workers' camp",
  highRiskActivities: [],
  identifier: { label: "Business number", value: null },
  nearestMedical: "Port Hedland Health Campus",
  nearestMedicalMinutes: 140,
  remoteSite: true,
  othersOnSite: [],
};

/** The same camp in town: the remote procedure must not appear. */
const TOWN_CAFE: TestBusiness = {
  ...CAMP,
  name: "Town Cafe",
  remoteSite: false,
  nearestMedical: null,
  nearestMedicalMinutes: null,
};

const SCHOOL: TestBusiness = {
  name: "Hillcrest School",
  industry: "education",
  industryOther: null,
  employeeCount: "50-199",
  workDescription: "Primary and secondary school",
  highRiskActivities: [],
  identifier: { label: "Business number", value: null },
  othersOnSite: [
    { kind: "pupils", count: 620 },
    { kind: "public", count: 40 },
  ],
};

const REMOTE_CODES = ["AU-WA", "AU-NT", "AU-NSW", "UK-GB", "NZ", "US-FED", "US-CA"] as const;

describe.each(REMOTE_CODES)("a remote site in %s", (code) => {
  const country = countryOf(code);

  it("emergency plan has the medical evacuation procedure, with its hospital and travel time", () => {
    const doc = composeDocument(input("emergency-plan", code, CAMP, {}));
    const procedures = section(doc, "procedures").body;
    expect(procedures).toContain("Remote medical evacuation");
    expect(procedures).toContain(`calls ${EMERGENCY_NUMBER[country]}`);
    expect(procedures).toContain(
      "say the site is remote and the nearest care is Port Hedland Health Campus, 2 hours 20 minutes away;",
    );
    expect(procedures).toMatch(/no mobile coverage/);
    expect(procedures).toMatch(/landing site/);
    const contacts = table(doc, "emergency-contacts")
      .rows.map((r) => r.contact)
      .join("\n");
    expect(contacts).toContain(spelt("Nearest hospital or medical centre: Port Hedland Health Campus", code));
    expect(table(doc, "medical", "medical-evacuation").rows.map((r) => r.value)).toContain(
      "about 2 hours 20 minutes",
    );
  });

  it("first aid plan plans for a remote site: medevac, remote kit, never a lower-hazard workplace", () => {
    const doc = composeDocument(input("first-aid-plan", code, CAMP, {}));
    const text = readable(doc);
    expect(text).not.toMatch(/lower-hazard|low-risk/i);
    expect(text).toMatch(/\(a remote workplace\)/);
    expect(text).toContain(spelt("A remote site needs more first aiders and more kit", code));
    expect(section(doc, "procedures").heading).toBe("First Aid Procedures");
    expect(text).toMatch(/Medical Evacuation from this Remote Site/);
    expect(text).toContain(`calls ${EMERGENCY_NUMBER[country]}`);
    expect(
      table(doc, "kits", "kit-locations").rows.some((r) => /Remote area first aid kit/.test(r.item ?? "")),
    ).toBe(true);
    const needs = table(doc, "needs-assessment", "needs").rows.find((r) =>
      /Nearest hospital/.test(r.factor ?? ""),
    );
    expect(needs?.finding).toBe("Port Hedland Health Campus\nTravel time: about 2 hours 20 minutes");
  });

  it("induction tells workers the site is remote and where the hospital is", () => {
    const doc = composeDocument(input("induction", code, CAMP, {}));
    const text = readable(doc);
    const hospital = table(doc, "emergency", "emergency-contacts").rows.find((r) =>
      /hospital/.test(r.contact ?? ""),
    );
    expect(hospital?.details).toBe("Port Hedland Health Campus\nTravel time: about 2 hours 20 minutes");
    expect(text).toMatch(/This site is remote/);
  });
});

describe("the remote procedure speaks each country's words", () => {
  const procedures = (code: string) =>
    section(composeDocument(input("emergency-plan", code, CAMP, {})), "procedures").body;
  it("Australia names aeromedical retrieval, the US air medical transport", () => {
    expect(procedures("AU-WA")).toMatch(/aeromedical retrieval/);
    expect(procedures("US-FED")).toMatch(/air medical transport/);
    expect(procedures("US-FED")).not.toMatch(/aeromedical|Royal Flying Doctor/);
    expect(procedures("UK-GB")).toMatch(/an air ambulance/);
    expect(procedures("UK-GB")).not.toMatch(/Royal Flying Doctor|UHF/);
  });
});

describe.each(["AU-NSW", "UK-GB", "NZ", "US-FED"] as const)("a site that is not remote in %s", (code) => {
  it("gets no medical evacuation procedure, and the hospital lines are left visibly blank", () => {
    const plan = composeDocument(input("emergency-plan", code, TOWN_CAFE, {}));
    expect(readable(plan)).not.toMatch(/Remote medical evacuation|Medical evacuation details/);
    const blank = spelt("Nearest hospital or medical centre: ____ (fill in before issue)", code);
    expect(readable(plan)).toContain(blank);
    const firstAid = composeDocument(input("first-aid-plan", code, TOWN_CAFE, {}));
    const text = readable(firstAid);
    expect(text).not.toMatch(/Medical Evacuation from this Remote Site|Remote area first aid kit/);
    expect(text).toContain(blank);
    expect(text).toContain("Travel time to it: ____ minutes (fill in before issue)");
    const contractor = composeDocument(input("contractor-induction", code, TOWN_CAFE, {}));
    expect(
      table(contractor, "emergency", "contacts").rows.find((r) => /hospital/.test(r.role ?? ""))?.name,
    ).toBe("____ (fill in before issue)");
  });

  it("a document composed from an input made before the site facts existed still composes", () => {
    const { nearestMedical, nearestMedicalMinutes, remoteSite, othersOnSite, ...old } = TOWN_CAFE;
    for (const type of ["emergency-plan", "first-aid-plan", "induction", "contractor-induction"] as const) {
      expect(readable(composeDocument(input(type, code, old, {})))).toContain(
        spelt("Nearest hospital or medical centre", code),
      );
    }
  });
});

describe.each([
  ["AU-NSW", "students", "class roll"],
  ["UK-GB", "pupils", "class register"],
  ["NZ", "students", "class roll"],
  ["US-FED", "students", "class attendance list"],
] as const)("a school of 620 pupils in %s", (code, pupils, roll) => {
  it("emergency plan evacuates them by number with a roll call and hand-over to parents", () => {
    const doc = composeDocument(input("emergency-plan", code, SCHOOL, {}));
    const evacuation = section(doc, "evacuation").body;
    expect(evacuation).toContain(`620 ${pupils}`);
    expect(evacuation).toMatch(/calls the roll/);
    expect(evacuation).toContain(roll);
    expect(evacuation).toMatch(/sign-out point/);
    // A school's visitors are not its customers.
    expect(evacuation).toContain("up to 40 visitors or members of the public");
    expect(evacuation).not.toContain("customers");
    // Everyone once: the public is named by the owner's number, not again in the general list.
    expect(textOfScope(doc)).toContain(
      `contractors and visitors, and also 620 ${pupils} and up to 40 visitors or members of the public.`,
    );
  });

  it("induction tells workers their role for the pupils", () => {
    const text = readable(composeDocument(input("induction", code, SCHOOL, {})));
    expect(text).toContain(`There are 620 ${pupils} here.`);
    expect(text).toContain(`take the ${roll}`);
    const contractor = readable(composeDocument(input("contractor-induction", code, SCHOOL, {})));
    expect(contractor).toContain(`There are 620 ${pupils} and up to 40`);
    expect(contractor).toMatch(/Keep them out of your work area/);
    expect(contractor).not.toMatch(/teaching or supervising a class/);
  });
});

describe("other kinds of people on site", () => {
  it("a hotel's guests are swept from their rooms and counted against the register", () => {
    const hotel: TestBusiness = {
      ...SCHOOL,
      name: "Harbour Hotel",
      industry: "hospitality",
      othersOnSite: [{ kind: "guests", count: 180 }],
    };
    const evacuation = section(
      composeDocument(input("emergency-plan", "UK-GB", hotel, {})),
      "evacuation",
    ).body;
    expect(evacuation).toContain("180 overnight guests");
    expect(evacuation).toMatch(/knocking on each room door/);
    expect(evacuation).toMatch(/counted against the register/);
  });

  it("a childcare centre's 90 children are handed over only to parents, and patients who cannot walk are moved in stages", () => {
    const centre: TestBusiness = { ...SCHOOL, othersOnSite: [{ kind: "children", count: 90 }] };
    const evacuation = section(
      composeDocument(input("emergency-plan", "US-FED", centre, {})),
      "evacuation",
    ).body;
    expect(evacuation).toContain("90 children");
    expect(evacuation).toMatch(/staff-to-child supervision ratio/);
    expect(evacuation).toContain("parents or guardians");
    const clinic: TestBusiness = {
      ...SCHOOL,
      industry: "healthcare",
      othersOnSite: [{ kind: "patients", count: 30 }],
    };
    const care = section(composeDocument(input("emergency-plan", "NZ", clinic, {})), "evacuation").body;
    expect(care).toMatch(/evacuated in stages: first horizontally/);
  });
});

const textOfScope = (doc: ReturnType<typeof composeDocument>) =>
  readable({ ...doc, sections: doc.sections.slice(0, 1) });

/** A roadhouse far out on a highway in the Territory's heat, with guests overnight and travellers calling in. */
const ROADHOUSE: TestBusiness = {
  name: "Wycliffe Well Roadhouse",
  industry: "hospitality",
  industryOther: null,
  employeeCount: "6-19",
  workDescription: "Highway roadhouse: fuel sales, shop, kitchen, motel rooms and caravan park",
  highRiskActivities: ["manual-handling"],
  identifier: { label: "ABN", value: null },
  nearestMedical: "Tennant Creek Hospital",
  nearestMedicalMinutes: 75,
  remoteSite: true,
  othersOnSite: [
    { kind: "guests", count: 40 },
    { kind: "public", count: 150 },
  ],
};

describe("a remote roadhouse in the Northern Territory", () => {
  const compose = (type: "first-aid-plan" | "emergency-plan" | "induction" | "contractor-induction") =>
    readable(composeDocument(input(type, "AU-NT", ROADHOUSE, {})));

  it("asks for aeromedical retrieval by what it does, naming no service that is not verified", () => {
    for (const type of ["first-aid-plan", "emergency-plan"] as const) {
      const text = compose(type);
      expect(text).toContain("aeromedical retrieval (an air ambulance)");
      expect(text).not.toMatch(/Flying Doctor|RFDS|CareFlight/);
      // A casualty in the heat is sheltered from it, not kept warm.
      expect(text).toContain("sheltered from sun, heat and cold");
    }
  });

  it("the first aid plan, emergency plan and both inductions plan for the heat of the place", () => {
    const firstAid = compose("first-aid-plan");
    expect(firstAid).toContain("Natural hazards of this place");
    expect(firstAid).toContain("trained in heat illness, its signs and first aid");
    expect(compose("emergency-plan")).toContain("Heat stroke (confusion, collapse");
    expect(compose("induction")).toMatch(/Heatwave[\s\S]*Heat stroke \(confusion, collapse/);
    expect(compose("contractor-induction")).toContain("Heatwave, a natural hazard of this place:");
  });

  it("the plans and inductions count the guests and the travelling public, and the site's remoteness", () => {
    for (const type of ["first-aid-plan", "emergency-plan", "induction", "contractor-induction"] as const) {
      const text = compose(type);
      expect(text).toContain("40 overnight guests");
      expect(text).toContain("150 customers, visitors or members of the public");
    }
    expect(compose("induction")).toContain("This site is remote and medical help is far away");
    expect(compose("contractor-induction")).toContain("The site is remote and medical help is far away");
  });

  it("a town business in a cool climate gets no heat line in its induction", () => {
    const doc = readable(composeDocument(input("induction", "UK-GB", TOWN_CAFE, {})));
    expect(doc).not.toMatch(/Heatwave|natural hazard of this place/);
  });
});

describe("a Texas school's emergency plan", () => {
  const school: TestBusiness = {
    ...SCHOOL,
    name: "Hill Country Academy",
    workDescription: "Private K-12 school in Round Rock",
  };
  const plan = readable(
    composeDocument(input("emergency-plan", "US-TX", school, { location: "Round Rock, TX" })),
  );

  it("keeps students safe inside as well as out: lockdown, reverse evacuation and a roll call wherever they shelter", () => {
    expect(plan).toContain("Lockdown, reverse evacuation and shelter with students");
    expect(plan).toMatch(/Lockdown \(a threat inside or near the building\).*Call 911 for the police/);
    expect(plan).toContain("Reverse evacuation (a danger outside");
    expect(plan).toMatch(
      /teachers take the roll against the class attendance list and report to the emergency coordinator/,
    );
    expect(plan).toContain(
      "released only at the all-clear, through one sign-out point, to their parents or guardians or another adult named on their emergency contact record, whose identity is checked against it",
    );
    // A lockdown door is opened for no one, and a fire alarm during it is checked, not obeyed.
    expect(plan).toContain(
      "the door is opened for no one: the police or the emergency coordinator unlock it with a key",
    );
    expect(plan).toMatch(
      /A fire alarm during a lockdown: teachers do not lead the students out on the alarm alone/,
    );
    expect(plan).not.toContain("send people home before travel becomes dangerous");
    expect(plan).toContain("children stay in staff care until they are released");
    expect(plan).not.toContain("in a robbery");
  });

  it("shelters the students from tornadoes with their class list", () => {
    expect(plan).toContain("Tornado and severe thunderstorm");
    expect(plan).toMatch(
      /where their procedure says to shelter, teachers take the students to their planned shelter area, taking the class attendance list/,
    );
    expect(plan).toContain("account for everyone");
  });

  it("says it in American words, with no Australian or British terms", () => {
    expect(plan).not.toMatch(
      /\b(000|999|111|chief warden|lifts|toilets|pupils|class roll|class register|sick bay|colour|organisation|WHS|PCBU|COSHH)\b/i,
    );
    expect(plan).toMatch(/do not use elevators/);
    expect(plan).toMatch(/restrooms/);
  });

  it("a business with no children or pupils on site has no lockdown with students", () => {
    const cafe = readable(composeDocument(input("emergency-plan", "US-TX", TOWN_CAFE, {})));
    expect(cafe).not.toMatch(/Lockdown, reverse evacuation/);
  });
});
