import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { OwnServer } from "./support/own-server";
import { roofingSwms } from "./support/sign-on";

const server = new OwnServer();
const email = `sign-on-${Date.now()}@example.com`;
const password = "a long enough password";

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.startWithCoreCredits({ email, password, firstName: "Tui", lastName: "Walker" });
});
test.afterAll(async () => {
  await server.stop();
});

test("the owner turns sign-on on, a worker reads and signs on a phone, the owner sees the signature", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, server.url, email, password);
  const { id, title } = await roofingSwms(page, server.url);
  // The business's letterhead logo, which the crew's page shows as the owner's exports do.
  const { businessId } = await (await page.request.get(`${server.url}/api/policies/${id}`)).json();
  const logo = await page.request.put(`${server.url}/api/businesses/${businessId}/logo`, {
    headers: { origin: server.url, "content-type": "image/png" },
    data: readFileSync(path.join(import.meta.dirname, "../tests/fixtures/logo.png")),
  });
  expect(logo.status()).toBe(200);
  await page.goto(`${server.url}/editor/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // Crews sign the issued version: before issuing the panel says so.
  await page.getByRole("button", { name: "Crew sign-on" }).click();
  await expect(page.getByText("Issue this document first")).toBeVisible();
  await page.getByRole("button", { name: "Issue version 1" }).click();
  await expect(page.getByTestId("save-indicator")).toContainText("Auto-saved");
  await page.getByRole("button", { name: "Turn on sign-on" }).click();
  const link = page.getByRole("textbox", { name: "Sign-on link" });
  await expect(link).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code of the sign-on link" })).toBeVisible();
  const url = await link.inputValue();
  expect(url).toMatch(new RegExp(`^${server.url}/sign-on/[A-Za-z0-9_-]{43}$`));

  // A worker's phone: no account, a context of its own.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const worker = await phone.newPage();
  await worker.goto(url);
  await expect(worker.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(worker.getByText("Version 1")).toBeVisible();
  // Whose document it is, at the top: the business's letterhead with its logo.
  const letterhead = worker.getByTestId("crew-letterhead");
  await expect(letterhead).toContainText("Parramatta Roofing");
  const crewLogo = letterhead.getByRole("img", { name: "Parramatta Roofing logo" });
  await expect(crewLogo).toBeVisible();
  await expect.poll(() => crewLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const headings = await worker.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings).toEqual([
    "Scope and Work Details",
    "Job Steps, Hazards and Controls",
    "Personal Protective Equipment",
    "Permits, Licences and Competencies",
    "Emergency Procedures",
    "Sign on",
  ]);
  await expect(worker.getByText("Step 1", { exact: true })).toBeVisible();

  // Signing with nothing filled in is refused on the page, naming each thing that is missing.
  await worker.getByRole("button", { name: "Sign on", exact: true }).click();
  const missing = ["Name is required", "Company or trade is required", "Sign in the box", /^Tick to confirm/];
  for (const message of missing) await expect(worker.getByText(message)).toBeVisible();
  // Each message goes as its field is put right, without pressing Sign on again; the rest stay.
  await worker.getByLabel("Your name").fill("Mere Tane");
  await expect(worker.getByText("Name is required")).toHaveCount(0);
  await expect(worker.getByLabel("Your name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(worker.getByText("Company or trade is required")).toBeVisible();
  await worker.getByLabel("Company or trade").fill("Tane Scaffolding");
  await expect(worker.getByText("Company or trade is required")).toHaveCount(0);
  await expect(worker.getByText("Sign in the box")).toBeVisible();
  await expect(worker.getByText(/^Tick to confirm/)).toBeVisible();
  await worker.getByLabel("Licence or card number (optional)").fill("CI-12345");

  const pad = worker.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await worker.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await worker.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await worker.mouse.move(box.x + 20 + i * 20, box.y + box.height * (0.7 - (i % 3) * 0.15));
  }
  await worker.mouse.up();
  await expect(worker.getByText("Sign in the box")).toHaveCount(0);
  await expect(worker.getByText(/^Tick to confirm/)).toBeVisible();
  await worker.getByRole("checkbox", { name: /I have read and understood this/ }).check();
  await expect(worker.getByText(/^Tick to confirm/)).toHaveCount(0);
  await worker.getByRole("button", { name: "Sign on", exact: true }).click();

  const receipt = worker.getByRole("status");
  await expect(receipt).toContainText("You are signed on");
  await expect(receipt).toContainText("Mere Tane");
  await expect(receipt).toContainText("Tane Scaffolding");
  await expect(receipt).toContainText(title);
  await expect(receipt).toContainText("Version 1");
  await phone.close();

  // The owner's panel lists the signature with its drawing.
  await page.reload();
  await page.getByRole("button", { name: "Crew sign-on" }).click();
  const row = page.getByTestId("signature");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Mere Tane · Tane Scaffolding");
  await expect(row).toContainText("CI-12345");
  const image = row.getByRole("img", { name: "Signature of Mere Tane" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);

  // Voided with a reason, it stays listed with the reason.
  await row.getByRole("button", { name: "Void…" }).click();
  await row.getByLabel("Why is this signature void?").fill("Signed for the wrong crew");
  await row.getByRole("button", { name: "Void signature" }).click();
  await expect(row).toContainText("Signed for the wrong crew");

  // Turned off, the link no longer opens the document.
  await page.getByRole("button", { name: "Turn off sign-on" }).click();
  await expect(page.getByText("Sign-on is off.")).toBeVisible();
  const again = await browser.newPage();
  await again.goto(url);
  await expect(again.getByRole("heading", { name: "This sign-on link does not work" })).toBeVisible();
  await again.close();
});
