import { expect, type Page, test } from "@playwright/test";
import { signUp } from "./support/accounts";
import { createBusiness, DESKTOP, overflows, PHONE, payCore, SHOTS } from "./support/flows";

/** Generator → Australia → SWMS (locked) → the business → step 3 with the job typed and confirmed. */
async function toStepThree(page: Page) {
  await page.goto("/generator");
  await page.getByRole("button", { name: "Australia" }).click();
  await page.locator('[data-state="locked"]', { hasText: "Safe Work Method Statement" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: /Parramatta Roofing/ }).click();
  await expect(page.getByText("Step 3 of 3")).toBeVisible();
  await page.getByLabel("Work Activity*").fill("Replacing roof sheeting");
  await page.getByLabel("Location*").fill("8 Church St, Parramatta NSW");
  await page.getByRole("button", { name: "Yes, that's my job" }).click();
}

async function expectStepThreeKept(page: Page) {
  await expect(page.getByText("Step 3 of 3")).toBeVisible();
  await expect(page.getByLabel("Work Activity*")).toHaveValue("Replacing roof sheeting");
  await expect(page.getByLabel("Location*")).toHaveValue("8 Church St, Parramatta NSW");
  await expect(page.getByText("Parramatta Roofing").first()).toBeVisible();
}

for (const [name, size] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`buying a pack from the generator returns to step 3 with the job kept and Generate enabled (${name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await signUp(page, "Dave", "Nguyen");
    await createBusiness(page);
    await toStepThree(page);
    await page.screenshot({ path: `${SHOTS}/wizard-locked-${name}.png` });
    await page.getByRole("link", { name: "Buy the Core Document pack" }).click();
    await expect(page).toHaveURL(/\/subscribe\?plan=core&from=generator$/);

    // The back link goes back to the generator, to the same step, with nothing lost.
    await page.getByRole("link", { name: "Back to the generator" }).click();
    await expectStepThreeKept(page);
    await page.getByRole("link", { name: "Buy the Core Document pack" }).click();
    await expect(page.getByText("Test mode — no charge")).toBeVisible();
    await payCore(page);

    await expect(page).toHaveURL(/\/generator\?resume=1$/);
    await expect(page.getByTestId("toast")).toContainText("Payment Successful");
    await expectStepThreeKept(page);
    await expect(page.getByTestId("access-panel")).toContainText("Generating uses 1 of your 5");
    const generate = page.getByRole("button", { name: "Generate Safe Work Method Statement" });
    await expect(generate).toBeEnabled();
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/wizard-after-purchase-${name}.png` });
    await generate.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("status").filter({ hasText: "Document Ready!" })).toBeVisible();
  });
}
