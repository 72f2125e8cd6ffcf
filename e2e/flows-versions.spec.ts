import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { pngDataUrl } from "../tests/helpers/png";
import { signUp } from "./support/accounts";
import {
  buyCore,
  createBusiness,
  DESKTOP,
  generate,
  nswRoofer,
  origin,
  overflows,
  PHONE,
  SHOTS,
} from "./support/flows";

/**
 * "Version" means one thing: the issued version crews sign and every copy shows. An update or an
 * edit to an issued document is a draft of the next version, which crews see once it is issued.
 */

async function signAs(page: Page, token: string, name: string) {
  const doc = await (await page.request.get(`/api/sign-on/${token}`)).json();
  const res = await page.request.post(`/api/sign-on/${token}/signatures`, {
    headers: origin(page),
    data: {
      submissionId: randomUUID(),
      revision: doc.revision,
      name,
      company: "Tane Scaffolding",
      cardNumber: "CI-12345",
      signature: pngDataUrl(),
      understood: true,
      signedAt: new Date().toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The owner's edit to the first section, saved as the editor saves it. */
async function editFirstSection(page: Page, id: string) {
  const current = await (await page.request.get(`/api/policies/${id}`)).json();
  const content = {
    ...current.content,
    sections: current.content.sections.map((s: { body: string }, i: number) =>
      i === 0 ? { ...s, body: `${s.body}<p>Spotter on the ground at all times.</p>` } : s,
    ),
  };
  const saved = await page.request.put(`/api/policies/${id}`, {
    headers: origin(page),
    data: { content, baseVersion: current.version },
  });
  expect(saved.status()).toBe(200);
}

async function issuedSwmsWithSigner(page: Page) {
  await signUp(page, "Dave", "Hart");
  await buyCore(page);
  const businessId = await createBusiness(page);
  const { id } = await generate(page, businessId, "swms", {
    activity: "Replacing roof sheeting",
    location: "8 Church St, Parramatta NSW",
  });
  await page.goto(`/editor/${id}`);
  // Never issued: a draft of version 1, issued straight from the view, no edit mode needed.
  await expect(page.getByTestId("version")).toHaveText("Version: Draft of version 1");
  await page.getByRole("button", { name: "Issue version 1" }).click();
  await expect(page.getByTestId("toast")).toContainText("Version 1 issued");
  await expect(page.getByTestId("version")).toHaveText("Version: Version 1");
  await expect(page.getByRole("button", { name: /^Issue version/ })).toHaveCount(0);
  const link = await page.request.post(`/api/policies/${id}/sign-on`, { headers: origin(page), data: {} });
  expect(link.status(), await link.text()).toBe(201);
  const { token } = (await link.json()) as { token: string };
  await signAs(page, token, "Mere Tane");
  return { businessId, id, token };
}

test("an applied update is a draft of version 2 with one Issue version 2 action; the header, history and toast agree", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, "Olivia", "Hart");
  await buyCore(page);
  const businessId = await createBusiness(page);
  const { id } = await generate(page, businessId, "policy");
  await page.goto(`/editor/${id}`);
  await page.getByRole("button", { name: "Issue version 1" }).click();
  await expect(page.getByTestId("version")).toHaveText("Version: Version 1");

  const changed = await page.request.put(`/api/businesses/${businessId}`, {
    headers: origin(page),
    data: {
      ...nswRoofer,
      employeeCount: "20-49",
      highRiskActivities: [...nswRoofer.highRiskActivities, "confined-spaces", "hazardous-chemicals"],
    },
  });
  expect(changed.status()).toBe(200);
  // The check runs in the background.
  await expect(async () => {
    const view = await (await page.request.get(`/api/policies/${id}/update`)).json();
    expect(view.sections.length).toBeGreaterThan(0);
  }).toPass({ timeout: 60_000 });

  await page.goto(`/updates/${id}`);
  await page.getByRole("button", { name: "Apply these choices" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Document updated" })).toContainText(
    "Saved as a draft of version 2. Issue version 2 so your crew and your exports use it.",
  );
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await expect(page.getByTestId("version")).toHaveText("Version: Draft of version 2");
  await expect(page.getByTestId("draft-notice")).toContainText(
    "These changes are a draft of version 2. Version 1 stays the issued version until you issue version 2.",
  );
  await page.getByRole("button", { name: "History" }).click();
  await expect(page.getByTestId("revision").first()).toContainText("Draft of version 2");
  await expect(page.getByTestId("revision").nth(1)).toContainText("Revision 2 · Version 1 ·");
  await expect(page.getByTestId("revision").last()).toContainText("Revision 1 · Draft of version 1 ·");
  expect(await overflows(page)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/version-update-draft-desktop.png` });

  await page.getByRole("button", { name: "Issue version 2" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Version 2 issued" })).toContainText(
    "Exports and printed copies now show version 2.",
  );
  await expect(page.getByTestId("version")).toHaveText("Version: Version 2");
  await expect(page.getByRole("button", { name: /^Issue version/ })).toHaveCount(0);
  await expect(page.getByTestId("revision").first()).toContainText("Version 2");
});

test("crews keep signing version 1 while version 2 is a draft; once issued they re-sign and the owner is told who", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const { id, token } = await issuedSwmsWithSigner(page);
  await editFirstSection(page, id);

  await page.reload();
  await expect(page.getByTestId("version")).toHaveText("Version: Draft of version 2");
  await page.getByRole("button", { name: "Crew sign-on" }).click();
  await expect(page.getByTestId("crew-draft-notice")).toContainText(
    "The crew reads and signs version 1 until you issue version 2.",
  );
  await page.screenshot({ path: `${SHOTS}/version-draft-crew-desktop.png` });

  const worker = await context.newPage();
  await worker.setViewportSize(PHONE);
  await worker.goto(`/sign-on/${token}`);
  await expect(worker.getByText(/· Version 1$/)).toBeVisible();
  await expect(worker.getByText("Spotter on the ground at all times.")).toHaveCount(0);

  await page.getByRole("button", { name: "Issue version 2" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Version 2 issued" })).toContainText(
    "Still to re-sign (1): Mere Tane.",
  );
  await expect(page.getByTestId("version")).toHaveText("Version: Version 2");
  await expect(page.getByText(/Needs to re-sign/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/version-issued-crew-desktop.png` });

  await worker.reload();
  await expect(worker.getByText(/· Version 2$/)).toBeVisible();
  await expect(worker.getByText("New version: everyone must sign Version 2")).toBeVisible();
});

test("on a phone an edit to an issued SWMS says it is a draft of version 2 and issues from the toolbar", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const { id } = await issuedSwmsWithSigner(page);

  await editFirstSection(page, id);

  await page.reload();
  await expect(page.getByTestId("version")).toHaveText("Version: Draft of version 2");
  await expect(page.getByTestId("draft-notice")).toBeVisible();
  expect(await overflows(page)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/version-draft-phone.png` });

  await page.getByRole("button", { name: "Issue version 2" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Version 2 issued" })).toContainText(
    "Still to re-sign (1): Mere Tane.",
  );
  await expect(page.getByTestId("version")).toHaveText("Version: Version 2");
  expect(await overflows(page)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/version-issued-phone.png` });
});
