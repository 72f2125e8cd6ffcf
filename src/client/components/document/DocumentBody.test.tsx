// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DocumentBody } from "./DocumentBody";

afterEach(cleanup);

const sections = ["Scope", "Hazards", "Controls", "Emergency", "Sign-on"].map((heading, i) => ({
  id: `s${i}`,
  heading,
  body: `<p>${heading} text</p>`,
}));

const headings = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("DocumentBody", () => {
  it("shows a document's first sections while its start is painted, then the whole document", () => {
    const { rerender } = render(<DocumentBody sections={sections} firstSections={2} />);
    expect(headings()).toEqual(["1. Scope", "2. Hazards"]);
    expect(screen.getByText("Hazards text")).toBeTruthy();
    // The rest is a blank space as tall as the screen, so nothing below the body shows early.
    expect(screen.getByTestId("sections-to-come").className).toContain("min-h-screen");

    rerender(<DocumentBody sections={sections} />);
    expect(headings()).toEqual(["1. Scope", "2. Hazards", "3. Controls", "4. Emergency", "5. Sign-on"]);
    expect(screen.queryByTestId("sections-to-come")).toBeNull();
  });

  it("shows every section of a document shorter than its first sections", () => {
    render(<DocumentBody sections={sections.slice(0, 1)} firstSections={2} />);
    expect(headings()).toEqual(["1. Scope"]);
    expect(screen.queryByTestId("sections-to-come")).toBeNull();
  });
});
