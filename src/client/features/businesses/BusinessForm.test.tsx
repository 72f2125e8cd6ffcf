// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BusinessForm } from "./BusinessForm";

afterEach(cleanup);

function renderForm() {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  render(<BusinessForm submitLabel="Register Business" pendingLabel="Registering..." onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe("BusinessForm", () => {
  it("resets the region and clears ticked regions when the country changes", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("checkbox", { name: "Victoria" }));
    expect(screen.getByRole("checkbox", { name: "Victoria" })).toBeChecked();
    expect(screen.getByLabelText("ABN")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Country*"), "US");

    expect(screen.getByLabelText("Region/State*")).toHaveValue("US-FED");
    expect(screen.queryByRole("checkbox", { name: "Victoria" })).toBeNull();
    expect(screen.getByRole("checkbox", { name: "Texas" })).not.toBeChecked();
    expect(screen.getAllByRole("checkbox", { name: /./ }).length).toBeGreaterThan(51);
    expect(screen.queryByLabelText("ABN")).toBeNull();
    expect(screen.getByLabelText("EIN")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Country*"), "NZ");
    expect(screen.getByLabelText("Region/State*")).toHaveValue("NZ");
    expect(screen.getByLabelText("NZBN")).toBeInTheDocument();
  });

  it("offers Great Britain and Northern Ireland for the UK, each with what its law is", async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText("Country*"), "UK");
    const region = screen.getByLabelText("Region/State*");
    expect(region).toHaveValue("UK-GB");
    expect(region).toHaveAccessibleDescription(
      /England, Scotland and Wales\. A business in Northern Ireland chooses Northern Ireland/,
    );
    await user.selectOptions(region, "UK-NI");
    expect(region).toHaveAccessibleDescription(
      /Health and Safety at Work \(Northern Ireland\) Order 1978.*HSENI/,
    );
    expect(screen.getByRole("checkbox", { name: "Northern Ireland" })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Country*"), "AU");
    expect(screen.queryByText(/Northern Ireland/)).toBeNull();
  });

  it("names the high-risk activities as the chosen country does", async () => {
    const { user } = renderForm();
    expect(screen.getByRole("checkbox", { name: "Mobile Plant & Equipment" })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Country*"), "US");
    expect(screen.getByRole("checkbox", { name: "Mobile Equipment" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /plant/i })).toBeNull();
  });

  it("asks for the industry in words only when it is other", async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.queryByLabelText("Please specify your industry*")).toBeNull();
    await user.type(screen.getByLabelText("Business Name*"), "Odd Jobs Ltd");
    await user.selectOptions(screen.getByLabelText("Industry*"), "other");
    await user.selectOptions(screen.getByLabelText("Number of Employees*"), "1-5");
    await user.click(screen.getByRole("checkbox", { name: "New South Wales" }));
    await user.click(screen.getByRole("button", { name: "Register Business" }));

    expect(await screen.findByText("Please specify your industry")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Please specify your industry*"), "Set building");
    await user.click(screen.getByRole("button", { name: "Register Business" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ industry: "other", industryOther: "Set building" });

    await user.selectOptions(screen.getByLabelText("Industry*"), "retail");
    expect(screen.queryByLabelText("Please specify your industry*")).toBeNull();
  });

  it("submits normalised data and shows each field's error", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Register Business" }));
    expect(await screen.findByText("Business name is required")).toBeInTheDocument();
    expect(screen.getByText("At least one region must be selected")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Business Name*"), "Harbour Build Co");
    await user.selectOptions(screen.getByLabelText("Industry*"), "construction");
    await user.selectOptions(screen.getByLabelText("Number of Employees*"), "6-19");
    await user.type(screen.getByLabelText("ABN"), "51 824 753 556");
    await user.click(screen.getByRole("checkbox", { name: "New South Wales" }));
    await user.click(screen.getByRole("checkbox", { name: "Excavation" }));
    await user.click(screen.getByRole("button", { name: "Register Business" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: "Harbour Build Co",
      country: "AU",
      jurisdiction: "AU-NSW",
      abn: "51824753556",
      regions: ["AU-NSW"],
      highRiskActivities: ["excavation"],
    });
  });

  it("sends the site facts it was given, leaves the others blank, and flags a travel time out of range", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText("Business Name*"), "Spinifex Camp Services");
    await user.selectOptions(screen.getByLabelText("Industry*"), "hospitality");
    await user.selectOptions(screen.getByLabelText("Number of Employees*"), "6-19");
    await user.click(screen.getByRole("checkbox", { name: "Western Australia" }));
    await user.type(
      screen.getByLabelText("Nearest hospital or medical centre"),
      "Port Hedland Health Campus",
    );
    await user.type(screen.getByLabelText("Travel time to it (minutes)"), "0");
    await user.click(screen.getByRole("checkbox", { name: "Our site is remote" }));
    await user.type(screen.getByLabelText("Guests staying overnight"), "120");
    await user.click(screen.getByRole("button", { name: "Register Business" }));

    expect(
      await screen.findByText(
        "Travel time to the nearest hospital or medical centre (minutes) must be at least 1",
      ),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Travel time to it (minutes)"));
    await user.type(screen.getByLabelText("Travel time to it (minutes)"), "140");
    await user.click(screen.getByRole("button", { name: "Register Business" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      nearestMedical: "Port Hedland Health Campus",
      nearestMedicalMinutes: 140,
      remoteSite: true,
      othersOnSite: [{ kind: "guests", count: 120 }],
    });
  });

  it("leaves the site facts blank when none are given", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText("Business Name*"), "Corner Books");
    await user.selectOptions(screen.getByLabelText("Industry*"), "retail");
    await user.selectOptions(screen.getByLabelText("Number of Employees*"), "1-5");
    await user.click(screen.getByRole("checkbox", { name: "Victoria" }));
    await user.click(screen.getByRole("button", { name: "Register Business" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      nearestMedical: null,
      nearestMedicalMinutes: null,
      mostPeopleAtOnce: null,
      remoteSite: false,
      othersOnSite: [],
    });
  });

  it("sends the most people expected at the premises at once, and flags a figure below zero", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText("Business Name*"), "Deansgate Home Store");
    await user.selectOptions(screen.getByLabelText("Industry*"), "retail");
    await user.selectOptions(screen.getByLabelText("Number of Employees*"), "20-49");
    await user.click(screen.getByRole("checkbox", { name: "Victoria" }));
    await user.type(screen.getByLabelText("Most people at your premises at one time"), "-5");
    await user.click(screen.getByRole("button", { name: "Register Business" }));
    expect(
      await screen.findByText("Most people at your premises at one time must be at least 0"),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Most people at your premises at one time"));
    await user.type(screen.getByLabelText("Most people at your premises at one time"), "350");
    await user.click(screen.getByRole("button", { name: "Register Business" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ mostPeopleAtOnce: 350 });
  });
});
