import { describe, expect, it } from "vitest";
import { CURRENT_LAW, composeWithBasis } from "./basis";
import type { BusinessFacts, ComposeInput } from "./compose-types";
import { pinMethod, stepsInDocument } from "./pinned-method";
import { propose, touchedSections } from "./update";

/** A document kept from before methods were pinned: no task ids and no own steps in its inputs. */

const business: BusinessFacts = {
  name: "Harbour Roofing Co",
  country: "AU",
  jurisdiction: "AU-NSW",
  industry: "construction",
  industryOther: null,
  employeeCount: "6-19",
  workDescription: "Residential re-roofing and roof repairs",
  regions: ["AU-NSW"],
  highRiskActivities: ["working-at-height"],
  identifier: { label: "ABN", value: null },
};

const request = (metadata: ComposeInput["metadata"]): ComposeInput => ({
  documentType: "swms",
  business,
  metadata,
  additionalPolicies: [],
  preparedBy: "Alex",
  date: "2026-11-23",
});

/** Writes a document as it is written now, then drops the method from its inputs, as an old one has none. */
function oldDocument(metadata: ComposeInput["metadata"], activity: string) {
  const { basis } = composeWithBasis(request({ ...metadata, activity }));
  const { taskIds: _t, steps: _s, ...rest } = basis.input.metadata;
  return { ...basis, input: { ...basis.input, metadata: rest } };
}

const methodRows = (sections: { id: string; tables?: { rows: Record<string, string>[] }[] }[]) =>
  JSON.stringify(sections.filter((s) => /method|steps/i.test(s.id)));

describe("a document written before its method was pinned", () => {
  it("keeps the method its own text shows, even when the job's words would now match another", () => {
    // Written with the ladder method; its job's words, matched afresh, name a scaffold tower.
    const old = oldDocument(
      { taskIds: ["ladder-work"] },
      "Working from a mobile scaffold tower to fix gutters",
    );
    const fresh = composeWithBasis(old.input).basis;
    expect(methodRows(fresh.sections)).not.toEqual(methodRows(old.sections));
    const pin = pinMethod(old.input, old.sections);
    expect(pin.method.kind).toBe("found-in-text");
    expect(pin.input.metadata.taskIds).toEqual(["ladder-work"]);
    expect(pin.confirm).toBe(false);
    if (pin.method.kind === "found-in-text")
      expect(pin.method.note).toMatch(/keeps the method it was written with: .*ladder/i);
    const proposal = propose(old, business, CURRENT_LAW, "2026-11-23");
    expect(proposal.basis.input.metadata.taskIds).toEqual(["ladder-work"]);
    expect(proposal.confirmMethod).toBe(false);
    // Nothing changed, so nothing is proposed: the method is not swapped under the owner.
    expect(proposal.touched).toEqual([]);
    expect(touchedSections(old, business, CURRENT_LAW, "2026-11-23")).toEqual([]);
    expect(methodRows(proposal.sections)).toEqual(methodRows(old.sections));
  });

  it("asks the owner to confirm when its steps are no method's, and offers what the words name now", () => {
    const old = oldDocument(
      { steps: ["Set out the flurble rig on the wazzle", "Grommet the snarf to the blippy quonk"] },
      "Replacing the roof sheeting on a house",
    );
    const pin = pinMethod(old.input, old.sections);
    expect(pin.method.kind).toBe("unconfirmed");
    expect(pin.confirm).toBe(true);
    if (pin.method.kind === "unconfirmed")
      expect(pin.method.note).toMatch(/^This document was written before its method was confirmed.*Confirm/);
    expect(propose(old, business, CURRENT_LAW, "2026-11-23").confirmMethod).toBe(true);
  });

  it("a document whose inputs carry its method keeps it as it is", () => {
    const { basis } = composeWithBasis(request({ taskIds: ["ladder-work"], activity: "Gutter repairs" }));
    const pin = pinMethod(basis.input, basis.sections);
    expect(pin.method).toMatchObject({ kind: "chosen", taskIds: ["ladder-work"] });
    expect(pin.input).toBe(basis.input);
  });

  it("a type not written from a method is not pinned", () => {
    const { basis } = composeWithBasis({ ...request({}), documentType: "policy" });
    expect(pinMethod(basis.input, basis.sections)).toMatchObject({
      confirm: false,
      method: { kind: "none" },
    });
  });
});

describe("the steps a per-job document prints, read back for its owner to start their own from", () => {
  const own = ["Set out the flurble rig on the wazzle", "Grommet the snarf to the blippy quonk"];
  for (const documentType of ["swms", "sop-template"] as const) {
    it(`reads a ${documentType}'s steps in order, without its pre-start or emergency lines`, () => {
      const { basis } = composeWithBasis({
        ...request({ activity: "Replacing the roof sheeting on a house", steps: own }),
        documentType,
      });
      expect(stepsInDocument(basis.sections)).toEqual(own);
    });
  }

  it("reads a permit's numbered steps, without its blank rows", () => {
    const hot = ["Set up the welding screen and fire extinguisher", "Weld the new bracket to the steel beam"];
    const { basis } = composeWithBasis({
      ...request({ activity: "Welding a bracket to a beam", steps: hot }),
      documentType: "permit",
    });
    expect(stepsInDocument(basis.sections)).toEqual(hot);
  });

  it("reads the library's steps of a document written from a task", () => {
    const { basis } = composeWithBasis(request({ activity: "Re-roofing a house", taskIds: ["re-roofing"] }));
    const steps = stepsInDocument(basis.sections);
    expect(steps).toHaveLength(5);
    expect(steps[2]).toMatch(/^Strip the old roof sheets or tiles progressively, one bay at a time/);
  });

  it("reads no steps from a statement whose job had no method, only rows left blank to write in", () => {
    const { basis } = composeWithBasis(request({ activity: "Sorting the flurble yard", taskIds: [] }));
    const rows = basis.sections.flatMap((s) => s.tables ?? []).find((t) => t.id === "job-steps")?.rows ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(stepsInDocument(basis.sections)).toEqual([]);
  });

  it("reads nothing from a document with no steps table", () => {
    expect(stepsInDocument([{ id: "purpose", heading: "Purpose", body: "<p>Roof work</p>" }])).toEqual([]);
  });
});
