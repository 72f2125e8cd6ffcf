import { expect, test } from "@playwright/test";

/** Pages a visitor opens before signing in; "/landing" and "/pricing" fall back to the landing page. */
const PUBLIC_PAGES = [
  "/",
  "/landing",
  "/free-trial",
  "/pricing",
  "/login",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/resources",
  "/whs-documents-small-business",
  "/forgot-password",
];

test.describe("a signed-out visitor", () => {
  for (const path of PUBLIC_PAGES) {
    test(`opens ${path} with no console error and no failed request`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("response", (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
      });
      page.on("requestfailed", (request) => {
        // A navigation's own prefetches may be cancelled; a failed API call is not expected.
        if (request.url().includes("/api/")) errors.push(`failed ${request.url()}`);
      });
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    });
  }
});
