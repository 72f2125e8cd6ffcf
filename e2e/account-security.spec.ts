import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { unusedTotp } from "../tests/helpers/totp";
import { signUp } from "./support/accounts";

const PASSWORD = "a long enough password";
const NEW_PASSWORD = "an even longer new password";

test("enable 2FA, sign in with a code and remember the device, change password, export data and delete the account", async ({
  page,
}) => {
  const { email } = await signUp(page, "Morgan", "Reyes");

  // Setup 2FA: password, then the QR code and key, confirmed with a code computed here.
  await page.goto("/settings?tab=security");
  await expect(page.getByTestId("two-factor-status")).toHaveText("Off");
  // With two-factor off, deleting the account asks for no code.
  await expect(page.getByLabel("Your password")).toBeVisible();
  await expect(page.getByLabel("Authenticator code", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Setup 2FA" }).click();
  await page.getByLabel("Confirm your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  // Each code is good for one use.
  const used = new Set<string>();
  await page.getByLabel("Code from the app").fill(unusedTotp(secret, used));
  await page.getByRole("button", { name: "Verify and Turn On" }).click();
  await expect(page.getByTestId("two-factor-status")).toHaveText("On");
  await expect(page.getByTestId("backup-codes").locator("li")).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByTestId("backup-codes")).toHaveCount(0);

  // Sign out, then sign in: the password is not enough any more.
  await page.goto("/api/logout");
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not valid");
  await page.getByLabel("Authentication code").fill(unusedTotp(secret, used));
  await page.getByLabel("Remember this device for 30 days").check();
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("dashboard-greeting")).toContainText("Welcome back, Morgan!");

  // This browser is remembered: signed out and in again, the password is enough.
  await page.goto("/api/logout");
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("dashboard-greeting")).toContainText("Welcome back, Morgan!");
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toHaveCount(0);

  // Change password: a wrong current password is refused, then the change goes through.
  await page.goto("/settings?tab=security");
  await page.getByLabel("Current password").fill("not my password");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("The current password is not correct")).toBeVisible();
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password Changed", { exact: true })).toBeVisible();

  // Export data: a JSON file of this account.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export Data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^safedraft-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path()) ?? "", "utf8"));
  expect(exported.account).toMatchObject({
    email,
    firstName: "Morgan",
    lastName: "Reyes",
    twoFactorEnabled: true,
  });

  // Delete the account: only after typing DELETE; then signed out, and the account is gone.
  const deleteButton = page.getByRole("button", { name: "Delete Account" });
  await expect(deleteButton).toBeDisabled();
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await expect(deleteButton).toBeDisabled();
  await page.getByLabel("Your password").fill(NEW_PASSWORD);
  await page.getByLabel("Authenticator code", { exact: true }).fill(unusedTotp(secret, used));
  await deleteButton.click();
  await expect(page.getByTestId("toast")).toContainText("Account deleted");
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByText("Access Denied")).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText(/invalid/i);
});
