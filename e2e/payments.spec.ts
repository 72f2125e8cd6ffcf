import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { expect, type Page, test } from "@playwright/test";
import { packCredits } from "../src/domain/catalogue";
import { signUp } from "./support/accounts";

const run = promisify(execFile);

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $99" }).click();
}

test("a new user buys Core in test mode, sees the credits and spends one", async ({ page }) => {
  test.setTimeout(120_000);
  const core = packCredits("core");
  await signUp(page, "Jordan", "Lee");

  // The catalogue is reachable from the pricing section as well as from the dashboard.
  await page.goto("/landing#pricing");
  await page.getByRole("link", { name: "Document Packs catalogue" }).click();
  await expect(page).toHaveURL(/\/packs$/);
  await page.goto("/");
  await page.getByTestId("credits-strip").getByRole("link", { name: "Document Packs" }).click();
  await expect(page.getByRole("heading", { name: "Document Packs", level: 1 })).toBeVisible();
  await expect(page.getByTestId("pack-core")).toContainText("Most Popular");
  await page.getByRole("button", { name: "Add Core Document Pack to Cart" }).click();
  await expect(page.getByTestId("pack-core").getByRole("button", { name: "Added to Cart" })).toBeDisabled();
  const selection = page.getByRole("region", { name: "Your Selection" });
  await expect(selection).toContainText("Core Document Pack");
  await expect(page.getByTestId("selection-total")).toHaveText("$99");
  await selection.getByRole("button", { name: "Proceed to Purchase" }).click();

  await expect(page).toHaveURL(/\/subscribe\?plan=core$/);
  await expect(page.getByText("Test mode — no charge")).toBeVisible();
  await expect(page.getByTestId("plan-price")).toHaveText("$99");
  await expect(page.getByRole("heading", { name: "Why purchase?" })).toBeVisible();

  // A declined card says so, with the reason, and nothing is granted.
  await payWith(page, "4000 0000 0000 0002");
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Payment Failed");
  await expect(toast).toContainText("Your card was declined.");
  await expect(page.getByTestId("payment-error")).toHaveText("Your card was declined.");
  await expect(page).toHaveURL(/\/subscribe/);

  await payWith(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/$/);
  await expect(toast).toContainText("Payment Successful");
  await expect(toast).toContainText("You bought Core Document Pack. Its credits are ready to use.");
  await expect(page.getByTestId("credits-strip")).toContainText(`Core ${core}`);

  await page.goto("/packs");
  await expect(page.getByTestId("owned-core")).toHaveText(`Owned - ${core} credits remaining`);
  await expect(page.getByRole("region", { name: "Your Credits" })).toContainText("Core Document Pack");

  // Spend one credit on a document.
  await page.goto("/generator");
  await expect(page.getByText("Step 2 of 3")).toBeVisible();
  await page.getByLabel("Business Name*").fill("Lee Joinery");
  await page.getByLabel("Region/State*").selectOption("AU-NSW");
  await page.getByLabel("Industry*").selectOption("manufacturing");
  await page.getByLabel("Number of Employees*").selectOption("6-19");
  await page.getByRole("checkbox", { name: "New South Wales" }).check();
  await page.getByRole("button", { name: "Register Business" }).click();
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await page.goto("/generator");
  await page.getByRole("button", { name: "Australia" }).click();
  await page.locator('[data-state="available"]', { hasText: "Incident Report" }).first().click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: /Lee Joinery/ }).click();
  await expect(page.getByText("Step 3 of 3")).toBeVisible();
  await page.getByRole("button", { name: /^Generate / }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Document Ready!" })).toBeVisible();

  await page.goto("/packs");
  await expect(page.getByTestId("owned-core")).toHaveText(`Owned - ${core - 1} credits remaining`);

  // Core is owned now: buying it again is refused and the page returns to the dashboard.
  await page.goto("/subscribe?plan=core");
  await expect(toast).toContainText("Already Purchased");
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });

  // The purchase is in Settings → Billing.
  await page.goto("/settings?tab=billing");
  await expect(page.getByTestId("billing-status")).toHaveText("Core");
  await expect(page.getByTestId("billing-history")).toContainText("Core Document Pack");
  await expect(page.getByTestId("billing-history")).toContainText("Paid");
  await expect(page.getByTestId("payment-method")).toHaveText("No payment method on file");

  // Its receipt downloads from the history as a PDF.
  const receipt = page.getByTestId("billing-history").getByRole("link", { name: "Download receipt" });
  await expect(receipt).toBeVisible();
  await expect(page.getByTestId("billing-history")).toContainText(/No\. SD-\d{6}/);
  const downloading = page.waitForEvent("download");
  await receipt.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^SafeDraft-SD-\d{6}\.pdf$/);
  const file = readFileSync((await download.path()) ?? "");
  expect(file.subarray(0, 5).toString()).toBe("%PDF-");
  const { stdout } = await run("pdftotext", [(await download.path()) ?? "", "-"]);
  expect(stdout).toContain("Core Document Pack");
  expect(stdout).toContain("Jordan Lee");
  expect(stdout).toContain("Test mode — no charge");
});

