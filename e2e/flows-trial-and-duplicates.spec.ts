import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { signUp } from "./support/accounts";
import { buyCore, createBusiness, DESKTOP, generate, overflows, PHONE, SHOTS } from "./support/flows";
import { fillFreeTrial } from "./support/free-trial";

async function takeTrial(page: Page, email: string) {
  await page.goto("/free-trial");
  await fillFreeTrial(page, { name: "Bristol Print Works", email });
  await page.getByRole("button", { name: "Generate My Free Policy" }).click();
  await expect(page.getByRole("heading", { name: "Your free policy is ready" })).toBeVisible();
}

/** The generator at step 3 for the business's SWMS, as its Generate links open it. */
async function toStepThree(page: Page, businessId: string) {
  await page.goto(`/generator?business=${businessId}&type=swms`);
  await page.getByRole("button", { name: "Continue" }).click();
  const stepThree = page.getByText("Step 3 of 3");
  const business = page.getByRole("button", { name: /Parramatta Roofing/ });
  await stepThree.or(business).first().waitFor();
  if (await business.isVisible()) await business.click();
  await expect(stepThree).toBeVisible();
}

for (const [name, size] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`a free trial's PDF comes first, is e-mailed, downloads again, and comes into the account made from this browser (${name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const email = `trial-${name}-${Date.now()}@example.com`;
    await takeTrial(page, email);
    await expect(page.getByTestId("trial-emailed")).toContainText(`We are e-mailing the PDF to ${email}.`);
    const actions = page.getByRole("heading", { name: "Your free policy is ready" }).locator("..");
    await expect(actions.getByRole("link", { name: "Download PDF" })).toBeVisible();
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/trial-complete-${name}.png` });

    // Coming back: the trial is used, and its policy downloads again while the link lasts.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Free Trial Already Used" })).toBeVisible();
    const again = page.getByTestId("trial-download-again");
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      again.getByRole("link", { name: "Download your policy (PDF)" }).click(),
    ]);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/trial-download-again-${name}.png` });

    // Signing up from this browser (with another address) brings the business and the policy in, once.
    await signUp(page, "Bea", "Hale");
    await expect(page.getByTestId("toast")).toContainText("Your free trial is in your account");
    await expect(page.getByText("Bristol Print Works").first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/trial-in-account-${name}.png` });
    await page.reload();
    await expect(page.getByTestId("dashboard-greeting")).toBeVisible();
    const docs = await (await page.request.get("/api/policies")).json();
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ type: "policy", businessName: "Bristol Print Works" });
  });

  test(`the same job and site again asks before spending a credit: open the existing one, or generate anyway (${name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await signUp(page, "Dave", "Nguyen");
    await buyCore(page);
    const businessId = await createBusiness(page);
    const first = await generate(page, businessId, "swms", {
      activity: "Replacing roof sheeting",
      location: "8 Church St, Parramatta NSW",
    });
    const credits = async () => (await (await page.request.get("/api/user/credits")).json()).credits.core;
    expect(await credits()).toBe(4);

    await toStepThree(page, businessId);
    await page.getByLabel("Work Activity*").fill("Replacing roof sheeting");
    await page.getByLabel("Location*").fill("8 Church St, Parramatta NSW");
    await page.getByRole("button", { name: "Yes, that's my job" }).click();
    const generateButton = page.getByRole("button", { name: "Generate Safe Work Method Statement" });
    await generateButton.click();
    const dialog = page.getByTestId("duplicate-job-dialog");
    await expect(dialog).toContainText("You already have a Safe Work Method Statement for this job and site");
    expect(await credits()).toBe(4);
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/duplicate-job-${name}.png` });

    // Open the existing one: no credit spent, no new document.
    await dialog.getByRole("link", { name: "Open the existing one" }).click();
    await expect(page).toHaveURL(new RegExp(`/editor/${first.id}$`));
    expect(await credits()).toBe(4);

    // Asked again, and this time generated anyway: one credit.
    await toStepThree(page, businessId);
    await page.getByLabel("Work Activity*").fill("Replacing roof sheeting");
    await page.getByLabel("Location*").fill("8 Church St, Parramatta NSW");
    await page.getByRole("button", { name: "Yes, that's my job" }).click();
    await generateButton.click();
    await page
      .getByTestId("duplicate-job-dialog")
      .getByRole("button", { name: "Generate anyway (1 credit)" })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("status").filter({ hasText: "Document Ready!" })).toBeVisible();
    expect(await credits()).toBe(3);
  });
}
