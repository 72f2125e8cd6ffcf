// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Business } from "../../../contracts/business";
import { DOCUMENT_TYPE_IDS, type DocumentTypeId, documentName } from "../../../domain/catalogue";
import { inputErrors, requiredInputsOf } from "../../../domain/documents/types/input-schema";
import { askedInputs, jobFieldLabels, PER_JOB_TYPES } from "../../../domain/documents/types/registry";
import { POLICIES_KEY } from "../../lib/documents-api";
import { emptyInputs, ReadyStep } from "./ReadyStep";
import { TEST_BUSINESS } from "./test-business";

afterEach(cleanup);

const business: Business = TEST_BUSINESS;

function renderStep(documentType: DocumentTypeId) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(["/api/businesses", business.id, "existing-documents"], {});
  client.setQueryData([...POLICIES_KEY, { businessId: business.id }], []);
  const onGenerate = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ReadyStep
        business={business}
        documentType={documentType}
        subscriptionStatus="compliance"
        credits={{}}
        onGenerate={onGenerate}
        onBack={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return { onGenerate, user: userEvent.setup() };
}

/** The fields the wizard marks required, by the input each one fills. */
function markedRequired(): string[] {
  const byId: Record<string, string> = {
    "work-activity": "activity",
    "job-activity": "activity",
    "work-location": "location",
    "job-location": "location",
    "assessment-scope": "scope",
    "emergency-type": "emergencyType",
  };
  return [...document.querySelectorAll('[aria-required="true"]')].map((el) => byId[el.id] ?? el.id).sort();
}

