import { expect, type Page, test } from "@playwright/test";
import { SIGN_UP_ANSWER } from "../src/contracts/auth";
import { signUp } from "./support/accounts";

test("create an account, stay signed in across a reload, sign out to the landing page", async ({ page }) => {
  const email = `journey-${Date.now()}@example.com`;

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Workplace safety documents");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByLabel("First name").fill("Morgan");
  await page.getByLabel("Last name").fill("Reyes");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Create Account" }).click();

  const greeting = page.getByTestId("dashboard-greeting");
  await expect(greeting).toHaveText(
    "Welcome back, Morgan! Manage your WHS policies and compliance documentation",
  );
  await expect(page.getByTestId("nav-user-name")).toHaveText("Morgan Reyes");

  // A hard load of "/" signed in goes straight to the dashboard: the signed-out landing page never
  // shows on the way, not even for a moment.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes("Workplace safety documents")) {
        (window as unknown as { sawLanding: boolean }).sawLanding = true;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.reload();
  await expect(greeting).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawLanding?: boolean }).sawLanding ?? false)).toBe(
    false,
  );

  await page.getByRole("link", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Workplace safety documents");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }),
  ).toBeVisible();

  // Signed out, the app's screens are not reachable: the landing page shows instead.
  await page.goto("/some/unknown/page");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Workplace safety documents");
});

test("creating an account with a taken address tells only its owner: a stranger is asked to read the e-mail", async ({
  browser,
}) => {
  const owner = await browser.newPage();
  const { email } = await signUp(owner, "Olive", "Owner");
  await owner.close();

  const fill = async (page: Page, password: string) => {
    await page.goto("/login?mode=signup");
    await page.getByLabel("First name").fill("Someone");
    await page.getByLabel("Last name").fill("Else");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
  };

  const stranger = await browser.newPage();
  await fill(stranger, "a stranger's password");
  await expect(stranger.getByRole("status")).toHaveText(SIGN_UP_ANSWER);
  await expect(stranger.getByRole("alert")).toHaveCount(0);
  expect((await stranger.request.get("/api/auth/user")).status()).toBe(401);
  await stranger.close();

  // The owner who typed their own password on the wrong tab is simply signed in.
  const again = await browser.newPage();
  await fill(again, "a long enough password");
  await expect(again.getByTestId("dashboard-greeting")).toContainText("Olive");
  await again.close();
});

test("signing in with a wrong password explains why", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
});

test("the phone menu opens, offers the links and closes when one is chosen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  const menu = page.locator("#mobile-menu");
  await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Start Free Trial" })).toBeVisible();
  await menu.getByRole("link", { name: "Features" }).click();
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
});
