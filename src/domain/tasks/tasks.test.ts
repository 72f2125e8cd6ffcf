import { describe, expect, it } from "vitest";
import { HIGH_RISK_ACTIVITIES } from "../catalogue/activities";
import { hazardEntry, riskScore } from "../hazards";
import { justifiedResidual } from "../hazards/residual";
import { hazardsFromText, matchTasks, methodFor, taskById } from ".";
import { TASK_ENTRIES } from "./library.generated";

const INDUSTRY_HAZARD =
  /^(construction|manufacturing|retail|hospitality|healthcare|transport|mining|agriculture|professional|office|education)-/;

describe("task library", () => {
  it("holds at least 60 tasks, each with at least three ordered steps", () => {
    expect(TASK_ENTRIES.length).toBeGreaterThanOrEqual(60);
    for (const t of TASK_ENTRIES) expect(t.steps.length, t.id).toBeGreaterThanOrEqual(3);
  });

  it("covers every high-risk activity of the business form with at least one task step", () => {
    const covered = new Set(TASK_ENTRIES.flatMap((t) => t.steps.flatMap((s) => s.hazards)));
    expect(HIGH_RISK_ACTIVITIES.map((a) => a.value).filter((v) => !covered.has(v))).toEqual([]);
  });

  it("gives every step its own known hazards, of the task's industries only", () => {
    for (const t of TASK_ENTRIES) {
      for (const s of t.steps) {
        for (const id of s.hazards) {
          expect(hazardEntry(id), `${t.id}: ${id}`).toBeDefined();
          const industry = INDUSTRY_HAZARD.exec(id)?.[1];
          if (industry) expect(t.industries, `${t.id}: ${id}`).toContain(industry);
        }
      }
    }
  });

  it("requires a control above PPE before every step", () => {
    for (const t of TASK_ENTRIES)
      for (const s of t.steps)
        expect(
          s.required.some((c) => c.level !== "ppe"),
          `${t.id}: ${s.do}`,
        ).toBe(true);
  });
});

describe("matchTasks", () => {
  it.each([
    ["re-roof", "re-roofing"],
    ["Re-roofing a two-storey house in Parramatta", "re-roofing"],
    ["Sewer connection trench, 2.1 m deep", "trench-excavation"],
    ["Demolition of a two-storey brick building with an excavator", "demolition-building"],
    ["Die change on the 200 t press", "die-change-lockout"],
    ["Boom spraying herbicide on the north paddocks", "pesticide-spraying"],
    ["Transferring patients from bed to chair", "patient-transfer"],
    ["Cleaning the deep fryers at close", "deep-fryer-cleaning"],
    ["removing fibro eaves", "non-friable-asbestos-removal"],
  ])("%s → %s", (activity, id) => {
    expect(matchTasks(activity)[0]?.id).toBe(id);
  });

  it("suggests while the last word is still being typed", () => {
    expect(matchTasks("scaff", { typing: true }).map((m) => m.id)).toContain("scaffold-erection-dismantling");
    expect(matchTasks("scaff").map((m) => m.id)).not.toContain("scaffold-erection-dismantling");
  });

  it("matches nothing for unrelated text", () => {
    expect(matchTasks("quarterly board meeting")).toEqual([]);
  });
});

describe("hazardsFromText", () => {
  it.each([
    ["welding fumes", ["hot-work", "hazardous-chemicals"]],
    ["abrasive blasting", ["hazardous-chemicals", "dust-exposure", "noise-exposure"]],
    ["heat and FIFO rosters", ["extreme-temperatures", "general-fatigue-stress"]],
    ["X-ray", ["radiation"]],
    ["cleaning chemicals", ["chemical"]],
    ["spray painting", ["hazardous-chemicals", "fire"]],
  ])("%s", (text, ids) => {
    expect(hazardsFromText(text).sort()).toEqual([...ids].sort());
  });

  it("gives each hazard once however often the text names it", () => {
    const ids = hazardsFromText("welding, more welding, welder, weld and welding fumes");
    expect(ids).toEqual([...new Set(ids)]);
  });

  it("finds nothing in an office description", () => {
    expect(hazardsFromText("Bookkeeping and tax returns for local businesses")).toEqual([]);
  });
});

describe("methodFor", () => {
  it("renders a picked task's own ordered steps, each with its own hazards", () => {
    const method = methodFor({
      taskIds: ["re-roofing"],
      activity: "",
      industry: "construction",
    })!;
    const task = taskById("re-roofing")!;
    expect(method.basis).toBe("picked");
    expect(method.steps.map((s) => s.do)).toEqual(task.steps.map((s) => s.do));
    // Each hazard once per step: a step that lists two wordings of one hazard ("Working at height"
    // and "Fall hazards") shows the first.
    const concept = (id: string) => hazardEntry(id)!.concept;
    method.steps.forEach((s, i) => {
      const listed = task.steps[i]!.hazards;
      expect(s.hazards.map((h) => h.id)).toEqual(
        listed.filter((id, j) => listed.findIndex((other) => concept(other) === concept(id)) === j),
      );
    });
    expect(method.steps.some((s, i) => s.hazards.length < task.steps[i]!.hazards.length)).toBe(true);
  });

  it("lends no other job's method when the activity names no task: there is no method until the customer chooses", () => {
    expect(methodFor({ activity: "Installing bespoke joinery", industry: "construction" })).toBeNull();
    // A single shared word decides nothing: lifting a pram is not a crane lift.
    expect(methodFor({ activity: "Lifting the pram up the stairs", industry: "other" })).toBeNull();
  });

  it("gives a nappy change the nappy-change method, never a crane lift", () => {
    const method = methodFor({ activity: "Lifting babies for nappy changes", industry: "other" });
    expect(method?.tasks.map((t) => t.id)).toEqual(["nappy-changing"]);
  });

  it("never rates a step's residual risk lower than its required controls justify", () => {
    for (const t of TASK_ENTRIES) {
      const method = methodFor({ taskIds: [t.id], activity: "", industry: t.industries[0]! })!;
      for (const s of method.steps) {
        if (!s.before || !s.after) {
          // Only a step with no hazard of its own goes unrated.
          expect([s.hazards, s.before, s.after], `${t.id}: ${s.do}`).toEqual([[], null, null]);
          continue;
        }
        const inPlace = s.required.map((c) => c.level);
        const justified = justifiedResidual(s.before, s.ppe.length ? [...inPlace, "ppe"] : inPlace);
        expect(riskScore(s.after), `${t.id}: ${s.do}`).toBeGreaterThanOrEqual(riskScore(justified));
        expect(riskScore(s.after)).toBeLessThanOrEqual(riskScore(s.before));
      }
    }
  });
});

describe("justifiedResidual", () => {
  const extreme = { likelihood: 4, consequence: 5 } as const;
  it("leaves the risk as it is when nothing is in place", () => {
    expect(justifiedResidual(extreme, [])).toEqual(extreme);
  });
  it("counts PPE alone as one step of likelihood", () => {
    expect(justifiedResidual(extreme, ["ppe"])).toEqual({ likelihood: 3, consequence: 5 });
  });
  it("never takes more than three steps off without elimination", () => {
    expect(
      justifiedResidual({ likelihood: 4, consequence: 4 }, [
        "isolation",
        "engineering",
        "administrative",
        "ppe",
      ]),
    ).toEqual({ likelihood: 1, consequence: 4 });
    expect(
      justifiedResidual({ likelihood: 5, consequence: 5 }, ["isolation", "administrative", "ppe"]).likelihood,
    ).toBe(2);
  });
});
