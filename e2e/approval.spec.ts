import { expect, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { createBusiness, generate, nswRoofer, overflows, PHONE } from "./support/flows";
import { signUpFromInvitation, teamServer } from "./support/team-server";

const team = teamServer("approval-owner");
const { owner, invitationPath } = team;

test("an owner turns approval on and names a manager to approve; a supervisor submits on a phone, the owner returns it with a comment on a section, the supervisor revises and re-submits, the owner approves and the supervisor issues", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ownerPage = await (await browser.newContext({ baseURL: team.url })).newPage();
  await signIn(ownerPage, team.url, owner.email, owner.password);
  const given = await createBusiness(ownerPage, { ...nswRoofer, name: "Approved Roofing" });

  // Settings → Team: approval on, and a supervisor invited.
  await ownerPage.goto(`${team.url}/settings?tab=team`);
  // The box follows the saved setting, so it ticks once the server has it.
  const approvalSwitch = ownerPage.getByRole("checkbox", {
    name: "Documents need approval by you or a manager before they are issued",
  });
  await approvalSwitch.click();
  await expect(approvalSwitch).toBeChecked();
  await expect(ownerPage.getByText("Approval before issue is on").first()).toBeVisible();
  const invitee = `approval-supervisor-${Date.now()}@example.com`;
  await ownerPage.getByRole("textbox", { name: "E-mail" }).fill(invitee);
  await ownerPage.getByLabel("Role").selectOption("supervisor");
  await ownerPage.getByRole("checkbox", { name: "Approved Roofing" }).check();
  await ownerPage.getByRole("button", { name: "Send invitation" }).click();
  await expect(ownerPage.getByText(invitee, { exact: true })).toBeVisible();

  // A manager joins, and the owner names them as the team's approver.
  const managerEmail = `approval-manager-${Date.now()}@example.com`;
  await ownerPage.getByRole("textbox", { name: "E-mail" }).fill(managerEmail);
  await ownerPage.getByLabel("Role").selectOption("manager");
  await ownerPage.getByRole("button", { name: "Send invitation" }).click();
  await expect(ownerPage.getByText(managerEmail, { exact: true })).toBeVisible();
  const managerPage = await (await browser.newContext({ baseURL: team.url })).newPage();
  await signUpFromInvitation(managerPage, `${team.url}${await invitationPath(managerEmail)}`, {
    firstName: "Mo",
    lastName: "Manager",
    email: managerEmail,
  });
  await managerPage.getByRole("button", { name: "Accept and join" }).click();
  await expect(managerPage.getByTestId("dashboard-greeting")).toBeVisible();
  await ownerPage.reload();
  await ownerPage.getByLabel("Who approves").selectOption({ label: "Mo Manager (and you)" });
  await expect(ownerPage.getByTestId("toast").filter({ hasText: "Approver saved" })).toBeVisible();
  await ownerPage.reload();
  await expect(ownerPage.getByLabel("Who approves")).toHaveValue(/.+/);

  const phone = await (await browser.newContext({ baseURL: team.url, viewport: PHONE })).newPage();
  await signUpFromInvitation(phone, `${team.url}${await invitationPath(invitee)}`, {
    firstName: "Sid",
    lastName: "Supervisor",
    email: invitee,
  });
  await phone.getByRole("button", { name: "Accept and join" }).click();
  await expect(phone.getByTestId("dashboard-greeting")).toBeVisible();

  // The supervisor prepares a SWMS and submits it; Issue waits for approval.
  const doc = await generate(phone, given, "swms", { activity: "Roof sheeting", location: "8 Hill St" });
  await phone.goto(`${team.url}/editor/${doc.id}`);
  const status = phone.getByTestId("approval-status");
  await expect(status).toContainText("Submit this draft for approval");
  await expect(phone.getByRole("button", { name: "Issue version 1" })).toBeDisabled();
  await phone.getByRole("button", { name: "Submit for approval" }).click();
  await expect(status).toContainText("Waiting for approval from Mo Manager or the team's owner");
  await expect(phone.getByText(/Issue is not available yet: Waiting for approval/)).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath("approval-submitted-390.png"), fullPage: true });
  expect(await overflows(phone)).toBe(false);

  // The owner returns it with a comment.
  await ownerPage.goto(`${team.url}/editor/${doc.id}`);
  await expect(ownerPage.getByTestId("approval-status")).toContainText("Waiting for approval");
  await ownerPage.getByRole("button", { name: "Return with comment" }).click();
  await ownerPage.getByLabel("What should change?").fill("Name the scaffold supplier");
  // And a comment on one section, said where it applies.
  await ownerPage.getByLabel("Section", { exact: true }).selectOption({ label: "Scope and Work Details" });
  await ownerPage.getByLabel("Comment on that section").fill("Say who erects and hires the scaffold");
  await ownerPage.getByRole("button", { name: "Add section comment" }).click();
  await expect(ownerPage.getByRole("list", { name: "Section comments to send" })).toContainText(
    "Scope and Work Details: Say who erects and hires the scaffold",
  );
  await ownerPage.getByRole("button", { name: "Return", exact: true }).click();
  await expect(ownerPage.getByTestId("approval-status")).toHaveText("Returned: Name the scaffold supplier");

  // The supervisor sees why, at the section it is about, revises and submits again.
  await phone.reload();
  await expect(status).toHaveText("Returned: Name the scaffold supplier");
  await expect(phone.getByRole("region", { name: "Approval before issue" })).toContainText(
    "Scope and Work Details: Say who erects and hires the scaffold",
  );
  await phone.getByRole("button", { name: "Start Editing" }).click();
  await phone.getByRole("textbox", { name: "Scope and Work Details" }).click();
  await phone.keyboard.press("Control+End");
  await phone.keyboard.press("Enter");
  await phone.keyboard.type("Scaffold by Acme Scaffold Hire.");
  await phone.getByRole("button", { name: "Save", exact: true }).click();
  await expect(phone.getByTestId("save-indicator")).toContainText("Auto-saved");
  await expect(status).toContainText("submit it for approval again");
  await phone.getByRole("button", { name: "Submit for approval" }).click();
  await expect(status).toContainText("Waiting for approval from Mo Manager");

  // The owner approves the revised draft.
  await ownerPage.reload();
  await expect(ownerPage.getByText("Scaffold by Acme Scaffold Hire.")).toBeVisible();
  await ownerPage.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(ownerPage.getByTestId("approval-status")).toContainText(
    /Approved by Olive Owner, \d{1,2} \w+ \d\d:\d\d, revision \d+/,
  );

  // The history shows who approved which revision.
  await ownerPage.getByRole("button", { name: "History" }).click();
  await expect(ownerPage.getByTestId("revision").first()).toContainText("Approved for issue by Olive Owner");

  // The supervisor issues it.
  await phone.reload();
  await expect(status).toContainText("Approved by Olive Owner");
  expect(await overflows(phone)).toBe(false);
  await phone.getByRole("button", { name: "Issue version 1" }).click();
  await expect(phone.getByText("Version 1 issued").first()).toBeVisible();
  const issued = await (await phone.request.get(`${team.url}/api/policies/${doc.id}`)).json();
  expect(issued.status).toBe("published");
});
