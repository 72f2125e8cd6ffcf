import { describe, expect, it } from "vitest";
import { CURRENT_LAW, composeWithBasis } from "./basis";
import type { BusinessFacts, ComposeInput } from "./compose-types";
import { pinMethod } from "./pinned-method";
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
