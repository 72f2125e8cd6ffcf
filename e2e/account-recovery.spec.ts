import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { unusedTotp } from "../tests/helpers/totp";
import { signUp } from "./support/accounts";
import { OwnServer } from "./support/own-server";

/** Every message the app delivers to a mail server on loopback, as raw text. */
const delivered: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, done) {
    let raw = "";
    stream.on("data", (chunk: Buffer) => {
      raw += chunk.toString();
    });
    stream.on("end", () => {
      delivered.push(raw);
      done();
    });
  },
});
let server: OwnServer;

test.beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = new OwnServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, AUTH_ATTEMPTS_PER_MINUTE: "1000" });
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The app link of `page` in the newest message to `to` with `subject`, once it has arrived. */
async function linkIn(to: string, subject: string, page: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const raw = delivered
          .filter((m) => m.includes(`To: ${to}`) && m.includes(`Subject: ${subject}`))
          .at(-1);
        // Quoted-printable may fold long lines with "=\r\n" and write "=" as "=3D".
        const text = raw?.replace(/=\r?\n/g, "").replace(/=3D/g, "=") ?? "";
        link = new RegExp(`http://[^\\s]+/${page}\\?token=[^\\s]+`).exec(text)?.[0] ?? "";
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return link;
}

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("forgotten password: the e-mailed link sets a new one and ends the old session", async ({ browser }) => {
  test.setTimeout(180_000);
  const first = await browser.newContext();
  const signedIn = await first.newPage();
  const { email } = await signUp(signedIn, "Rita", "Reset", server.url);
  // The welcome asks to confirm the address; until then the banner asks too.
  await linkIn(email, "Welcome to SafeDraft", "verify-email");
  await expect(signedIn.getByTestId("verify-email-banner")).toContainText(email);
  await shoot(signedIn, "verify-banner");

  const second = await browser.newContext();
  const page = await second.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await shoot(page, "forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("If an account uses that address");

  const link = await linkIn(email, "Reset your SafeDraft password", "reset-password");
  expect(link.startsWith(server.url)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await shoot(page, "reset-password");
  await page.getByLabel("New password", { exact: true }).fill("my new long password");
  await page.getByLabel("Confirm new password").fill("not the same");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("The two passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("my new long password");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your password has been changed");

  // The session from before the reset is over. The old tab may already be leaving for sign-in on its
  // own (its next poll is refused), so the browser that held it opens the dashboard in a new tab.
  const again = await first.newPage();
  await again.goto(`${server.url}/`);
  await expect(again.getByTestId("dashboard-greeting")).toHaveCount(0);
  expect((await signedIn.request.get(`${server.url}/api/auth/user`)).status()).toBe(401);

  // The new password signs in; the owner was told.
  await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("my new long password");
  await page.getByLabel("Password").press("Enter");
  await expect(page.getByTestId("dashboard-greeting")).toBeVisible();
  expect(
    delivered.some((m) => m.includes(`To: ${email}`) && m.includes("Your SafeDraft password was reset")),
  ).toBe(true);

  // The same link does not work twice.
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("a third long password");
  await page.getByLabel("Confirm new password").fill("a third long password");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByRole("alert")).toContainText("not valid, has been used or has expired");

  // Opening the welcome e-mail's link confirms the address and the banner goes.
  await page.goto(await linkIn(email, "Welcome to SafeDraft", "verify-email"));
  await expect(page.getByRole("main").getByRole("status")).toContainText("your e-mail address is confirmed");
  await page.goto(`${server.url}/`);
  await expect(page.getByTestId("dashboard-greeting")).toBeVisible();
  await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);
  await first.close();
  await second.close();
});

test("links that invite a visitor to sign up open the Create Account tab", async ({ page }) => {
  await page.goto(`${server.url}/about`);
  await page.getByRole("link", { name: "Get Started" }).click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Create Account" })).toHaveAttribute("aria-selected", "true");
});

test("a two-factor recovery someone started shows in Settings, where the owner cancels it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const { email } = await signUp(owner, "Tara", "Twofactor", server.url);
  await owner.goto(`${server.url}/settings?tab=security`);
  await expect(owner.getByTestId("pending-recovery")).toHaveCount(0);
  await owner.getByRole("button", { name: "Setup 2FA" }).click();
  await owner.getByLabel("Confirm your password").fill("a long enough password");
  await owner.getByRole("button", { name: "Continue" }).click();
  const secret = (await owner.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await owner.getByLabel("Code from the app").fill(unusedTotp(secret, new Set()));
  await owner.getByRole("button", { name: "Verify and Turn On" }).click();
  await expect(owner.getByTestId("two-factor-status")).toHaveText("On");

  // Someone with the password says every code is lost, and opens the e-mailed link.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto(`${server.url}/login`);
  await other.getByLabel("Email").fill(email);
  await other.getByLabel("Password").fill("a long enough password");
  await other.getByRole("button", { name: "Sign In" }).click();
  await other.getByRole("button", { name: "Lost your authenticator and every backup code?" }).click();
  await expect(other.getByText("e-mailed your account's address a link")).toBeVisible();
  await other.goto(
    await linkIn(email, "Lost your two-factor codes? Confirm the recovery", "two-factor-recovery"),
  );
  await expect(other.getByText("Two-factor authentication will be turned off after")).toBeVisible();

  // The owner, still signed in, sees it in Settings with when it ends, and stops it.
  await owner.goto(`${server.url}/settings?tab=security`);
  const card = owner.getByTestId("pending-recovery");
  await expect(card).toContainText("Two-factor recovery in progress");
  await expect(card).toContainText("It will be turned off after");
  await shoot(owner, "pending-recovery");
  await card.getByRole("button", { name: "Cancel recovery" }).click();
  await expect(owner.getByTestId("toast")).toContainText("Recovery cancelled");
  await expect(owner.getByTestId("pending-recovery")).toHaveCount(0);
  await expect(owner.getByTestId("two-factor-status")).toHaveText("On");
  await owner.reload();
  await expect(owner.getByTestId("two-factor-status")).toHaveText("On");
  await expect(owner.getByTestId("pending-recovery")).toHaveCount(0);
  await expect
    .poll(() =>
      delivered.some((m) => m.includes(`To: ${email}`) && m.includes("Two-factor recovery stopped")),
    )
    .toBe(true);
  await ownerContext.close();
  await otherContext.close();
});
