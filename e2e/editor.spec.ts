import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import JSZip from "jszip";
import { signIn } from "./support/accounts";
import { OwnServer } from "./support/own-server";

const server = new OwnServer();
const email = `editor-${Date.now()}@example.com`;
const password = "a long enough password";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.startWithCoreCredits({ email, password, firstName: "Robin", lastName: "Hale" });
});
test.afterAll(async () => {
  await server.stop();
});

/** A short file name: the type's short name, the job's and the day the document last changed. */
/** The business is in New South Wales: its files are named by Sydney's day, not UTC's. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date());

/** A SWMS for a NSW roofer, made through the API as its signed-in owner. */
async function generateSwms(page: Page): Promise<{ id: string; title: string }> {
  const headers = { origin: server.url };
  const business = await page.request.post(`${server.url}/api/businesses`, {
    headers,
    data: {
      name: "Parramatta Roofing",
      country: "AU",
      jurisdiction: "AU-NSW",
      industry: "construction",
      employeeCount: "6-19",
      regions: ["AU-NSW"],
      highRiskActivities: ["working-at-height"],
      abn: "51 824 753 556",
    },
  });
  expect(business.status()).toBe(201);
  const doc = await page.request.post(`${server.url}/api/documents/generate`, {
    headers,
    data: {
      businessId: (await business.json()).id,
      documentType: "swms",
      metadata: { activity: "Replacing roof sheeting", location: "8 Church St, Parramatta NSW" },
    },
  });
  expect(doc.status()).toBe(201);
  const body = await doc.json();
  return { id: body.id, title: body.title };
}

