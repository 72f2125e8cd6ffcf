import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

test("the brand font swaps in on a phone's first load rather than being dropped", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sign in to SafeDraft" })).toBeVisible();
  // Every face of the brand font is declared to swap in when it arrives, however late.
  const displays = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .filter((rule) => rule.style.getPropertyValue("font-family").includes("Inter"))
        .map((rule) => rule.style.getPropertyValue("font-display")),
    ),
  );
  expect(displays.length).toBeGreaterThan(0);
  expect(new Set(displays)).toEqual(new Set(["swap"]));
  // And the heading is drawn in it once the fonts have loaded.
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('700 24px "Inter Variable"', "Sign in"))).toBe(true);
});