describe("the wizard's required inputs", () => {
  it.each(DOCUMENT_TYPE_IDS)("%s marks exactly the inputs its definition requires", (type) => {
    renderStep(type);
    const required = requiredInputsOf(type);
    expect(markedRequired()).toEqual([...required].sort());
    for (const el of document.querySelectorAll('[aria-required="true"]')) {
      expect(document.querySelector(`label[for="${el.id}"]`)?.textContent).toMatch(/\*$/);
    }
  });

  it.each(["risk-assessment", "emergency-plan"] as const)(
    "%s refuses to generate until its required inputs are given, with the server's messages",
    async (type) => {
      const { user, onGenerate } = renderStep(type);
      const generate = screen.getByRole("button", { name: `Generate ${documentName(type, "AU")}` });
      await user.click(generate);
      expect(onGenerate).not.toHaveBeenCalled();
      for (const e of inputErrors(type, {})) expect(screen.getByText(e.message)).toBeInTheDocument();

      if (type === "risk-assessment")
        await user.type(screen.getByLabelText("Assessment Scope*"), "Whole site");
      if (type === "emergency-plan")
        await user.selectOptions(screen.getByLabelText("Emergency Type*"), "fire");
      await user.click(generate);
      expect(onGenerate).toHaveBeenCalledTimes(1);
      expect(Object.keys(onGenerate.mock.calls[0]?.[0] ?? {}).sort()).toEqual(
        Object.keys(emptyInputs).sort(),
      );
    },
  );

  it("swms refuses to generate until its location is given and its method confirmed", async () => {
    const { user, onGenerate } = renderStep("swms");
    const generate = screen.getByRole("button", { name: `Generate ${documentName("swms", "AU")}` });
    // The method comes first: nothing to confirm until the job is described.
    expect(generate).toBeDisabled();
    expect(screen.getByTestId("generate-why")).toHaveTextContent("Describe the work activity");
    await user.type(screen.getByLabelText("Work Activity*"), "Sewer trench excavation");
    await user.click(await screen.findByRole("button", { name: "Yes, that's my job" }));
    await user.click(generate);
    expect(onGenerate).not.toHaveBeenCalled();
    expect(screen.getByText(inputErrors("swms", { activity: "x" })[0]!.message)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Location*"), "12 Smith St");
    await user.click(generate);
    expect(onGenerate).toHaveBeenCalledTimes(1);
    expect(Object.keys(onGenerate.mock.calls[0]?.[0] ?? {}).sort()).toEqual(Object.keys(emptyInputs).sort());
  });

  it("a risk assessment may pick the job its scope names, and is sent with it; without a pick it is sent with none", async () => {
    const { user, onGenerate } = renderStep("risk-assessment");
    const generate = screen.getByRole("button", {
      name: `Generate ${documentName("risk-assessment", "AU")}`,
    });
    await user.type(screen.getByLabelText("Assessment Scope*"), "Sewer trench excavation on Smith St");
    const picker = await screen.findByRole("group", { name: "Is the scope one of these jobs? (optional)" });
    // Nothing is picked for the owner: the assessment can be generated as the scope is written.
    expect(picker.querySelector('[aria-pressed="true"]')).toBeNull();
    await user.click(generate);
    expect(onGenerate.mock.calls[0]?.[0].taskIds).toEqual([]);
    const trench = picker.querySelector<HTMLButtonElement>('[aria-pressed="false"]')!;
    await user.click(trench);
    expect(trench).toHaveAttribute("aria-pressed", "true");
    await user.click(generate);
    expect(onGenerate.mock.calls[1]?.[0].taskIds).toEqual(["trench-excavation"]);
  });

  it("generates a type without required inputs straight away", async () => {
    const { user, onGenerate } = renderStep("checklist");
    await user.click(screen.getByRole("button", { name: `Generate ${documentName("checklist", "AU")}` }));
    expect(onGenerate).toHaveBeenCalledTimes(1);
  });
});

describe("the wizard's job fields", () => {
  const labelOf = (id: string) =>
    document.querySelector(`label[for="${id}"]`)?.textContent?.replace(/\*$/, "");

  it.each(DOCUMENT_TYPE_IDS)(
    "%s asks for the job and site its definition names, under its labels",
    (type) => {
      renderStep(type);
      const labels = jobFieldLabels(type);
      if (labels) expect((PER_JOB_TYPES as readonly string[]).includes(type)).toBe(true);
      expect(labelOf("job-location")).toBe(labels?.location);
      expect(labelOf("job-activity")).toBe(labels?.activity);
    },
  );

  it("labels a permit's fields in a permit's words", () => {
    renderStep("permit");
    expect(screen.getByLabelText("Work to be done")).toBeInTheDocument();
    expect(screen.getByLabelText("Location")).toBeInTheDocument();
  });
});

describe("the wizard asks for every input a type is written from, and only those", () => {
  /** Every field of the form, by the input it fills. */
  function fieldsShown(): string[] {
    const byId: Record<string, string> = {
      "work-activity": "activity",
      "job-activity": "activity",
      "work-location": "location",
      "job-location": "location",
      "plan-location": "location",
      "assessment-scope": "scope",
      "emergency-type": "emergencyType",
    };
    const ids = [...document.querySelectorAll("input[id], select[id], textarea[id]")].map(
      (el) => byId[el.id],
    );
    const groups = [...document.querySelectorAll("legend")].map((l) =>
      l.textContent === "Hazard types"
        ? "hazardTypes"
        : l.textContent === "Incident types"
          ? "incidentTypes"
          : undefined,
    );
    return [...new Set([...ids, ...groups].filter((k): k is string => k !== undefined))].sort();
  }

  it.each(DOCUMENT_TYPE_IDS)("%s", (type) => {
    renderStep(type);
    const asked = new Set<string>([
      ...Object.keys(askedInputs(type)),
      ...Object.keys(jobFieldLabels(type) ?? {}),
    ]);
    expect(fieldsShown()).toEqual([...asked].sort());
  });

  it("an emergency plan may name the premises it is for, and is written for every place when it does not", async () => {
    const { user, onGenerate } = renderStep("emergency-plan");
    await user.selectOptions(screen.getByLabelText("Emergency Type*"), "fire");
    const location = screen.getByLabelText("Location");
    expect(location).toHaveAttribute("placeholder", "Leave blank to cover every place you work");
    await user.type(location, "2100 Seawall Boulevard, Galveston");
    await user.click(
      screen.getByRole("button", { name: `Generate ${documentName("emergency-plan", "AU")}` }),
    );
    expect(onGenerate.mock.calls[0]?.[0]).toMatchObject({ location: "2100 Seawall Boulevard, Galveston" });
  });
});