test("edit with formatting, save, reload, publish, export Word and PDF, and print", async ({ page }) => {
  // The longest journey of the suite: it edits, saves, reloads, publishes, exports twice and prints.
  test.setTimeout(120_000);
  await signIn(page, server.url, email, password);
  const { id, title } = await generateSwms(page);
  await page.goto(`${server.url}/editor/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("ABN: 51 824 753 556")).toBeVisible();
  // A document never issued is a draft of version 1, issued from view or edit mode alike.
  await expect(page.getByRole("button", { name: "Issue version 1" })).toBeVisible();

  await page.getByRole("button", { name: "Start Editing" }).click();
  const scope = page.getByRole("textbox", { name: "Scope and Work Details" });
  await scope.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Harness");
  await page.keyboard.press("Shift+Home");
  await page.getByRole("button", { name: "Bold (Scope and Work Details)" }).click();
  await page.keyboard.press("End");
  // The editor reads a caret the browser moved on the next selectionchange event; Enter pressed
  // before that would still see "Harness" selected and replace it (no person is that quick).
  await page.waitForFunction(() => window.getSelection()?.isCollapsed);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bullet list (Scope and Work Details)" }).click();
  await page.keyboard.type("Check anchors before each shift");
  // The keyboard shortcut works as well as the button.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Control+i");
  await page.keyboard.type("Tether every tool");
  // Text pasted from a word processor keeps its words and bold, not its fonts and colours.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await scope.evaluate((el) => {
    const data = new DataTransfer();
    data.setData(
      "text/html",
      '<p style="color:red;font-family:Comic Sans MS"><span style="background:yellow">Pasted</span> <b>note</b><font color="blue"> here</font></p>',
    );
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });

  // Tables are edited in place: a row is added and filled, another removed.
  const signOn = page.getByRole("table", { name: "Worker sign-on" });
  const rowsBefore = await signOn.locator("tbody tr").count();
  await page.getByRole("button", { name: "Add row to Worker sign-on" }).click();
  await signOn.getByLabel(`Worker sign-on: Name, row ${rowsBefore + 1}`).fill("Jordan Pike");
  await page.getByRole("button", { name: "Remove row 1 of Worker sign-on" }).click();
  await expect(signOn.locator("tbody tr")).toHaveCount(rowsBefore);

  // Leaving with unsaved work saves it first, then goes.
  await page.getByRole("button", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  await page.goto(`${server.url}/editor/${id}`);
  await page.getByRole("button", { name: "Start Editing" }).click();

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Policy saved successfully");
  await expect(page.getByTestId("save-indicator")).toContainText("Auto-saved");

  await page.reload();
  const section = page.locator('[data-section="scope"]');
  await expect(section.locator("strong", { hasText: "Harness" })).toBeVisible();
  await expect(section.locator("li", { hasText: "Check anchors before each shift" })).toBeVisible();
  await expect(section.locator("li em", { hasText: "Tether every tool" })).toBeVisible();
  await expect(section.locator("strong", { hasText: "note" })).toBeVisible();
  const signOnView = page.getByRole("table", { name: "Worker sign-on" });
  await expect(signOnView.locator("tbody tr")).toHaveCount(rowsBefore);
  await expect(signOnView.getByRole("cell", { name: "Jordan Pike" })).toBeVisible();
  const saved = await (await page.request.get(`${server.url}/api/policies/${id}`)).json();
  const scopeBody: string = saved.content.sections.find((s: { id: string }) => s.id === "scope").body;
  expect(scopeBody).toContain("Pasted");
  expect(scopeBody).not.toMatch(/style=|<span|<font|color/i);
  // Saves are kept in history but the version readers see is the issue: a draft of 1 until issued.
  await expect(page.getByText(/^Version: Draft of version 1$/)).toBeVisible();

  await page.getByRole("button", { name: "Issue version 1" }).click();
  await expect(page.getByTestId("toast")).toContainText("Version 1 issued");
  await expect(page.getByTestId("status-bar")).toContainText("Status: published");
  await expect(page.getByText(/^Version: Version 1$/)).toBeVisible();

  const [word] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export Word" }).click(),
  ]);
  expect(word.suggestedFilename()).toBe(`SWMS_Replacing-roof-sheeting_${today()}.docx`);
  const wordXml = await (await JSZip.loadAsync(readFileSync(await word.path())))
    .file("word/document.xml")!
    .async("string");
  // The bullet added in the editor is a Word list item (a numbered paragraph), not a plain paragraph.
  const bulletParagraph =
    wordXml.split(/<w:p[ >]/).find((p) => p.includes("Check anchors before each shift")) ?? "";
  expect(bulletParagraph).toContain("<w:numPr>");
  await expect(page.getByTestId("toast")).toContainText("Document exported successfully as Word file.");

  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export PDF" }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`SWMS_Replacing-roof-sheeting_${today()}.pdf`);
  const pdfText = execFileSync("pdftotext", ["-layout", await pdf.path(), "-"], { encoding: "utf8" });
  // The PDF draws a list's bullets as shapes, not text: the item shows as indented past the
  // paragraph before it.
  const indentOf = (text: string) => {
    const line = pdfText.split("\n").find((l) => l.includes(text)) ?? "";
    return line.length - line.trimStart().length;
  };
  expect(indentOf("Check anchors before each shift")).toBeGreaterThan(indentOf("Harness"));

  // Print shows what the exports show: the document control and the job's site details.
  const [printed] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Print" }).click(),
  ]);
  await expect(printed.getByRole("table", { name: "Document control" })).toContainText("Version 1");
  await expect(printed.getByRole("table", { name: "Document control" })).toContainText("Published");
  await expect(printed.getByRole("table", { name: "Site details" })).toContainText("Site address");
  await expect(printed.locator("li", { hasText: "Check anchors before each shift" })).toBeVisible();
});

test("a save based on an old version is refused and offers to reload, losing nothing", async ({ page }) => {
  await signIn(page, server.url, email, password);
  const { id } = await generateSwms(page);

  await page.goto(`${server.url}/editor/${id}`);
  await page.getByRole("button", { name: "Start Editing" }).click();

  // Someone else saves version 2 in the meantime.
  const current = await (await page.request.get(`${server.url}/api/policies/${id}`)).json();
  const other = await page.request.put(`${server.url}/api/policies/${id}`, {
    headers: { origin: server.url },
    data: { content: { ...current.content, title: "Changed in another tab" }, baseVersion: 1 },
  });
  expect(other.status()).toBe(200);

  await page.getByLabel("Title").fill("My own title");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const alert = page.getByRole("alert").filter({ hasText: "This document changed elsewhere" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("button", { name: "Keep a copy of my changes" })).toBeVisible();
  await alert.getByRole("button", { name: "Reload the latest version" }).click();
  await expect(page.getByLabel("Title")).toHaveValue("Changed in another tab");
  // A save is not a new issue: the reloaded document is still a draft of its first issue.
  await expect(page.getByText(/^Version: Draft of version 1$/)).toBeVisible();
});

test("a SWMS has an Export site copy button that downloads the one-page site copy; a policy has none", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, server.url, email, password);
  const { id, title } = await generateSwms(page);
  await page.goto(`${server.url}/editor/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  const [copy] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export site copy" }).click(),
  ]);
  expect(copy.suggestedFilename()).toBe(`SWMS_Replacing-roof-sheeting_site-copy_${today()}.pdf`);
  const file = await copy.path();
  const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]);
  expect(pages).toBeLessThanOrEqual(2);
  const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  expect(text).toContain("Replacing roof sheeting");
  expect(text).toContain("8 Church St, Parramatta NSW");
  expect(text).toContain("Steps and key controls");
  expect(text).toMatch(/\b000\b/);
  await expect(page.getByTestId("toast")).toContainText("The site copy was exported as a PDF.");

  const businessId = (await (await page.request.get(`${server.url}/api/policies/${id}`)).json()).businessId;
  const policy = await page.request.post(`${server.url}/api/documents/generate`, {
    headers: { origin: server.url },
    data: { businessId, documentType: "policy" },
  });
  expect(policy.status()).toBe(201);
  await page.goto(`${server.url}/editor/${(await policy.json()).id}`);
  await expect(page.getByRole("button", { name: "Export PDF" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Export site copy" })).toHaveCount(0);
});

test("reading a document loads neither the compiled law nor the editing toolkit; Start Editing loads the toolkit", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, server.url, email, password);
  const { id, title } = await generateSwms(page);
  // A fresh browser context: nothing the sign-in loaded is in its cache.
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const reader = await context.newPage();
  const scripts: Promise<string>[] = [];
  reader.on("response", (res) => {
    if (res.request().resourceType() === "script") scripts.push(res.text().catch(() => ""));
  });
  // Recognised by what they hold, whatever the build names their files: the law's exact titles,
  // and the rich-text editor's class.
  const fetched = async () => {
    const bodies = await Promise.all(scripts);
    return {
      law: bodies.some((b) => b.includes("Work Health and Safety Act 2011 (NSW)")),
      toolkit: bodies.some((b) => b.includes("ProseMirror")),
    };
  };

  await reader.goto(`${server.url}/editor/${id}`);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
  // The status bar's count of verified citations comes with the document, not from the law's code.
  await expect(reader.getByTestId("status-bar")).toContainText(/[1-9]\d* compliance checks passed/);
  await reader.waitForLoadState("networkidle");
  expect(await fetched()).toEqual({ law: false, toolkit: false });

  await reader.getByRole("button", { name: "Start Editing" }).click();
  await expect(reader.getByRole("textbox", { name: "Heading of section 1", exact: true })).toBeVisible();
  await reader.waitForLoadState("networkidle");
  expect(await fetched()).toEqual({ law: false, toolkit: true });
  await context.close();
});

