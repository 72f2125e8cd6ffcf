// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Business } from "../../../contracts/business";
import { type DocumentTypeId, documentName } from "../../../domain/catalogue";
import { POLICIES_KEY } from "../../lib/documents-api";
import { metadataOf, type ReadyInputs, ReadyStep } from "./ReadyStep";
import type { GenerationOutcome } from "./start-generation";
import { TEST_BUSINESS } from "./test-business";

afterEach(cleanup);

const base: Business = TEST_BUSINESS;

const childcare: Business = {
  ...base,
  name: "Little Wattles Early Learning",
  industry: "other",
  industryOther: "Childcare centre",
};

function renderStep(
  documentType: DocumentTypeId,
  business: Business = base,
  answer?: (inputs: ReadyInputs) => GenerationOutcome,
  tasks: Record<string, { title: string; steps: string[] }> = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(["/api/businesses", business.id, "existing-documents"], {});
  client.setQueryData([...POLICIES_KEY, { businessId: business.id }], []);
  // The task steps the server serves (GET /api/tasks/:id), as already fetched.
  for (const [id, t] of Object.entries(tasks)) client.setQueryData(["/api/tasks", id], { id, ...t });
  const onGenerate = vi.fn((inputs: ReadyInputs) =>
    Promise.resolve(answer ? answer(inputs) : ({ kind: "done" } as const)),
  );
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
  const generate = () =>
    screen.getByRole("button", { name: `Generate ${documentName(documentType, business.country)}` });
  return { onGenerate, user: userEvent.setup(), generate };
}

const sent = (fn: ReturnType<typeof renderStep>["onGenerate"]) => metadataOf(fn.mock.calls.at(-1)![0]);

