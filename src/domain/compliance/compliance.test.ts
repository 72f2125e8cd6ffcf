import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS, NOT_REVIEWED_TYPES, REVIEW_PERIOD_MONTHS } from "../catalogue";
import { instrument } from "../legal";
import {
  addMonths,
  businessRequirements,
  complianceOverview,
  defaultNextReview,
  isIsoDay,
  reminderStage,
  remindersDue,
  reviewCalendar,
  reviewStatus,
  withHoldings,
} from ".";

describe("review dates", () => {
  it("has a review period for every document type but the permit, which is closed per job", () => {
    for (const id of DOCUMENT_TYPE_IDS) {
      if (id === "permit") expect(REVIEW_PERIOD_MONTHS[id]).toBeNull();
      else expect(REVIEW_PERIOD_MONTHS[id]).toBeGreaterThan(0);
    }
    expect(NOT_REVIEWED_TYPES).toEqual(["permit"]);
    expect(defaultNextReview("permit", "2026-03-03")).toBeNull();
  });

  it("defaults to the type's period from the day of creation", () => {
    expect(defaultNextReview("policy", "2026-03-03")).toBe("2027-03-03");
    expect(defaultNextReview("action-plan", "2026-03-03")).toBe("2026-06-03");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
  });

  it("reads only real calendar days", () => {
    expect(isIsoDay("2026-02-28")).toBe(true);
    expect(isIsoDay("2026-02-30")).toBe(false);
    expect(isIsoDay("March 3rd, 2026")).toBe(false);
  });

  it("classifies overdue, due within 30 days and up to date", () => {
    expect(reviewStatus("2026-05-31", "2026-06-01")).toBe("overdue");
    expect(reviewStatus("2026-06-01", "2026-06-01")).toBe("due-soon");
    expect(reviewStatus("2026-07-01", "2026-06-01")).toBe("due-soon");
    expect(reviewStatus("2026-07-02", "2026-06-01")).toBe("up-to-date");
    const doc = (id: string, nextReviewOn: string) => ({
      id,
      title: id,
      type: "policy",
      businessId: "b",
      businessName: "B",
      nextReviewOn,
    });
    const overview = complianceOverview(
      [doc("late", "2026-05-01"), doc("soon", "2026-06-10"), doc("fine", "2027-01-01")],
      "2026-06-01",
    );
    expect(overview.overdue.map((d) => [d.id, d.days])).toEqual([["late", -31]]);
    expect(overview.dueSoon.map((d) => [d.id, d.days])).toEqual([["soon", 9]]);
    expect(overview.upToDate.map((d) => d.id)).toEqual(["fine"]);
  });

  it("never lists a permit as overdue or due: it has no review date, only an open one needs attention", () => {
    const permit = (id: string, attention: { reason: string; text: string }[] = []) => ({
      id,
      title: id,
      type: "permit",
      businessId: "b",
      businessName: "B",
      nextReviewOn: null,
      attention,
    });
    const overview = complianceOverview(
      [
        permit("closed"),
        permit("open", [{ reason: "permit-open", text: "Past its expiry and not closed out" }]),
      ],
      "2026-06-01",
    );
    expect(overview.overdue).toEqual([]);
    expect(overview.dueSoon).toEqual([]);
    expect(overview.needsAttention.map((d) => [d.id, d.days])).toEqual([["open", null]]);
    expect(overview.upToDate.map((d) => [d.id, d.days])).toEqual([["closed", null]]);
  });
});

describe("reminders", () => {
  const due = "2026-07-01";
  it("has a stage 30 days before, 7 days before and once overdue", () => {
    expect(reminderStage(due, "2026-05-31")).toBeNull();
    expect(reminderStage(due, "2026-06-01")).toBe("30-days");
    expect(reminderStage(due, "2026-06-23")).toBe("30-days");
    expect(reminderStage(due, "2026-06-24")).toBe("7-days");
    expect(reminderStage(due, "2026-07-01")).toBe("7-days");
    expect(reminderStage(due, "2026-07-02")).toBe("overdue");
  });

  it("sends each stage once, and nothing when e-mail notifications are off", () => {
    const on = { policyId: "p1", dueOn: due, emailNotifications: true };
    const off = { policyId: "p2", dueOn: due, emailNotifications: false };
    const first = remindersDue([on, off], [], "2026-06-01");
    expect(first).toEqual([{ policyId: "p1", dueOn: due, stage: "30-days" }]);
    expect(remindersDue([on, off], first, "2026-06-02")).toEqual([]);
    expect(remindersDue([on], first, "2026-06-25")).toEqual([
      { policyId: "p1", dueOn: due, stage: "7-days" },
    ]);
    // A new review date starts the stages again.
    expect(remindersDue([{ ...on, dueOn: "2026-06-20" }], first, "2026-06-02")).toEqual([
      { policyId: "p1", dueOn: "2026-06-20", stage: "30-days" },
    ]);
  });
});

