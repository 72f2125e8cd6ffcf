import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import JSZip from "jszip";
import { signIn } from "./support/accounts";
import { OwnServer } from "./support/own-server";
import { roofingSwms } from "./support/sign-on";

const server = new OwnServer();
const email = `sign-on-offline-${Date.now()}@example.com`;
const password = "a long enough password";

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.startWithCoreCredits({ email, password, firstName: "Tui", lastName: "Walker" });
});
test.afterAll(async () => {
  await server.stop();
});

type Doc = { id: string; title: string; version: number; content: { sections: { body: string }[] } };

async function publish(page: Page, doc: Doc, body?: string): Promise<Doc> {
  const content = body
    ? { ...doc.content, sections: doc.content.sections.map((s, i) => (i === 0 ? { ...s, body } : s)) }
    : doc.content;
  const res = await page.request.put(`${server.url}/api/policies/${doc.id}`, {
    headers: { origin: server.url },
    data: { content, baseVersion: doc.version, status: "published" },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Doc;
}

async function publishedSwmsLink(page: Page) {
  const headers = { origin: server.url };
  const doc = await publish(page, await roofingSwms(page, server.url));
  const link = await page.request.post(`${server.url}/api/policies/${doc.id}/sign-on`, { headers, data: {} });
  expect(link.status()).toBe(201);
  return { doc, url: ((await link.json()) as { url: string }).url };
}

/** Fills the form and draws a signature with the mouse, as a worker would with a finger. */
async function sign(worker: Page, name: string, company: string) {
  await worker.getByLabel("Your name").fill(name);
  await worker.getByLabel("Company or trade").fill(company);
  const pad = worker.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await worker.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await worker.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await worker.mouse.move(box.x + 20 + i * 20, box.y + box.height * (0.7 - (i % 3) * 0.15));
  }
  await worker.mouse.up();
  await worker.getByRole("checkbox", { name: /I have read and understood this/ }).check();
  await worker.getByRole("button", { name: "Sign on", exact: true }).click();
}

test("a phone signs one worker online, two more without reception in pass-the-phone mode, sends them when back online, and asks for re-signing after a new issue", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, server.url, email, password);
  const { doc, url } = await publishedSwmsLink(page);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const worker = await phone.newPage();
  await worker.goto(url);
  await expect(worker.getByRole("heading", { level: 1 })).toHaveText(doc.title);
  // The page's service worker takes it over, and keeps the page and the document on the phone.
  await worker.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await sign(worker, "Mere Tane", "Tane Scaffolding");
  await expect(worker.getByRole("status")).toContainText("You are signed on");

  // No reception: the page opens again from the phone.
  await phone.setOffline(true);
  // No network for the service worker either: what it answers, it answers from the phone.
  const [serviceWorker] = phone.serviceWorkers();
  expect(
    await serviceWorker!.evaluate(() =>
      fetch("/api/health").then(
        () => "online",
        () => "offline",
      ),
    ),
  ).toBe("offline");
  const reloaded = await worker.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(worker.getByRole("heading", { level: 1 })).toHaveText(doc.title);
  await expect(worker.getByText("Version 1").first()).toBeVisible();

  // A supervisor passes the phone along: the form clears after each worker.
  await worker.getByRole("button", { name: "Sign on several workers" }).click();
  await sign(worker, "Aroha Pene", "Pene Electrical");
  await expect(worker.getByText("Aroha Pene is signed on")).toBeVisible();
  await expect(worker.getByLabel("Your name")).toHaveValue("");
  await expect(worker.getByRole("checkbox", { name: /I have read and understood this/ })).not.toBeChecked();
  await sign(worker, "Sam Fifita", "Fifita Roofing");
  await expect(worker.getByText("Sam Fifita is signed on")).toBeVisible();
  const list = worker.getByTestId("signed-here");
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(
    list.getByRole("listitem").filter({ hasText: "Saved on this phone — will send when online" }),
  ).toHaveCount(2);
  await expect(worker.getByRole("status")).toHaveText(
    "2 signatures: Saved on this phone — will send when online.",
  );
  expect(
    (
      (await (await page.request.get(`${server.url}/api/policies/${doc.id}/signatures`)).json()) as {
        signatures: unknown[];
      }
    ).signatures,
  ).toHaveLength(1);

  // Reception again: the queue goes by itself.
  await phone.setOffline(false);
  await expect(list.getByRole("listitem").filter({ hasText: "Sent" })).toHaveCount(3);
  await expect(worker.getByRole("status")).toHaveCount(0);
  const signatures = async () =>
    (
      (await (await page.request.get(`${server.url}/api/policies/${doc.id}/signatures`)).json()) as {
        signatures: { name: string; issue: number }[];
      }
    ).signatures
      .map((s) => `${s.name} ${s.issue}`)
      .sort();
  expect(await signatures()).toEqual(["Aroha Pene 1", "Mere Tane 1", "Sam Fifita 1"]);

  // All three are in the document: its sign-on table in the editor, the PDF and the Word file.
  const names = ["Mere Tane", "Aroha Pene", "Sam Fifita"];
  await page.goto(`${server.url}/editor/${doc.id}`);
  const signOnTable = page.getByRole("table", { name: "Worker sign-on" });
  for (const name of names) {
    await expect(signOnTable.getByRole("img", { name: `Signature of ${name}` })).toBeVisible();
  }
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export PDF" }).click(),
  ]);
  const pdfText = execFileSync("pdftotext", [await pdf.path(), "-"], { encoding: "utf8" });
  for (const name of names) expect(pdfText.slice(pdfText.indexOf("Worker sign-on"))).toContain(name);
  const [word] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export Word" }).click(),
  ]);
  const docx = await JSZip.loadAsync(readFileSync(await word.path()));
  const xml = await docx.file("word/document.xml")!.async("string");
  for (const name of names) expect(xml).toContain(name);
  // Each signed row holds its drawing (this phone drew the same stroke three times, so the file
  // may keep one picture and place it three times).
  const table = xml.slice(xml.indexOf("Worker sign-on"));
  expect(table.match(/<w:drawing>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  expect(Object.keys(docx.files).some((f) => f.startsWith("word/media/"))).toBe(true);

  // The owner publishes a changed issue: the page shows it and asks everyone to sign again.
  await publish(page, doc, "<p>Changed method: scaffold on the north face.</p>");
  await worker.reload();
  await expect(worker.getByText(/Version 2/).first()).toBeVisible();
  const notice = worker.getByRole("region", { name: "New version: everyone must sign Version 2" });
  await expect(notice).toContainText("Earlier signatures were for Version 1");
  await expect(notice).toContainText("Mere Tane, Aroha Pene, Sam Fifita");
  await phone.close();
});
