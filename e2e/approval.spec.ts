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
  email: `approval-owner-${Date.now()}@example.com`,
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

test("an owner turns approval on; a supervisor submits on a phone, the owner returns it, the supervisor revises and re-submits, the owner approves and the supervisor issues", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ownerPage = await (await browser.newContext({ baseURL: server.url })).newPage();
  await signIn(ownerPage, server.url, owner.email, owner.password);
  const given = await createBusiness(ownerPage, { ...nswRoofer, name: "Approved Roofing" });

  // Settings → Team: approval on, and a supervisor invited.
  await ownerPage.goto(`${server.url}/settings?tab=team`);
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

  const phone = await (await browser.newContext({ baseURL: server.url, viewport: PHONE })).newPage();
  await phone.goto(`${server.url}${await invitationPath(invitee)}`);
  await phone.getByRole("link", { name: "Create an account" }).click();
  await phone.getByLabel("First name").fill("Sid");
  await phone.getByLabel("Last name").fill("Supervisor");
  await phone.getByLabel("Email").fill(invitee);
  await phone.getByLabel("Password").fill("a long enough password");
  await phone.getByRole("button", { name: "Create Account" }).click();
  await phone.getByRole("button", { name: "Accept and join" }).click();
  await expect(phone.getByTestId("dashboard-greeting")).toBeVisible();

  // The supervisor prepares a SWMS and submits it; Issue waits for approval.
  const doc = await generate(phone, given, "swms", { activity: "Roof sheeting", location: "8 Hill St" });
  await phone.goto(`${server.url}/editor/${doc.id}`);
  const status = phone.getByTestId("approval-status");
  await expect(status).toContainText("Submit this draft for approval");
  await expect(phone.getByRole("button", { name: "Issue version 1" })).toBeDisabled();
  await phone.getByRole("button", { name: "Submit for approval" }).click();
  await expect(status).toContainText("Waiting for approval from a manager");
  await expect(phone.getByText(/Issue is not available yet: Waiting for approval/)).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath("approval-submitted-390.png"), fullPage: true });
  expect(await overflows(phone)).toBe(false);

  // The owner returns it with a comment.
  await ownerPage.goto(`${server.url}/editor/${doc.id}`);
  await expect(ownerPage.getByTestId("approval-status")).toContainText("Waiting for approval");
  await ownerPage.getByRole("button", { name: "Return with comment" }).click();
  await ownerPage.getByLabel("What should change?").fill("Name the scaffold supplier");
  await ownerPage.getByRole("button", { name: "Return", exact: true }).click();
  await expect(ownerPage.getByTestId("approval-status")).toHaveText("Returned: Name the scaffold supplier");

  // The supervisor sees why, revises and submits again.
  await phone.reload();
  await expect(status).toHaveText("Returned: Name the scaffold supplier");
  await phone.getByRole("button", { name: "Start Editing" }).click();
  await phone.getByRole("textbox", { name: "Scope and Work Details" }).click();
  await phone.keyboard.press("Control+End");
  await phone.keyboard.press("Enter");
  await phone.keyboard.type("Scaffold by Acme Scaffold Hire.");
  await phone.getByRole("button", { name: "Save", exact: true }).click();
  await expect(phone.getByTestId("save-indicator")).toContainText("Auto-saved");
  await expect(status).toContainText("submit it for approval again");
  await phone.getByRole("button", { name: "Submit for approval" }).click();
  await expect(status).toContainText("Waiting for approval from a manager");

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
  const issued = await (await phone.request.get(`${server.url}/api/policies/${doc.id}`)).json();
  expect(issued.status).toBe("published");
});
