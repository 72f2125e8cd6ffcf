import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, type Page, test } from "@playwright/test";
import { signUp } from "./support/accounts";

const run = promisify(execFile);

async function pay(page: Page) {
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $99" }).click();
}

/** The text of the newest receipt, downloaded from Settings → Billing as the buyer would. */
async function newestReceiptText(page: Page) {
  await page.goto("/settings?tab=billing");
  const receipt = page.getByTestId("billing-history").getByRole("link", { name: "Download receipt" }).first();
  const downloading = page.waitForEvent("download");
  await receipt.click();
  const download = await downloading;
  const { stdout } = await run("pdftotext", [(await download.path()) ?? "", "-"]);
  return stdout.replace(/\s+/g, " ");
}

for (const width of [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "phone", size: { width: 390, height: 844 } },
]) {
  test(`at checkout on a ${width.name}, a New Zealand company's name, GST number and address go on the receipt`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(width.size);
    await signUp(page, "Aroha", "Ngata");
    await page.goto("/subscribe?plan=core");
    const details = page.getByRole("region", { name: "Receipt details (optional)" });
    await expect(details).toBeVisible();
    await expect(page.getByText("Test mode — no charge")).toBeVisible();

    await details.getByLabel("Company name").fill("Kiwi Dairy Ltd");
    await details.getByLabel("Tax number type").selectOption("gst");
    // A mistyped IRD number is caught before any card is charged, with the reason beside the field.
    await details.getByLabel("Tax number", { exact: true }).fill("136 410 133");
    await details.getByLabel("Billing address").fill("4 Farm Road, Te Awamutu 3800");
    await pay(page);
    await expect(details.getByText(/This GST number is not valid.*check digit/)).toBeVisible();
    await expect(page).toHaveURL(/\/subscribe\?plan=core$/);

    await details.getByLabel("Tax number", { exact: true }).fill("136 410 132");
    await pay(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("toast")).toContainText("Payment Successful");

    const text = await newestReceiptText(page);
    for (const fact of [
      "Kiwi Dairy Ltd",
      "4 Farm Road, Te Awamutu 3800",
      "GST number: 136-410-132",
      "Aroha Ngata",
    ]) {
      expect(text, fact).toContain(fact);
    }
    // Kept for the next receipts, as the card says.
    await expect(page.getByTestId("billing-details").getByLabel("Company name")).toHaveValue(
      "Kiwi Dairy Ltd",
    );
  });
}

test("a purchase with the receipt details left blank has a personal receipt", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, "Pat", "Single");
  await page.goto("/subscribe?plan=core");
  await expect(page.getByRole("region", { name: "Receipt details (optional)" })).toBeVisible();
  await pay(page);
  await expect(page).toHaveURL(/\/$/);
  const text = await newestReceiptText(page);
  expect(text).toContain("Pat Single");
  expect(text).not.toMatch(/GST number|VAT number|ABN:|EIN:/);
});

for (const width of [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "phone", size: { width: 390, height: 844 } },
]) {
  test(`Settings → Billing on a ${width.name} catches a mistyped IRD number before saving, and keeps a good one`, async ({
    page,
  }) => {
    await page.setViewportSize(width.size);
    await signUp(page, "Mere", "Tane");
    const puts: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "PUT" && req.url().endsWith("/api/account/billing-details")) puts.push(req.url());
    });
    await page.goto("/settings?tab=billing");
    const details = page.getByRole("region", { name: "Receipt details" });
    await details.getByLabel("Company name").fill("Kiwi Dairy Ltd");
    await details.getByLabel("Tax number type").selectOption("gst");
    await details.getByLabel("Tax number", { exact: true }).fill("136 410 133");
    await details.getByRole("button", { name: "Save receipt details" }).click();
    await expect(details.getByText(/This GST number is not valid.*check digit/)).toBeVisible();
    expect(puts).toHaveLength(0);

    await details.getByLabel("Tax number", { exact: true }).fill("136 410 132");
    await details.getByLabel("Billing address").fill("4 Farm Road, Te Awamutu 3800");
    await details.getByRole("button", { name: "Save receipt details" }).click();
    await expect(page.getByTestId("toast")).toContainText("Receipt details saved");
    expect(puts).toHaveLength(1);
    await page.reload();
    await expect(details.getByLabel("Tax number", { exact: true })).toHaveValue("136-410-132");
    await expect(details.getByLabel("Billing address")).toHaveValue("4 Farm Road, Te Awamutu 3800");
  });
}
