// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { BillingDetailsView } from "../../../contracts/billing-details";
import { SettingsReceiptDetails } from "./SettingsReceiptDetails";

afterEach(cleanup);

describe("receipt details on a slow connection", () => {
  it("keep what was typed before the saved details arrived, and fill the rest from them", async () => {
    let answer: (details: BillingDetailsView) => void = () => {};
    const saved = new Promise<BillingDetailsView>((resolve) => {
      answer = resolve;
    });
    // The saved details are still on their way while the person types.
    const client = new QueryClient({ defaultOptions: { queries: { queryFn: () => saved, retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SettingsReceiptDetails />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Company name"), "Kiwi Dairy Ltd");

    await act(async () => {
      answer({
        companyName: "Old Name Ltd",
        address: "4 Farm Road, Te Awamutu 3800",
        taxKind: null,
        taxNumber: "",
      });
      await saved;
    });

    await waitFor(() =>
      expect(screen.getByLabelText("Billing address")).toHaveProperty(
        "value",
        "4 Farm Road, Te Awamutu 3800",
      ),
    );
    expect(screen.getByLabelText("Company name")).toHaveProperty("value", "Kiwi Dairy Ltd");
  });
});
