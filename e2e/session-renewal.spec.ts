import { expect, type Route, test } from "@playwright/test";
import { unusedTotp } from "../tests/helpers/totp";
import { sessionCookie, signUp } from "./support/accounts";

const PASSWORD = "a long enough password";
const CREDITS = "**/api/user/credits";

test("a credits check sent with the session that turning on two-factor replaced does not sign the owner out", async ({
  page,
}) => {
  await signUp(page, "Robin", "Ngata");
  await page.goto("/settings?tab=security");
  await expect(page.getByTestId("two-factor-status")).toHaveText("Off");
  const oldCookie = await sessionCookie(page);

  // The page checks the credits every few seconds: hold the next check, as a slow network would,
  // while two-factor authentication is turned on.
  let holding: (route: Route) => void = () => {};
  const held = new Promise<Route>((resolve) => {
    holding = resolve;
  });
  let first = true;
  await page.route(CREDITS, async (route) => {
    if (!first) return route.continue();
    first = false;
    holding(route);
  });
  const route = await held;

  await page.getByRole("button", { name: "Setup 2FA" }).click();
  await page.getByLabel("Confirm your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await page.getByLabel("Code from the app").fill(unusedTotp(secret, new Set()));
  await page.getByRole("button", { name: "Verify and Turn On" }).click();
  await expect(page.getByTestId("two-factor-status")).toHaveText("On");

  // The held check reaches the server now, with the cookie it left with: that session has ended.
  const answer = await fetch(route.request().url(), { headers: { cookie: oldCookie } });
  expect(answer.status).toBe(401);
  const checkedAgain = page.waitForResponse(
    (res) => res.url().endsWith("/api/user/credits") && res.status() === 200,
  );
  await route.fulfill({ status: answer.status, contentType: "application/json", body: await answer.text() });

  // The browser holds the new session: the check is made again with it, and the owner stays.
  await checkedAgain;
  await expect(page.getByTestId("toast").getByText("You are logged out")).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByTestId("backup-codes").locator("li")).toHaveCount(10);
});

test("a session ended elsewhere signs the page out at its next check", async ({ page }) => {
  await signUp(page, "Kiri", "Walker");
  const cookie = await sessionCookie(page);
  // A new password set from another browser ends every session, this one's included.
  const changed = await fetch(new URL("/api/auth/change-password", page.url()), {
    method: "POST",
    headers: { cookie, "content-type": "application/json", origin: new URL(page.url()).origin },
    body: JSON.stringify({ currentPassword: PASSWORD, newPassword: "another long enough password" }),
  });
  expect(changed.status).toBe(200);

  // This page still holds the ended session: its next credits check (every few seconds) is
  // refused, and the page goes to sign in.
  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Sign in to SafeDraft" })).toBeVisible();
});
