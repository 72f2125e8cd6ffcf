import { expect, test } from "@playwright/test";
import { signUp } from "./support/accounts";

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
