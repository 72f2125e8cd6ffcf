// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApplyUpdateInput, DocumentUpdate } from "../../../contracts/updates";
import { UpdatePage } from "./UpdatePage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = "0b6f8f0e-5d8e-4c4e-9d6a-1f6f2f6b9a10";

const DOCUMENT_STEPS = ["Set out the flurble rig on the wazzle", "Grommet the snarf to the blippy quonk"];

/** A SWMS written before its method was pinned, marked because the business was renamed. */
function update(method: Partial<NonNullable<DocumentUpdate["method"]>> = {}): DocumentUpdate {
  return {
    policyId: ID,
    title: "SWMS – Replacing the roof sheeting on a house",
    version: 1,
    reasons: [{ kind: "business", summary: "Your business name changed to Harbour Build & Roof Co." }],
    sections: [
      {
        id: "business-details",
        heading: "Business Details",
        current: "<p>Harbour Build Co</p>",
        proposed: "<p>Harbour Build &amp; Roof Co</p>",
        edited: false,
        because: ["Your business name changed to Harbour Build & Roof Co."],
      },
    ],
    method: {
      note: "This document was written before its method was confirmed, and its steps are not those of any method SafeDraft has now. Choose the method or write your own steps before it is written again.",
      confirm: true,
      candidates: [
        {
          id: "re-roofing",
          title: "Re-roofing with metal sheets",
          why: 'Your words match "roof sheeting".',
        },
        { id: "gutter-replacement", title: "Gutter replacement", why: 'Your words match "roof".' },
      ],
      steps: DOCUMENT_STEPS,
      ...method,
    },
  };
}

type Answer = { status: number; body: unknown };

/**
 * The page over a server that answers each POST of the update with the next of `answers` (200 with
 * nothing left to answer once they run out), recording each request body.
 */
function renderPage(
  view: DocumentUpdate,
  answers: Answer[] = [],
  tasks: Record<string, { title: string; steps: string[] }> = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(["/api/policies", ID, "update"], view);
  for (const [id, t] of Object.entries(tasks)) client.setQueryData(["/api/tasks", id], { id, ...t });
  const sent: ApplyUpdateInput[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST" && url === `/api/policies/${ID}/update`) {
        sent.push(JSON.parse(String(init.body)));
        const a = answers.shift() ?? {
          status: 200,
          body: { version: 2, versionLabel: "Draft of version 2", draftOf: 2, remaining: 0 },
        };
        return new Response(JSON.stringify(a.body), { status: a.status });
      }
      return new Response("{}", { status: 200 });
    }),
  );
  render(
    <QueryClientProvider client={client}>
      <UpdatePage id={ID} />
    </QueryClientProvider>,
  );
  const apply = () => screen.getByRole("button", { name: "Apply these choices" });
  return { user: userEvent.setup(), sent, apply };
}

const choice = () => screen.getByTestId("update-method-choice");

