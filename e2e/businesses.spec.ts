import path from "node:path";
import { expect, test } from "@playwright/test";
import { signUp } from "./support/accounts";

const FIXTURES = path.join(import.meta.dirname, "../tests/fixtures");

test("register, edit and delete a business", async ({ page }) => {
  await signUp(page);

  const panel = page
    .getByRole("heading", { name: "Your Businesses" })
    .locator("xpath=ancestor::div[contains(@class,'rounded-xl')]");
  await expect(panel.getByText("No businesses registered")).toBeVisible();
  await panel.getByRole("link", { name: "Register Your First Business" }).click();

  // Registering a business is a form of its own: no document to choose, no credits needed.
  await expect(page.getByRole("heading", { name: "Add a Business" })).toBeVisible();
  await page.getByRole("button", { name: "Register Business" }).click();
  await expect(page.getByText("Business name is required")).toBeVisible();
  await expect(page.getByText("At least one region must be selected")).toBeVisible();

  await page.getByLabel("Business Name*").fill("Harbour Build Co");
  await expect(page.getByLabel("Country*")).toHaveValue("AU");
  await page.getByLabel("Region/State*").selectOption("AU-NSW");
  await page.getByLabel("Industry*").selectOption("construction");
  await page.getByLabel("Number of Employees*").selectOption("6-19");
  await page.getByLabel("ABN").fill("51 824 753 557");
  await page.getByRole("checkbox", { name: "New South Wales" }).check();
  await page.getByRole("checkbox", { name: "Working at Height" }).check();
  await page.getByRole("button", { name: "Register Business" }).click();
  await expect(page.getByText("This ABN is not valid")).toBeVisible();

  await page.getByLabel("ABN").fill("51 824 753 556");
  // A site fact the first aid and emergency plans print: kept as typed and shown again on edit.
  await page.getByLabel("Nearest hospital or medical centre").fill("Westmead Hospital, Hawkesbury Road");
  await page.getByLabel("Travel time to it (minutes)").fill("0");
  await page.getByRole("button", { name: "Register Business" }).click();
  await expect(
    page.getByText("Travel time to the nearest hospital or medical centre (minutes) must be at least 1"),
  ).toBeVisible();
  await page.getByLabel("Travel time to it (minutes)").fill("20");
  await page.getByRole("button", { name: "Register Business" }).click();
  await expect(page.getByTestId("toast")).toContainText("Business registered");
  await expect(page).toHaveURL(/\/businesses\/[0-9a-f-]{36}\/requirements$/);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  const item = page.getByTestId("business-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Harbour Build Co");
  await expect(item).toContainText("Construction · 6-19 employees");
  await expect(item).toContainText("1 region");
  await expect(item).toContainText("ABN 51 824 753 556");

  await item.getByRole("link", { name: "Edit Harbour Build Co" }).click();
  await expect(page.getByRole("heading", { name: "Edit Business Details" })).toBeVisible();
  await expect(page.getByLabel("Business Name*")).toHaveValue("Harbour Build Co");
  await expect(page.getByLabel("Nearest hospital or medical centre")).toHaveValue(
    "Westmead Hospital, Hawkesbury Road",
  );
  await expect(page.getByLabel("Travel time to it (minutes)")).toHaveValue("20");
  await expect(page.getByRole("checkbox", { name: "Our site is remote" })).not.toBeChecked();
  await page.getByLabel("Region/State*").selectOption("AU-VIC");
  await page.getByRole("checkbox", { name: "New South Wales" }).uncheck();
  await page.getByRole("checkbox", { name: "Victoria" }).check();
  await page.getByRole("checkbox", { name: "Queensland" }).check();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Business details updated successfully");
  await expect(page).toHaveURL(/\/$/);
  await expect(item).toContainText("Victoria · 2 regions");

  await item.getByRole("button", { name: "Delete Harbour Build Co" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    'Are you sure you want to delete "Harbour Build Co"? This action cannot be undone and will remove all associated policies and documents.',
  );
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("toast")).toContainText("Business deleted successfully");
  await expect(page.getByText("No businesses registered")).toBeVisible();
});

test("changing the country resets the region and shows that country's identifiers", async ({ page }) => {
  await signUp(page);
  await page.goto("/generator");
  await page.getByLabel("Country*").selectOption("US");
  await expect(page.getByLabel("Region/State*")).toHaveValue("US-FED");
  await expect(page.getByLabel("EIN")).toBeVisible();
  await expect(page.getByLabel("ABN")).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Texas" })).toBeVisible();

  await page.getByLabel("Industry*").selectOption("other");
  await expect(page.getByLabel("Please specify your industry*")).toBeVisible();
});

test("editing a business that does not exist says so", async ({ page }) => {
  await signUp(page);
  await page.goto("/edit-business/00000000-0000-0000-0000-000000000000");
  await expect(page.getByRole("heading", { name: "Business Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page.getByTestId("dashboard-greeting")).toBeVisible();
});

test("the letterhead: contact details, and a logo previewed, refused when not an image, replaced and removed", async ({
  page,
}) => {
  await signUp(page);
  const created = await page.request.post("/api/businesses", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      name: "Harbour Build Co",
      country: "AU",
      jurisdiction: "AU-NSW",
      industry: "construction",
      employeeCount: "6-19",
      regions: ["AU-NSW"],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await page.goto(`/edit-business/${id}`);
  const letterhead = page.getByRole("group", { name: "Letterhead" });
  await expect(letterhead.getByText("No logo yet")).toBeVisible();
  const file = letterhead.getByLabel("Logo", { exact: true });
  await file.setInputFiles(path.join(FIXTURES, "logo.png"));
  const preview = letterhead.getByRole("img", { name: "Harbour Build Co logo" });
  await expect(preview).toBeVisible();
  // The preview shows the stored copy, scaled down by the server from 1200 pixels wide.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  await expect(letterhead.getByRole("button", { name: "Replace logo" })).toBeVisible();

  // A script named like an image is refused by what it is, and the logo stays.
  await file.setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from("#!/bin/sh\necho hi\n"),
  });
  await expect(letterhead.getByRole("alert")).toHaveText("The file is not a PNG, JPEG or SVG image.");
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);

  await file.setInputFiles(path.join(FIXTURES, "logo.jpg"));
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  await expect(letterhead.getByRole("alert")).toHaveCount(0);

  await letterhead.getByLabel("Address").fill("Level 2, 14 Pitt Street\nSydney NSW 2000");
  await letterhead.getByLabel("Phone").fill("+61 2 9000 1234");
  await letterhead.getByLabel("E-mail").fill("office at harbour");
  await letterhead.getByLabel("Website").fill("www.harbourbuild.example");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(letterhead.getByText("E-mail must be an address such as office@example.com")).toBeVisible();
  await letterhead.getByLabel("E-mail").fill("office@harbourbuild.example");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Business details updated successfully");

  await page.goto(`/edit-business/${id}`);
  await expect(letterhead.getByLabel("Phone")).toHaveValue("+61 2 9000 1234");
  await expect(letterhead.getByLabel("Website")).toHaveValue("https://www.harbourbuild.example");
  await expect(preview).toBeVisible();
  await letterhead.getByRole("button", { name: "Remove logo" }).click();
  await expect(letterhead.getByText("No logo yet")).toBeVisible();
  await expect(preview).toHaveCount(0);
});
