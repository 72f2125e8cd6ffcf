import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { signIn } from "./support/accounts";
import { createBusiness, generate, nswRoofer, overflows, PHONE } from "./support/flows";
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
const owner = {
  email: `team-owner-${Date.now()}@example.com`,
  password: "a long enough password",
  firstName: "Olive",
  lastName: "Owner",
};

test.beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = new OwnServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, AUTH_ATTEMPTS_PER_MINUTE: "1000" });
  await server.startWithCoreCredits(owner);
});
test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The path of the join link in the newest invitation e-mailed to `to`. */
async function invitationPath(to: string): Promise<string> {
  let path = "";
  await expect
    .poll(
      () => {
        const raw = delivered.filter((m) => m.includes(`To: ${to}`) && m.includes("invites you")).at(-1);
        // Quoted-printable may fold long lines with "=\r\n" and write "=" as "=3D".
        const text = raw?.replace(/=\r?\n/g, "").replace(/=3D/g, "=") ?? "";
        path = /\/team\/join\/[A-Za-z0-9_-]+/.exec(text)?.[0] ?? "";
        return path;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return path;
}

async function coreCredits(page: import("@playwright/test").Page) {
  const res = await page.request.get(`${server.url}/api/user/credits`);
  return (await res.json()).credits.core as number;
}

test("an owner invites a supervisor, who joins on a phone, sees only their business, spends the team's credits, and is signed out when removed", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ownerPage = await (await browser.newContext({ baseURL: server.url })).newPage();
  await signIn(ownerPage, server.url, owner.email, owner.password);
  const given = await createBusiness(ownerPage, { ...nswRoofer, name: "Granted Roofing" });
  await createBusiness(ownerPage, { ...nswRoofer, name: "Hidden Joinery" });
  const creditsBefore = await coreCredits(ownerPage);

  // Settings → Team: invite a supervisor given one business.
  const invitee = `team-supervisor-${Date.now()}@example.com`;
  await ownerPage.goto(`${server.url}/settings?tab=team`);
  await ownerPage.getByRole("textbox", { name: "E-mail" }).fill(invitee);
  await ownerPage.getByLabel("Role").selectOption("supervisor");
  await ownerPage.getByRole("checkbox", { name: "Granted Roofing" }).check();
  await ownerPage.getByRole("button", { name: "Send invitation" }).click();
  await expect(ownerPage.getByText("Invitations waiting")).toBeVisible();
  await expect(ownerPage.getByText(invitee)).toBeVisible();

  // The invitee opens the e-mailed link on a phone and signs up from it.
  const phone = await (await browser.newContext({ baseURL: server.url, viewport: PHONE })).newPage();
  await phone.goto(`${server.url}${await invitationPath(invitee)}`);
  await phone.getByRole("link", { name: "Create an account" }).click();
  await phone.getByLabel("First name").fill("Sid");
  await phone.getByLabel("Last name").fill("Supervisor");
  await phone.getByLabel("Email").fill(invitee);
  await phone.getByLabel("Password").fill("a long enough password");
  await phone.getByRole("button", { name: "Create Account" }).click();
  // Back at the invitation: whose team, which role, which business.
  await expect(phone.getByText("Olive Owner")).toBeVisible();
  await expect(phone.getByText("Businesses: Granted Roofing")).toBeVisible();
  expect(await overflows(phone)).toBe(false);
  await phone.getByRole("button", { name: "Accept and join" }).click();
  await expect(phone.getByTestId("dashboard-greeting")).toBeVisible();
  await expect(phone.getByText("Granted Roofing").first()).toBeVisible();
  await expect(phone.getByText("Hidden Joinery")).toHaveCount(0);
  // The team's credits are shown; buying packs is the owner's.
  await expect(phone.getByTestId("credits-strip")).toContainText("The team's owner buys packs.");
  expect(await overflows(phone)).toBe(false);

  // Settings shows whose team it is and the role; billing is not offered.
  await phone.goto(`${server.url}/settings?tab=team`);
  await expect(phone.getByTestId("team-role")).toHaveText("supervisor");
  await expect(phone.getByRole("tab", { name: "Billing" })).toHaveCount(0);
  expect(await overflows(phone)).toBe(false);

  // Generating spends the team's credits.
  const doc = await generate(phone, given, "risk-assessment", { scope: "Whole site" });
  expect(await coreCredits(ownerPage)).toBe(creditsBefore - 1);
  await phone.goto(`${server.url}/editor/${doc.id}`);
  await expect(phone.getByRole("toolbar", { name: "Document actions" })).toBeVisible();

  // The owner removes them (after confirming); their next request is signed out.
  await ownerPage.setViewportSize(PHONE);
  await ownerPage.goto(`${server.url}/settings?tab=team`);
  await expect(ownerPage.getByText("Sid Supervisor", { exact: true })).toBeVisible();
  await ownerPage.screenshot({ path: test.info().outputPath("team-owner-390.png"), fullPage: true });
  expect(await overflows(ownerPage)).toBe(false);
  await ownerPage.getByRole("button", { name: "Remove" }).click();
  await ownerPage.getByRole("button", { name: "Remove member" }).click();
  await expect(ownerPage.getByText("No one has joined your team yet.")).toBeVisible();

  expect((await phone.request.get(`${server.url}/api/auth/user`)).status()).toBe(401);
  await phone.goto(`${server.url}/`);
  await expect(phone.getByTestId("dashboard-greeting")).toHaveCount(0);
});
