// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PENDING_DOCUMENT_KEY } from "../../../domain/catalogue";
import { storePendingDocument } from "../../lib/pending-document";
import { ReadyBanner } from "./ReadyBanner";

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

const marker = { id: "doc-7", typeName: "Safe Work Method Statement", timestamp: 1 };

describe("Document Ready banner", () => {
  it("shows once the marked document is listed, links to it, and removes the marker", () => {
    storePendingDocument(window.localStorage, marker);
    render(<ReadyBanner listedIds={["doc-1", "doc-7"]} />);
    expect(screen.getByText("Document Ready!")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Your Safe Work Method Statement has been generated successfully and is ready for review.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Document" })).toHaveAttribute("href", "/editor/doc-7");
    expect(window.localStorage.getItem(PENDING_DOCUMENT_KEY)).toBeNull();
  });

  it("waits, keeping the marker, while the document is not in the list yet", () => {
    storePendingDocument(window.localStorage, marker);
    const { rerender } = render(<ReadyBanner listedIds={["doc-1"]} />);
    expect(screen.queryByText("Document Ready!")).toBeNull();
    expect(window.localStorage.getItem(PENDING_DOCUMENT_KEY)).not.toBeNull();
    rerender(<ReadyBanner listedIds={["doc-1", "doc-7"]} />);
    expect(screen.getByText("Document Ready!")).toBeInTheDocument();
  });

  it("removes an unparsable marker without showing anything", () => {
    window.localStorage.setItem(PENDING_DOCUMENT_KEY, "{not json");
    render(<ReadyBanner listedIds={["doc-7"]} />);
    expect(screen.queryByText("Document Ready!")).toBeNull();
    expect(window.localStorage.getItem(PENDING_DOCUMENT_KEY)).toBeNull();
  });

  it("hides when dismissed", async () => {
    storePendingDocument(window.localStorage, marker);
    render(<ReadyBanner listedIds={["doc-7"]} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Document Ready!")).toBeNull();
  });
});
