import { expect, type Page, test } from "@playwright/test";
import { BUNDLE, PACKS, packDocuments } from "../src/domain/catalogue";
import { signUp } from "./support/accounts";

const usd = (n: number) => `$${n}`;

/** How far the page reaches past the viewport's right edge: 0 when nothing scrolls sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [1366, 390]) {
  test(`pricing shows all five packs with New Duties and the suite at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const pricing = page.getByTestId("pricing-section");
    await pricing.scrollIntoViewIfNeeded();
    expect(PACKS).toHaveLength(5);
    for (const pack of PACKS) {
      await expect(pricing.getByTestId(`price-${pack.id}-amount`)).toHaveText(usd(pack.price));
    }
    const duties = pricing.getByTestId("price-new-duties");
    await expect(duties).toContainText("New Duties");
    await expect(duties).toContainText("Heat Illness Prevention Plan");
    await expect(duties).toContainText(`${packDocuments("new-duties").length} document`);
    await expect(pricing.getByTestId(`price-${BUNDLE.id}-amount`)).toHaveText("$239");
    await expect(pricing.getByTestId("bundle-saving")).toContainText("$295");
    await expect(pricing).toContainText(
      "for any of your businesses and any job; credits are shared across them all",
    );
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/new-duties-pricing-${width}.png`, fullPage: true });
  });

  test(`the packs catalogue and cart take the New Duties pack at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUp(page);
    await page.goto("/packs");
    for (const pack of PACKS) await expect(page.getByTestId(`pack-${pack.id}`)).toBeVisible();
    await page.getByRole("tab", { name: "New Duties" }).click();
    const card = page.getByTestId("pack-new-duties");
    await expect(card).toContainText("$49");
    await expect(page.getByTestId("pack-core")).toHaveCount(0);
    await card.getByRole("button", { name: /Add/ }).click();
    await expect(page.getByTestId("selection-total")).toHaveText("$49");
    await expect(
      page.getByText("for any of your businesses and any job; credits are shared across them all").first(),
    ).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/new-duties-packs-${width}.png`, fullPage: true });
    await page.getByRole("button", { name: "Proceed to Purchase" }).click();
    await expect(page).toHaveURL(/\/subscribe\?plan=new-duties$/);
    await expect(page.getByTestId("plan-price")).toHaveText("$49");
  });
}