describe("choosing the method of a document whose method cannot be told, on its update page", () => {
  it("offers the tasks the job's words touch, with why, and sends the one the owner picks", async () => {
    const { user, sent, apply } = renderPage(update());
    const box = choice();
    expect(box).toHaveTextContent("Confirm this document's method");
    expect(box).toHaveTextContent(/written before its method was confirmed/);
    expect(box).toHaveTextContent('Your words match "roof sheeting".');
    expect(box).not.toHaveTextContent(/task id/i);
    const reroof = within(box).getByRole("button", { name: /Re-roofing with metal sheets/ });
    expect(reroof).toHaveAttribute("aria-pressed", "false");
    await user.click(reroof);
    expect(reroof).toHaveAttribute("aria-pressed", "true");
    expect(within(box).getByTestId("update-method-chosen")).toHaveTextContent(
      "The updated document will follow the method for re-roofing with metal sheets.",
    );
    await user.click(apply());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      baseVersion: 1,
      sections: [{ id: "business-details", choice: "new" }],
      method: { taskId: "re-roofing" },
    });
  });

  it("starts the owner's own steps from the steps the document has now, and sends them as edited", async () => {
    const { user, sent, apply } = renderPage(update());
    await user.click(within(choice()).getByRole("button", { name: "Write my own steps" }));
    const editor = screen.getByTestId("steps-editor");
    expect(editor).toHaveTextContent("We started your steps from the steps this document has now.");
    expect(screen.getByLabelText("Step 1")).toHaveValue(DOCUMENT_STEPS[0]);
    expect(screen.getByLabelText("Step 2")).toHaveValue(DOCUMENT_STEPS[1]);
    await user.clear(screen.getByLabelText("Step 2"));
    await user.type(screen.getByLabelText("Step 2"), "Fix the new sheets to the battens");
    await user.click(within(editor).getByRole("button", { name: /Add a step/ }));
    await user.type(screen.getByLabelText("Step 3"), "Clean up the site");
    await user.click(apply());
    expect(sent[0]!.method).toEqual({
      steps: [DOCUMENT_STEPS[0], "Fix the new sheets to the battens", "Clean up the site"],
    });
  });

  it("starts from the picked task's steps when the document's own cannot be read", async () => {
    const { user } = renderPage(update({ steps: [] }), [], {
      "gutter-replacement": {
        title: "Gutter replacement",
        steps: ["Remove the old gutter", "Fit the new gutter"],
      },
    });
    await user.click(within(choice()).getByRole("button", { name: /Gutter replacement/ }));
    await user.click(within(choice()).getByRole("button", { name: "Write my own steps" }));
    expect(screen.getByTestId("steps-editor")).toHaveTextContent(
      'We started your steps from "Gutter replacement".',
    );
    expect(screen.getByLabelText("Step 1")).toHaveValue("Remove the old gutter");
    expect(screen.getByLabelText("Step 2")).toHaveValue("Fit the new gutter");
  });

  it("shows a refusal beside the choice and keeps everything the owner typed and chose", async () => {
    const refusal = update().method!.note;
    const { user, sent, apply } = renderPage(update(), [
      { status: 422, body: { message: refusal, actionRequired: "choose-method" } },
      {
        status: 400,
        body: {
          message: "method.steps.1: A step must be at most 200 characters",
          errors: [{ field: "method.steps.1", message: "A step must be at most 200 characters" }],
        },
      },
    ]);
    // Applying without a method: the server's 422 message is shown at the choice.
    await user.click(apply());
    expect(sent[0]).not.toHaveProperty("method");
    // The note is on screen already; the refusal says what to do rather than repeat it.
    expect(within(choice()).getByTestId("update-method-error")).toHaveTextContent(
      "To take the new text, first choose a task below or write your own steps.",
    );
    expect(screen.getByText(/Answer the question about this document's method above/)).toBeInTheDocument();

    // The owner writes their steps; the server refuses one line, shown at that line.
    await user.click(within(choice()).getByRole("button", { name: "Write my own steps" }));
    await user.clear(screen.getByLabelText("Step 1"));
    await user.type(screen.getByLabelText("Step 1"), "Strip the old sheets one bay at a time");
    await user.click(apply());
    expect(sent[1]!.method).toEqual({ steps: ["Strip the old sheets one bay at a time", DOCUMENT_STEPS[1]] });
    const editor = screen.getByTestId("steps-editor");
    expect(within(editor).getByText("A step must be at most 200 characters")).toHaveAttribute(
      "id",
      "own-step-1-error",
    );
    expect(screen.getByLabelText("Step 1")).toHaveValue("Strip the old sheets one bay at a time");
    expect(screen.getByLabelText("Step 2")).toHaveValue(DOCUMENT_STEPS[1]);
    expect(screen.getByRole("radio", { name: "Take the new text" })).toBeChecked();

    // Looking at the tasks and coming back keeps the lines too.
    await user.click(within(editor).getByRole("button", { name: "Use a task from the library instead" }));
    await user.click(within(choice()).getByRole("button", { name: "Back to my own steps" }));
    expect(screen.getByLabelText("Step 1")).toHaveValue("Strip the old sheets one bay at a time");
  });

  it("shows a refusal's own message when it says more than the note", async () => {
    const { user, apply } = renderPage(update(), [
      {
        status: 422,
        body: { message: "Choose the method of this document first.", actionRequired: "choose-method" },
      },
    ]);
    await user.click(apply());
    expect(within(choice()).getByTestId("update-method-error")).toHaveTextContent(
      "Choose the method of this document first.",
    );
  });

  it("does not send steps the owner emptied, and says so at the list", async () => {
    const { user, sent, apply } = renderPage(update());
    await user.click(within(choice()).getByRole("button", { name: "Write my own steps" }));
    await user.clear(screen.getByLabelText("Step 1"));
    await user.clear(screen.getByLabelText("Step 2"));
    await user.click(apply());
    expect(sent).toHaveLength(0);
    expect(screen.getByTestId("steps-editor")).toHaveTextContent("Write at least one step");
  });

  it("shows only a note, and no choice, when the document's method is known", () => {
    renderPage(
      update({
        note: "This document was written before its method was confirmed. It keeps the method it was written with: Re-roofing with metal sheets.",
        confirm: false,
        candidates: undefined,
        steps: undefined,
      }),
    );
    expect(screen.queryByTestId("update-method-choice")).toBeNull();
    expect(screen.getByTestId("update-method")).toHaveTextContent(/keeps the method it was written with/);
  });
});
