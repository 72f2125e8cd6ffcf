import { expect, test } from "@playwright/test";
import { DOCUMENT_TYPE_IDS } from "../src/domain/catalogue";
import { signUp } from "./support/accounts";
import {
  createBusiness,
  DESKTOP,
  generate,
  nswRoofer,
  overflows,
  PHONE,
  payCore,
  SHOTS,
} from "./support/flows";

const RULE = /One credit makes one document of any type in its pack, for any of your businesses and any job/;

test("credits say how far they go: packs page, cart, purchase page and dashboard, until all are used", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, "Olivia", "Hart");
  await expect(page.getByTestId("credits-strip")).toContainText("none yet");
  await expect(page.getByTestId("credit-rule")).toHaveText(RULE);

  // The packs page and the cart say a pack's credits are so many documents in all, not per business.
  await page.goto("/packs");
  await expect(page.getByText(RULE).first()).toBeVisible();
  await expect(page.getByTestId("pack-core")).toContainText(
    "5 documents · 5 credits: 5 documents in all, for any of your businesses and jobs",
  );
  await expect(page.getByTestId("bundle")).toContainText(
    `one document of each of the ${DOCUMENT_TYPE_IDS.length} types for one business`,
  );
  await page.getByRole("button", { name: "Add Core Document Pack to Cart" }).click();
  const cart = page.getByRole("region", { name: "Your Selection" });
  await expect(cart).toContainText("5 credits: 5 documents in all, for any of your businesses and jobs");
  await expect(cart).toContainText(RULE);
  await page.screenshot({ path: `${SHOTS}/credits-packs-desktop.png`, fullPage: true });

  await cart.getByRole("button", { name: "Proceed to Purchase" }).click();
  await expect(page.getByTestId("plan-credit-rule")).toHaveText(RULE);
  await payCore(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("credits-left-core")).toHaveText("Core 5 left of 5");

  // Two businesses share the pack's five credits.
  const roofing = await createBusiness(page);
  const cafe = await createBusiness(page, { ...nswRoofer, name: "Hart Cafe", industry: "hospitality" });
  await generate(page, roofing, "policy");
  await generate(page, cafe, "policy");
  await page.reload();
  await expect(page.getByTestId("credits-left-core")).toHaveText("Core 3 left of 5");
  await page.goto("/packs");
  await expect(page.getByTestId("credits-list")).toContainText("3 left of 5");

  const third = await createBusiness(page, { ...nswRoofer, name: "Hart Electrical" });
  for (const [id, type] of [
    [roofing, "incident-form"],
    [cafe, "incident-form"],
    [third, "policy"],
  ] as const) {
    await generate(page, id, type);
  }

  // All used: the dashboard says so in words, on a laptop and on a phone.
  await page.goto("/");
  const allUsed = page.getByTestId("credits-all-used");
  await expect(allUsed).toHaveText(
    "You have used all your credits (5 documents made). Buy a pack again to make more documents.",
  );
  await expect(
    page.getByTestId("credits-strip").getByRole("link", { name: "Buy a pack again" }),
  ).toBeVisible();
  await expect(page.getByTestId("credits-strip")).not.toContainText("none yet");
  await page.getByTestId("credits-strip").screenshot({ path: `${SHOTS}/credits-all-used-desktop.png` });

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(allUsed).toBeVisible();
  await expect(page.getByTestId("credit-rule")).toBeVisible();
  expect(await overflows(page)).toBe(false);
  await page.getByTestId("credits-strip").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/credits-all-used-phone.png` });
  await page.goto("/packs");
  await expect(page.getByText(RULE).first()).toBeVisible();
  expect(await overflows(page)).toBe(false);
});
