import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { OwnServer } from "./support/own-server";
import { roofingSwms } from "./support/sign-on";

const server = new OwnServer();
const email = `crew-link-${Date.now()}@example.com`;
const password = "a long enough password";

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.startWithCoreCredits({ email, password, firstName: "Aroha", lastName: "Ngata" });
});
test.afterAll(async () => {
  await server.stop();
});

/** Draws a short stroke in the signature box, as a finger would. */
async function sign(worker: Page) {
  const pad = worker.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await worker.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await worker.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await worker.mouse.move(box.x + 20 + i * 20, box.y + box.height * (0.7 - (i % 3) * 0.15));
  }
  await worker.mouse.up();
}

test("the owner finds the crew link again, copies, shares and prints it, a worker signs straight after issue, and revoking ends it", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  // What the phone's share sheet is handed (Chromium on a desktop has no share sheet of its own).
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedData: shared });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await signIn(page, server.url, email, password);
  const { id, title } = await roofingSwms(page, server.url);
  await page.goto(`${server.url}/editor/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // Issued as generated, without entering edit mode, then sign-on turned on.
  await expect(page.getByRole("button", { name: "Switch to View" })).toHaveCount(0);
  await page.getByRole("button", { name: "Crew sign-on" }).click();
  await page.getByRole("button", { name: "Issue version 1" }).click();
  await page.getByRole("button", { name: "Turn on sign-on" }).click();
  const link = page.getByRole("textbox", { name: "Sign-on link" });
  await expect(link).toBeVisible();
  const url = await link.inputValue();
  expect(url).toMatch(new RegExp(`^${server.url}/sign-on/[A-Za-z0-9_-]{43}$`));

  // A worker signs on at once, on their own phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const worker = await phone.newPage();
  await worker.goto(url);
  await expect(worker.getByRole("heading", { level: 1 })).toHaveText(title);
  await worker.getByLabel("Your name").fill("Hemi Parata");
  await worker.getByLabel("Company or trade").fill("Parata Roofing");
  await sign(worker);
  await worker.getByRole("checkbox", { name: /I have read and understood this/ }).check();
  await worker.getByRole("button", { name: "Sign on", exact: true }).click();
  await expect(worker.getByRole("status")).toContainText("You are signed on");

  // Leaving and coming back: the same link and its QR code are still there.
  await page.goto(`${server.url}/documents`);
  await page.goto(`${server.url}/editor/${id}`);
  await page.getByRole("button", { name: "Crew sign-on" }).click();
  await expect(page.getByRole("textbox", { name: "Sign-on link" })).toHaveValue(url);
  await expect(page.getByRole("img", { name: "QR code of the sign-on link" })).toBeVisible();
  await expect(page.getByTestId("signature")).toContainText("Hemi Parata · Parata Roofing");

  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied", { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await page.getByRole("button", { name: "Share link" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
    .toEqual([{ title: `Sign on: ${title}`, text: `Read and sign on to ${title}`, url }]);

  // The poster for the site board: the business, the job and site, the QR code and the link.
  await page.getByRole("link", { name: "Print QR poster" }).click();
  await expect(page).toHaveURL(`${server.url}/editor/${id}/sign-on-poster`);
  const poster = page.getByRole("article", { name: "Sign-on poster" });
  await expect(poster.getByTestId("poster-business")).toHaveText("Parramatta Roofing");
  await expect(poster.getByTestId("poster-title")).toHaveText(title);
  await expect(poster.getByTestId("poster-job")).toHaveText("Replacing roof sheeting");
  await expect(poster.getByTestId("poster-site")).toHaveText("8 Church St, Parramatta NSW");
  await expect(poster.getByTestId("poster-url")).toHaveText(url);
  const qr = poster.getByRole("img", { name: "QR code of the sign-on link" });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
  // On paper only the poster shows: not the buttons, not the app's header.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print poster" })).toBeHidden();
  await expect(poster.getByTestId("poster-url")).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // Revoked: the link is gone from the panel and the poster, and the worker is told it does not work.
  await page.getByRole("link", { name: "Back to the document" }).click();
  await page.getByRole("button", { name: "Crew sign-on" }).click();
  await page.getByRole("button", { name: "Turn off sign-on" }).click();
  await expect(page.getByText("Sign-on is off.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Sign-on link" })).toHaveCount(0);
  await worker.goto(url);
  await expect(worker.getByRole("heading", { name: "This sign-on link does not work" })).toBeVisible();
  await expect(worker.getByText("Ask your supervisor for the current link or QR code.")).toBeVisible();
  await page.goto(`${server.url}/editor/${id}/sign-on-poster`);
  await expect(page.getByRole("heading", { name: "No sign-on link to print" })).toBeVisible();

  // A new link can be made, and it works.
  await page.goto(`${server.url}/editor/${id}`);
  await page.getByRole("button", { name: "Crew sign-on" }).click();
  await page.getByRole("button", { name: "Turn on sign-on" }).click();
  const fresh = await page.getByRole("textbox", { name: "Sign-on link" }).inputValue();
  expect(fresh).not.toBe(url);
  await worker.goto(fresh);
  await expect(worker.getByRole("heading", { level: 1 })).toHaveText(title);
  await phone.close();
});