describe("calendar", () => {
  it("writes one all-day event per review date with CRLF lines", () => {
    const ics = reviewCalendar(
      [
        {
          id: "p1",
          title: "WHS Policy",
          businessName: "Acme, Ltd",
          dueOn: "2026-12-31",
          url: "http://x/editor/p1",
        },
      ],
      new Date("2026-01-02T03:04:05Z"),
    );
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("DTSTART;VALUE=DATE:20261231\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20270101\r\n");
    expect(ics).toContain("DTSTAMP:20260102T030405Z");
    expect(ics).toContain("Acme\\, Ltd");
    for (const line of ics.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe("calendar text", () => {
  it("escapes a bare carriage return, so a title cannot start a property line of its own", () => {
    const ics = reviewCalendar(
      [
        {
          id: "p1",
          title: "Evil\rATTENDEE:mailto:boss@example.test\nX\r\nY",
          businessName: "Acme",
          dueOn: "2026-12-31",
          url: "http://x/editor/p1",
        },
      ],
      new Date("2026-01-02T03:04:05Z"),
    );
    // Every line break left is a folding or line end (CRLF); none comes from the title.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(ics.replace(/\r\n /g, "")).toContain(
      "SUMMARY:Review due: Evil\\nATTENDEE:mailto:boss@example.test\\nX\\nY (Acme)",
    );
    expect(ics.split("\r\n").some((l) => l.startsWith("ATTENDEE"))).toBe(false);
  });
});

describe("what a business needs", () => {
  const ukBuilder = {
    country: "UK",
    jurisdiction: "UK-GB",
    employeeCount: "6-19",
    industry: "construction",
    highRiskActivities: ["working-at-height"],
  };
  const caShop = {
    country: "US",
    jurisdiction: "US-CA",
    employeeCount: "1-5",
    industry: "retail",
    highRiskActivities: [],
  };

  it("cites only instruments of the knowledge base, with titles and links", () => {
    for (const b of [ukBuilder, caShop]) {
      for (const r of businessRequirements(b)) {
        expect(r.reasons.length).toBeGreaterThan(0);
        for (const reason of r.reasons) {
          for (const c of reason.citations) {
            expect(c.title.startsWith(instrument(c.id)?.title ?? "?")).toBe(true);
            expect(c.url).toBe(instrument(c.id)?.url);
          }
        }
      }
    }
  });

  it("UK construction, 6-19 employees, working at height: written policy and recorded risk assessment required", () => {
    const list = businessRequirements(ukBuilder);
    const by = Object.fromEntries(list.map((r) => [r.documentType, r]));
    expect(by.policy?.level).toBe("required");
    expect(by.policy?.name).toBe("Health and Safety Policy");
    expect(by.policy?.reasons[0]?.citations.map((c) => c.id)).toContain("uk-hswa-1974");
    expect(by["risk-assessment"]?.level).toBe("required");
    expect(by["risk-assessment"]?.reasons[0]?.citations.map((c) => c.id)).toContain("uk-mhswr-1999");
    expect(by["emergency-plan"]?.reasons.flatMap((r) => r.citations.map((c) => c.id))).toContain(
      "uk-fire-safety-order-2005",
    );
    expect(by["first-aid-plan"]?.level).toBe("required");
    // A method statement is not required by name in Great Britain: recommended, with CDM cited.
    expect(by.swms?.level).toBe("recommended");
    expect(by.swms?.reasons[0]?.citations.map((c) => c.id)).toContain("uk-cdm-2015");
    expect(list[0]?.level).toBe("required");
  });

  it("a Scottish business's emergency plan is needed for Scotland's fire law, an English one's for the Order's", () => {
    const reasons = (address: string | null) => {
      const plan = businessRequirements({ ...ukBuilder, address }).find(
        (r) => r.documentType === "emergency-plan",
      );
      return {
        text: plan?.reasons.map((r) => r.text).join(" ") ?? "",
        ids: plan?.reasons.flatMap((r) => r.citations.map((c) => c.id)) ?? [],
      };
    };
    const scottish = reasons("Unit 7, Altens Industrial Estate, Aberdeen AB12 3LF");
    expect(scottish.text).toContain(
      "You must record the significant findings of your fire safety risk assessment.",
    );
    expect(scottish.text).not.toMatch(/Regulatory Reform|England and Wales|in Scotland/);
    expect(scottish.ids).not.toContain("uk-fire-safety-order-2005");
    expect(scottish.ids).toContain("uk-fire-safety-scotland-regs-2006");

    const english = reasons("Unit 4, Pensnett Trading Estate, Kingswinford DY6 7PP");
    expect(english.text).toContain(
      "You must record the full fire risk assessment and your fire safety arrangements whatever the number of employees",
    );
    expect(english.text).not.toMatch(/Scotland/);
    expect(english.ids).not.toContain("uk-fire-scotland-act-2005");

    // Wales shares the Order with England: a Cardiff postcode reads it as the business's own.
    const welsh = reasons("Unit 12, Curran Road, Cardiff CF10 5NE");
    expect(welsh.text).toContain(
      "You must record the full fire risk assessment and your fire safety arrangements whatever the number of employees",
    );
    expect(welsh.text).not.toMatch(/Scotland|In England and Wales/);
    expect(welsh.ids).toContain("uk-fire-safety-order-2005");
    expect(welsh.ids).not.toContain("uk-fire-safety-scotland-regs-2006");

    // No postcode: each nation's law with where it applies.
    const unknown = reasons(null);
    expect(unknown.text).toContain("In England and Wales");
    expect(unknown.text).toContain("where the premises are in Scotland");
  });

  it("UK with 1-5 employees: the written policy is conditional on reaching 5", () => {
    const policy = businessRequirements({ ...ukBuilder, employeeCount: "1-5" }).find(
      (r) => r.documentType === "policy",
    );
    expect(policy?.reasons.map((r) => r.text).join(" ")).toMatch(/If you have 5 or more employees/);
  });

  it("California retail with 1-5 employees: oral emergency plan allowed, State Plan cited", () => {
    const list = businessRequirements(caShop);
    const by = Object.fromEntries(list.map((r) => [r.documentType, r]));
    expect(by["emergency-plan"]?.level).toBe("recommended");
    expect(by["emergency-plan"]?.reasons.map((r) => r.text).join(" ")).toMatch(/orally/);
    // California's own plan standard applies, resting on the State Plan, not on 29 CFR 1910.38.
    const emergencyCites = by["emergency-plan"]?.reasons.flatMap((r) => r.citations.map((c) => c.id));
    expect(emergencyCites).toContain("us-osha-state-plans");
    expect(emergencyCites?.join(" ")).not.toMatch(/us-29-cfr/);
    expect(by["emergency-plan"]?.reasons.map((r) => r.text).join(" ")).toMatch(/California's State Plan/);
    expect(by["incident-form"]?.level).toBe("required");
    expect(by["incident-form"]?.reasons.map((r) => r.text).join(" ")).toMatch(/partially exempt/);
    expect(by.policy?.reasons.flatMap((r) => r.citations.map((c) => c.id))).toContain("us-osha-state-plans");
    expect(by.swms).toBeUndefined();
    expect(by["chemical-register"]).toBeUndefined();
  });

  it("California requires a written Injury and Illness Prevention Program; Texas does not", () => {
    const policy = (jurisdiction: string) =>
      businessRequirements({ ...caShop, jurisdiction }).find((r) => r.documentType === "policy");
    const ca = policy("US-CA");
    expect(ca?.level).toBe("required");
    expect(ca?.reasons[0]?.text).toMatch(/Injury and Illness Prevention Program in writing/);
    expect(ca?.reasons[0]?.citations).toEqual([
      {
        id: "us-ca-8-ccr-3203",
        pinpoint: "s 3203(a)",
        title:
          "California Code of Regulations, Title 8, section 3203 Injury and Illness Prevention Program, s 3203(a)",
        url: "https://www.dir.ca.gov/title8/3203.html",
      },
      {
        id: "us-ca-labor-code-6401-7",
        pinpoint: null,
        title: "California Labor Code section 6401.7 Injury prevention programs",
        url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=LAB&sectionNum=6401.7",
      },
    ]);
    const tx = policy("US-TX");
    expect(tx?.level).toBe("recommended");
    expect(tx?.reasons.flatMap((r) => r.citations.map((c) => c.id))).not.toContain("us-ca-8-ccr-3203");
  });

  it("US with 20-49 employees: a written emergency action plan is required", () => {
    const plan = businessRequirements({ ...caShop, employeeCount: "20-49" }).find(
      (r) => r.documentType === "emergency-plan",
    );
    expect(plan?.level).toBe("required");
  });

  it("Australian high-risk construction work requires a SWMS", () => {
    const list = businessRequirements({
      country: "AU",
      jurisdiction: "AU-NSW",
      employeeCount: "6-19",
      industry: "construction",
      highRiskActivities: ["working-at-height"],
    });
    const swms = list.find((r) => r.documentType === "swms");
    expect(swms?.level).toBe("required");
    expect(swms?.name).toBe("Safe Work Method Statement");
  });

  it("requires a DSE assessment in Great Britain only for office work", () => {
    const dse = (industry: string) =>
      businessRequirements({ ...ukBuilder, industry }).find((r) => r.documentType === "dse-checklist")?.level;
    expect(dse("construction")).toBe("recommended");
    expect(dse("professional")).toBe("required");
    expect(
      businessRequirements({ ...caShop, industry: "manufacturing" }).some(
        (r) => r.documentType === "dse-checklist",
      ),
    ).toBe(false);
  });

  it("marks each requirement current, overdue for review or missing", () => {
    const list = businessRequirements(caShop);
    const held = withHoldings(
      list,
      [
        { id: "a", type: "incident-form", nextReviewOn: "2027-01-01" },
        { id: "b", type: "policy", nextReviewOn: "2026-01-01" },
      ],
      "2026-06-01",
    );
    const by = Object.fromEntries(held.map((r) => [r.documentType, r]));
    expect(by["incident-form"]).toMatchObject({ state: "current", documentId: "a" });
    expect(by.policy).toMatchObject({ state: "review-overdue", documentId: "b" });
    expect(by["first-aid-plan"]).toMatchObject({ state: "missing", documentId: null });
  });
});
