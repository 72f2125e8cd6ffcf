import { expect, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { createBusiness, generate, nswRoofer, overflows, PHONE } from "./support/flows";
import { signUpFromInvitation, teamServer } from "./support/team-server";

const team = teamServer("team-owner");
const { owner, invitationPath } = team;

async function coreCredits(page: import("@playwright/test").Page) {
  const res = await page.request.get(`${team.url}/api/user/credits`);
  return (await res.json()).credits.core as number;
}

test("an owner invites a supervisor, who joins on a phone, sees only their business, spends the team's credits, and is signed out when removed", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ownerPage = await (await browser.newContext({ baseURL: team.url })).newPage();
  await signIn(ownerPage, team.url, owner.email, owner.password);
  const given = await createBusiness(ownerPage, { ...nswRoofer, name: "Granted Roofing" });
  await createBusiness(ownerPage, { ...nswRoofer, name: "Hidden Joinery" });
  const creditsBefore = await coreCredits(ownerPage);

  // Settings → Team: invite a supervisor given one business.
  const invitee = `team-supervisor-${Date.now()}@example.com`;
  await ownerPage.goto(`${team.url}/settings?tab=team`);
  await ownerPage.getByRole("textbox", { name: "E-mail" }).fill(invitee);
  await ownerPage.getByLabel("Role").selectOption("supervisor");
  await ownerPage.getByRole("checkbox", { name: "Granted Roofing" }).check();
  await ownerPage.getByRole("button", { name: "Send invitation" }).click();
  await expect(ownerPage.getByText("Invitations waiting")).toBeVisible();
  await expect(ownerPage.getByText(invitee, { exact: true })).toBeVisible();

  // The invitee opens the e-mailed link on a phone and signs up from it.
  const phone = await (await browser.newContext({ baseURL: team.url, viewport: PHONE })).newPage();
  await signUpFromInvitation(phone, `${team.url}${await invitationPath(invitee)}`, {
    firstName: "Sid",
    lastName: "Supervisor",
    email: invitee,
  });
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
  await phone.goto(`${team.url}/settings?tab=team`);
  await expect(phone.getByTestId("team-role")).toHaveText("supervisor");
  await expect(phone.getByRole("tab", { name: "Billing" })).toHaveCount(0);
  expect(await overflows(phone)).toBe(false);

  // Generating spends the team's credits.
  const doc = await generate(phone, given, "risk-assessment", { scope: "Whole site" });
  expect(await coreCredits(ownerPage)).toBe(creditsBefore - 1);
  await phone.goto(`${team.url}/editor/${doc.id}`);
  await expect(phone.getByRole("toolbar", { name: "Document actions" })).toBeVisible();

  // The owner removes them (after confirming); their next request is signed out.
  await ownerPage.setViewportSize(PHONE);
  await ownerPage.goto(`${team.url}/settings?tab=team`);
  await expect(ownerPage.getByText("Sid Supervisor", { exact: true })).toBeVisible();
  await ownerPage.screenshot({ path: test.info().outputPath("team-owner-390.png"), fullPage: true });
  expect(await overflows(ownerPage)).toBe(false);
  await ownerPage.getByRole("button", { name: "Remove" }).click();
  await ownerPage.getByRole("button", { name: "Remove member" }).click();
  await expect(ownerPage.getByText("No one has joined your team yet.")).toBeVisible();

  expect((await phone.request.get(`${team.url}/api/auth/user`)).status()).toBe(401);
  await phone.goto(`${team.url}/`);
  await expect(phone.getByTestId("dashboard-greeting")).toHaveCount(0);
});