test("a document opened by its address is asked for once, with the page, not after the app has checked the session", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, server.url, email, password);
  // A document the journeys above made (a pack's five credits are all spent on them); after a
  // failure Playwright starts a new worker, with a new server and an account that has none yet,
  // and the journey then makes its own rather than fail for want of one.
  const list = await page.request.get(`${server.url}/api/policies`);
  expect(list.ok()).toBe(true);
  const [made] = (await list.json()) as { id: string; title: string }[];
  const { id, title } = made ?? (await generateSwms(page));
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const reader = await context.newPage();
  const events: string[] = [];
  reader.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (path === `/api/policies/${id}`) events.push("document asked");
    if (path === "/api/auth/session") events.push("session asked");
  });
  reader.on("response", (res) => {
    if (new URL(res.url()).pathname === "/api/auth/session") events.push("session answered");
  });
  await reader.goto(`${server.url}/editor/${id}`);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(reader.locator("[data-section] .doc-prose").first()).not.toBeEmpty();
  await reader.waitForLoadState("networkidle");
  // Once each: the app takes the answers the page asked for instead of asking again.
  expect(events.filter((e) => e === "document asked")).toHaveLength(1);
  expect(events.filter((e) => e === "session asked")).toHaveLength(1);
  expect(events.indexOf("document asked")).toBeLessThan(events.indexOf("session answered"));
  await context.close();
});
