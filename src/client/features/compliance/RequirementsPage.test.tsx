// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RequirementCard } from "./RequirementsPage";

afterEach(cleanup);

const base = {
  documentType: "swms",
  name: "Safe Work Method Statement",
  level: "required" as const,
  reasons: [{ text: "Your work includes high-risk construction work.", citations: [] }],
  state: "missing" as const,
  documentId: null,
};

describe("a requirement card", () => {
  it("marks a requirement a change of the law added as new since the change, with its words and source", () => {
    render(
      <RequirementCard
        item={{
          ...base,
          added: {
            since: "2026-12-01",
            summary: "New South Wales: every builder must now keep this document.",
            source: "https://www.safework.nsw.gov.au/",
          },
        }}
        businessId="b1"
      />,
    );
    expect(screen.getByTestId("requirement-new")).toHaveTextContent(/New since December 1st, 2026/);
    expect(screen.getByTestId("requirement-change")).toHaveTextContent(
      "New South Wales: every builder must now keep this document.",
    );
    expect(screen.getByRole("link", { name: /Source/ })).toHaveAttribute(
      "href",
      "https://www.safework.nsw.gov.au/",
    );
  });

  it("shows nothing new for a requirement no recent change added", () => {
    render(<RequirementCard item={{ ...base, added: null }} businessId="b1" />);
    expect(screen.queryByTestId("requirement-new")).toBeNull();
    expect(screen.queryByTestId("requirement-change")).toBeNull();
  });
});