describe("the job's method is confirmed before Generate", () => {
  it("names the task a phrase of the job matches, and sends it once the customer says it is their job", async () => {
    const { user, onGenerate, generate } = renderStep("swms");
    await user.type(
      screen.getByLabelText("Work Activity*"),
      "Sewer trench excavation for a house connection",
    );
    await user.type(screen.getByLabelText("Location*"), "12 Smith St");
    const box = await screen.findByTestId("method-confirm");
    expect(box).toHaveAttribute("data-state", "matched");
    expect(box).toHaveTextContent(
      "We'll write the method for trench excavation for pipes, drains and services (including sewer connections): is that your job?",
    );
    // Not confirmed yet: Generate waits, and says why.
    expect(generate()).toBeDisabled();
    expect(screen.getByTestId("generate-why")).toHaveTextContent(/Confirm the job's method/);
    await user.click(within(box).getByRole("button", { name: "Yes, that's my job" }));
    expect(screen.getByTestId("method-confirm")).toHaveAttribute("data-state", "confirmed");
    expect(generate()).toBeEnabled();
    await user.click(generate());
    expect(sent(onGenerate)).toMatchObject({ taskIds: ["trench-excavation"], steps: undefined });
  });

  it("lets the customer choose another task instead of the one matched", async () => {
    const { user, onGenerate, generate } = renderStep("swms");
    await user.type(screen.getByLabelText("Work Activity*"), "Sewer trench excavation");
    await user.type(screen.getByLabelText("Location*"), "12 Smith St");
    await user.click(await screen.findByRole("button", { name: "Choose another task" }));
    const offered = within(screen.getByTestId("method-confirm")).getAllByRole("button", {
      name: /Trench excavation/,
    });
    expect(offered.length).toBeGreaterThan(0);
    expect(generate()).toBeDisabled();
    await user.click(offered[0]!);
    await user.click(generate());
    expect(sent(onGenerate).taskIds).toEqual(["trench-excavation"]);
  });

  it("offers the tasks a single word touches, each with why, and claims none of them", async () => {
    const { user, onGenerate, generate } = renderStep("swms");
    await user.type(screen.getByLabelText("Work Activity*"), "Formwork");
    await user.type(screen.getByLabelText("Location*"), "Lot 4");
    const box = await screen.findByTestId("method-confirm");
    expect(box).toHaveAttribute("data-state", "choose");
    expect(box).toHaveTextContent(`We don't have a method we're sure of for "Formwork".`);
    const carpentry = within(box).getByRole("button", { name: /Timber framing and carpentry/ });
    expect(carpentry).toHaveTextContent(/Your words match "formwork"/);
    expect(generate()).toBeDisabled();
    await user.click(carpentry);
    await user.click(generate());
    expect(sent(onGenerate).taskIds).toEqual(["framing-carpentry"]);
  });

  it("says so when it has no method at all, and Generate waits for the customer's own steps", async () => {
    const { user, generate } = renderStep("swms", childcare);
    await user.type(screen.getByLabelText("Work Activity*"), "Laundering the cot sheets");
    const box = await screen.findByTestId("method-confirm");
    expect(box).toHaveAttribute("data-state", "none");
    expect(box).toHaveTextContent(
      `We don't have a method for "Laundering the cot sheets". Write your own steps and we'll find each step's hazards and controls.`,
    );
    expect(within(box).queryAllByRole("button", { name: /Yes/ })).toHaveLength(0);
    expect(generate()).toBeDisabled();
  });

  it("matches a SOP without an activity against the business's own description of its work", async () => {
    const { user, onGenerate, generate } = renderStep("sop-template", {
      ...base,
      workDescription: "Sewer trench excavation for house connections",
    });
    const box = await screen.findByTestId("method-confirm");
    expect(box).toHaveAttribute("data-state", "matched");
    expect(box).toHaveTextContent(/trench excavation/);
    await user.click(within(box).getByRole("button", { name: "Yes, that's my job" }));
    await user.click(generate());
    expect(sent(onGenerate)).toMatchObject({ activity: undefined, taskIds: ["trench-excavation"] });
  });

  it("shows the server's own question and candidates when it still asks, not an error", async () => {
    const { user, generate } = renderStep("swms", base, () => ({
      kind: "choose-method",
      message: `We don't know the method for "Sewer trench excavation" for sure. Choose the task that is your job, or write your own steps.`,
      candidates: [{ id: "demolition", title: "Demolition", why: "A common task of your industry." }],
    }));
    await user.type(screen.getByLabelText("Work Activity*"), "Sewer trench excavation");
    await user.type(screen.getByLabelText("Location*"), "12 Smith St");
    await user.click(await screen.findByRole("button", { name: "Yes, that's my job" }));
    await user.click(generate());
    const box = await screen.findByTestId("method-confirm");
    expect(box).toHaveAttribute("data-state", "choose");
    expect(box).toHaveTextContent(/We don't know the method for "Sewer trench excavation" for sure/);
    expect(within(box).getByRole("button", { name: /Demolition/ })).toHaveTextContent(
      "A common task of your industry.",
    );
    expect(screen.queryByText("Unable to Generate Document")).toBeNull();
    expect(generate()).toBeDisabled();
  });
});

describe("the customer's own steps", () => {
  it("starts from one empty line when the library offers nothing, and sends only the lines written, in order", async () => {
    const { user, onGenerate, generate } = renderStep("swms", childcare);
    await user.type(screen.getByLabelText("Work Activity*"), "Laundering the cot sheets");
    await user.type(screen.getByLabelText("Location*"), "Laundry");
    await user.click(await screen.findByRole("button", { name: "Write my own steps" }));
    const editor = screen.getByTestId("steps-editor");
    expect(within(editor).getAllByRole("textbox")).toHaveLength(1);
    expect(generate()).toBeDisabled();
    expect(screen.getByTestId("generate-why")).toHaveTextContent("Write at least one step");

    await user.type(screen.getByLabelText("Step 1"), "Strip cot sheets into the laundry bags");
    await user.click(screen.getByRole("button", { name: "Add a step" }));
    await user.click(screen.getByRole("button", { name: "Add a step" }));
    await user.type(screen.getByLabelText("Step 3"), "Wash hands and put on disposable gloves");
    await user.click(screen.getByRole("button", { name: "Move step 3 up" }));
    await user.click(screen.getByRole("button", { name: "Move step 2 up" }));
    expect(screen.getByLabelText("Step 1")).toHaveValue("Wash hands and put on disposable gloves");
    await user.click(screen.getByRole("button", { name: "Add a step" }));
    await user.type(screen.getByLabelText("Step 4"), "Remove me");
    await user.click(screen.getByRole("button", { name: "Remove step 4" }));
    expect(within(editor).getAllByRole("textbox")).toHaveLength(3);

    await user.click(generate());
    // The blank line is dropped; no task goes with the customer's steps.
    expect(sent(onGenerate)).toMatchObject({
      steps: ["Wash hands and put on disposable gloves", "Strip cot sheets into the laundry bags"],
      taskIds: undefined,
    });
  });

  it("starts from the closest task's steps, and says so", async () => {
    const { user } = renderStep("swms", base, undefined, {
      "framing-carpentry": {
        title: "Timber framing and carpentry",
        steps: ["Set out the frame", "Stand it"],
      },
    });
    await user.type(screen.getByLabelText("Work Activity*"), "Formwork");
    await user.click(await screen.findByRole("button", { name: "Write my own steps" }));
    const editor = await screen.findByTestId("steps-editor");
    expect(editor).toHaveTextContent(`We started your steps from "Timber framing and carpentry"`);
    expect(
      within(editor)
        .getAllByRole("textbox")
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(["Set out the frame", "Stand it"]);
  });

  it("counts each line against its limit, holds Generate for a long line, and allows at most 30 lines", async () => {
    const { user, generate } = renderStep("swms", childcare);
    await user.type(screen.getByLabelText("Work Activity*"), "Laundering the cot sheets");
    await user.type(screen.getByLabelText("Location*"), "Laundry");
    await user.click(await screen.findByRole("button", { name: "Write my own steps" }));
    const step = screen.getByLabelText("Step 1");
    await user.click(step);
    await user.paste("x".repeat(201));
    expect(screen.getByText("201/200 characters")).toBeInTheDocument();
    expect(screen.getByText("A step must be at most 200 characters")).toBeInTheDocument();
    expect(step).toHaveAttribute("aria-invalid", "true");
    expect(generate()).toBeDisabled();
    await user.type(step, "{backspace}");
    expect(screen.getByText("200/200 characters")).toBeInTheDocument();
    expect(generate()).toBeEnabled();

    const add = screen.getByRole("button", { name: "Add a step" });
    for (let i = 1; i < 30; i++) await user.click(add);
    expect(screen.getAllByLabelText(/^Step \d+$/)).toHaveLength(30);
    expect(add).toBeDisabled();
    expect(screen.getByText("30 steps at most.")).toBeInTheDocument();
  });

  it("shows the server's objection to a step at the line it came from", async () => {
    const { user, generate } = renderStep("swms", childcare, () => ({
      kind: "invalid",
      errors: [{ field: "metadata.steps.1", message: "A step cannot be empty" }],
    }));
    await user.type(screen.getByLabelText("Work Activity*"), "Laundering the cot sheets");
    await user.type(screen.getByLabelText("Location*"), "Laundry");
    await user.click(await screen.findByRole("button", { name: "Write my own steps" }));
    await user.type(screen.getByLabelText("Step 1"), "Wash hands");
    await user.click(screen.getByRole("button", { name: "Add a step" }));
    await user.click(screen.getByRole("button", { name: "Add a step" }));
    await user.type(screen.getByLabelText("Step 3"), "Load the washing machine");
    await user.click(generate());
    // The second step sent is the third line: the blank line between was never sent.
    const error = await screen.findByText("A step cannot be empty");
    expect(screen.getByLabelText("Step 3")).toHaveAttribute(
      "aria-describedby",
      expect.stringContaining(error.id),
    );
    expect(screen.getByLabelText("Step 1")).not.toHaveAttribute("aria-invalid");
  });
});
