import { expect, test } from "@playwright/test";
import { signUp } from "./support/accounts";
import { buyCore, createBusiness, generate } from "./support/flows";

const DEFAULT_TITLE = "SafeDraft — WHS documents for your business and your law";

/** Waits for the page's own title: it is set once the screen's code has loaded. */
async function titleOf(page: import("@playwright/test").Page, path: string) {
  await page.goto(path);
  await expect(page).not.toHaveTitle(DEFAULT_TITLE);
  return page.title();
}

test("every signed-out page has a title of its own", async ({ page }) => {
  const titles: Record<string, string> = {};
  for (const path of [
    "/login",
    "/login?mode=signup",
    "/free-trial",
    "/forgot-password",
    "/reset-password",
    "/unlock-account",
    "/verify-email",
    "/confirm-email",
    "/two-factor-recovery",
    "/about",
    "/contact",
    "/privacy",
    "/terms",
    "/resources",
    "/whs-documents-small-business",
    "/settings",
  ]) {
    titles[path] = await titleOf(page, path);
    expect(titles[path], path).toMatch(/ — SafeDraft$/);
  }
  expect(titles["/login"]).toBe("Sign in — SafeDraft");
  expect(titles["/login?mode=signup"]).toBe("Create your account — SafeDraft");
  expect(titles["/forgot-password"]).not.toBe(titles["/login"]);
});

test("every signed-in screen has a title of its own", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, "Tama", "Reid");
  await buyCore(page);
  const businessId = await createBusiness(page);
  const { id } = await generate(page, businessId, "policy");
  const seen = new Map<string, string>();
  const screens: [string, string][] = [
    ["/", "Dashboard — SafeDraft"],
    ["/documents", "Documents — SafeDraft"],
    ["/generator", "Generate a document — SafeDraft"],
    ["/businesses/new", "Add a business — SafeDraft"],
    [`/edit-business/${businessId}`, "Edit business — SafeDraft"],
    [`/businesses/${businessId}/requirements`, "What your business needs — SafeDraft"],
    ["/packs", "Document packs — SafeDraft"],
    ["/subscribe?plan=core", "Checkout — SafeDraft"],
    ["/settings", "Settings — SafeDraft"],
    [`/editor/${id}`, "Edit document — SafeDraft"],
    [`/updates/${id}`, "Document update — SafeDraft"],
    ["/no-such-page", "Page not found — SafeDraft"],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    seen.set(path, title);
  }
  expect(new Set(seen.values()).size).toBe(screens.length);
});
