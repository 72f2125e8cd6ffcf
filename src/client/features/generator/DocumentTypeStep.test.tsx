// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../components/ui/toaster";
import { DocumentTypeStep } from "./DocumentTypeStep";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/generator");
});

function renderStep(overrides: Partial<Parameters<typeof DocumentTypeStep>[0]> = {}) {
  const onDocumentType = vi.fn();
  render(
    <>
      <DocumentTypeStep
        country="UK"
        onCountry={vi.fn()}
        documentType={null}
        onDocumentType={onDocumentType}
        existingDocuments={{ policy: "doc-1" }}
        subscriptionStatus="free"
        credits={{ core: 1 }}
        onContinue={vi.fn()}
        {...overrides}
      />
      <Toaster />
    </>,
  );
  return { onDocumentType, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) });

describe("document type cards", () => {
  it("does not offer a type written for work the business has none of, and offers it to one that has", () => {
    renderStep({ notOffered: ["silica-plan"] });
    expect(screen.queryByRole("button", { name: /^Silica Control Plan/ })).toBeNull();
    expect(card("Heat Illness Prevention Plan")).toBeInTheDocument();
    cleanup();
    renderStep({ notOffered: [] });
    expect(card("Silica Control Plan")).toBeInTheDocument();
  });

  it("shows local names and the state of each card", () => {
    renderStep();
    expect(card("Health and Safety Policy")).toHaveAttribute("data-state", "created");
    expect(card("Method Statement \\(RAMS\\)")).toHaveAttribute("data-state", "available");
    expect(card("Hazard Register")).toHaveAttribute("data-state", "locked");
  });

  it("opens an existing document instead of selecting it", async () => {
    const { user, onDocumentType } = renderStep();
    await user.click(card("Health and Safety Policy"));
    expect(window.location.pathname).toBe("/editor/doc-1");
    expect(onDocumentType).not.toHaveBeenCalled();
  });

  it("lets a locked card be chosen, naming the pack that unlocks it, without leaving the wizard", async () => {
    const { user, onDocumentType } = renderStep();
    expect(card("Hazard Register")).toHaveTextContent("Requires the Compliance Essentials pack");
    await user.click(card("Hazard Register"));
    expect(await screen.findByText("Pack needed")).toBeInTheDocument();
    expect(
      screen.getAllByText("Purchase the Compliance Essentials pack to generate Hazard Register.").length,
    ).toBeGreaterThan(0);
    expect(window.location.pathname).toBe("/generator");
    expect(onDocumentType).toHaveBeenCalledWith("hazard-register");
  });

  it("names a per-job type as one per job even when the business has one", () => {
    renderStep({ existingDocuments: { swms: "doc-2" } });
    expect(card("Method Statement \\(RAMS\\)")).toHaveAttribute("data-state", "available");
    expect(card("Method Statement \\(RAMS\\)")).toHaveTextContent("Available – one per job");
  });

  it("selects an available card, and everything is available to a Compliance account", async () => {
    const { user, onDocumentType } = renderStep({ subscriptionStatus: "compliance", credits: {} });
    expect(card("Hazard Register")).toHaveAttribute("data-state", "available");
    await user.click(card("Method Statement \\(RAMS\\)"));
    expect(onDocumentType).toHaveBeenCalledWith("swms");
  });
});