test("the cart prices all five packs as the suite and keeps the selection in session storage", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/packs");
  await page.getByRole("button", { name: "Add the Complete Document Suite to Cart" }).click();
  await expect(page.getByTestId("bundle-notice")).toContainText("all 5 packs");
  await expect(page.getByTestId("bundle-notice")).toContainText("$239");
  await expect(page.getByTestId("selection-total")).toHaveText("$239");
  await page.getByRole("button", { name: "Remove Wellbeing & HR" }).click();
  await expect(page.getByTestId("bundle-notice")).toHaveCount(0);
  await expect(page.getByTestId("selection-total")).toHaveText("$246");
  await page.getByRole("tab", { name: "Operational" }).click();
  await expect(page.getByTestId("pack-operational-safety")).toBeVisible();
  await expect(page.getByTestId("pack-core")).toHaveCount(0);
  // The cart survives a reload (session storage).
  await page.reload();
  await expect(page.getByTestId("selection-total")).toHaveText("$246");
  await page.getByRole("button", { name: "Proceed to Purchase" }).click();
  await expect(page).toHaveURL(
    /\/subscribe\?plan=core%2Ccompliance-essentials%2Coperational-safety%2Cnew-duties$/,
  );
  await expect(page.getByTestId("plan-price")).toHaveText("$246");
});

test("plans that cannot be bought: unknown falls back to Core, the portal is coming soon", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/subscribe?plan=platinum");
  await expect(page.getByRole("heading", { name: "Core Document Pack", level: 2 })).toBeVisible();
  await page.goto("/subscribe?plan=compliance");
  await expect(page.getByText("Coming Soon!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Join Waitlist" })).toBeDisabled();
  await expect(page).toHaveURL(/\/settings/, { timeout: 6000 });
  await expect(page.getByRole("tab", { name: "Billing", selected: true })).toBeVisible();
});

test("a card saved in test mode shows in Settings → Billing", async ({ page }) => {
  await signUp(page);
  await page.goto("/settings?tab=billing");
  await page.getByRole("link", { name: "Add Payment Method" }).click();
  await page.getByLabel("Card number").fill("5555 5555 5555 4444");
  await page.getByLabel("Expiry (MM / YY)").fill("11 / 33");
  await page.getByLabel("CVC").fill("321");
  await page.getByRole("button", { name: "Save Card" }).click();
  await expect(page).toHaveURL(/\/settings\?tab=billing$/);
  await expect(page.getByTestId("toast")).toContainText("Payment Method Added");
  await expect(page.getByTestId("payment-method")).toContainText("ending in 4444");
});

test("settings asks a visitor to sign in", async ({ page }) => {
  await page.goto("/settings");
  await expect(page.getByText("Access Denied")).toBeVisible();
  await expect(page.getByText("Please sign in to access settings")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" }).last()).toHaveAttribute("href", "/api/login");
});
