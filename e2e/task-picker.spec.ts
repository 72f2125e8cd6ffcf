import { expect, test } from "@playwright/test";
import { buyPack, sessionCookie, signUp } from "./support/accounts";

test.describe("with Core credits bought", () => {
  test("type re-roof, pick the suggested task, generate, and read its steps in the editor", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUp(page, "Robin", "Tait");
    await buyPack(new URL(page.url()).origin, await sessionCookie(page), "core");

    await page.goto("/generator");
    await page.getByLabel("Business Name*").fill("Hills Re-Roofing");
    await page.getByLabel("Region/State*").selectOption("AU-NSW");
    await page.getByLabel("Industry*").selectOption("construction");
    await page.getByLabel("Number of Employees*").selectOption("6-19");
    await page.getByRole("checkbox", { name: "New South Wales" }).check();
    await page.getByRole("checkbox", { name: "Working at Height" }).check();
    await page.getByRole("button", { name: "Register Business" }).click();
    // Registered before a document was chosen: the generator asks for the document next.
    await expect(page.getByText("Step 1 of 3")).toBeVisible();

    await page.goto("/generator");
    await page.getByRole("button", { name: "Australia" }).click();
    await page.locator('[data-state="available"]', { hasText: "Safe Work Method Statement" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: /Hills Re-Roofing/ }).click();
    await expect(page.getByText("Step 3 of 3")).toBeVisible();

    await page.getByLabel("Work Activity*").fill("re-roof");
    const suggestions = page.getByTestId("task-suggestions");
    const task = suggestions.getByRole("button", { name: /Re-roofing with metal sheets/ });
    await expect(task).toHaveAttribute("aria-pressed", "false");
    await task.click();
    await expect(task).toHaveAttribute("aria-pressed", "true");
    await page.getByLabel("Location*").fill("3 Hill St, Baulkham Hills NSW");
    await page.getByRole("button", { name: "Generate Safe Work Method Statement" }).click();

    const banner = page.getByRole("status").filter({ hasText: "Document Ready!" });
    await banner.getByRole("link", { name: "View Document" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("re-roof");
    await expect(page.getByText(/Strip the old roof sheets or tiles progressively/).first()).toBeVisible();
    await expect(page.getByText(/Set up perimeter edge protection or scaffold/).first()).toBeVisible();
    // The steps are the task's, not the business's hazard list with the activity in front.
    await expect(page.getByText(/re-roof – site traffic/i)).toHaveCount(0);
  });
});
