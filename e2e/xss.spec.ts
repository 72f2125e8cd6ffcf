import { expect, type Page, test } from "@playwright/test";
import { RICH_TEXT_TAG_NAMES, SAFE_HREF } from "../tests/helpers/rich-text-rules";
import { XSS_PAYLOADS } from "../tests/helpers/xss-payloads";
import { signIn } from "./support/accounts";
import { OwnServer } from "./support/own-server";

/**
 * Script-injection payloads saved in every field a user can write, then the pages that show
 * them opened in a real browser: nothing may run (no dialog, no `window.__xss`) and no injected
 * element or handler may exist in the DOM, in the read-only document view or in the editor.
 */
const server = new OwnServer();
const email = `xss-${Date.now()}@example.com`;
const password = "a long enough password";
const NAME_PAYLOAD = `"><img src=x onerror="window.__xss=1">`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.startWithCoreCredits({
    email,
    password,
    firstName: NAME_PAYLOAD,
    lastName: "<svg onload=alert(1)>",
  });
});
test.afterAll(async () => {
  await server.stop();
});

/** Fails the test on any dialog a payload could open; the editor's own "unsaved changes" prompt aside. */
function watchDialogs(page: Page) {
  const opened: string[] = [];
  page.on("dialog", (dialog) => {
    if (dialog.type() !== "beforeunload") opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** Nothing ran, and nothing that could run is in the page (the app's own bundle aside). */
async function expectInert(page: Page, where: string, dialogs: string[]) {
  // Let anything a payload could have started (image errors, handlers) run before looking. The
  // network is not waited on: the signed-out free-trial page keeps a request open.
  await page.waitForLoadState("load");
  await page.waitForTimeout(1000);
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    if ((window as unknown as { __xss?: unknown }).__xss !== undefined) problems.push("window.__xss was set");
    for (const el of document.querySelectorAll("*")) {
      for (const name of el.getAttributeNames()) {
        if (/^on/i.test(name)) problems.push(`<${el.tagName.toLowerCase()} ${name}>`);
        const value = el.getAttribute(name) ?? "";
        if (
          /^(href|src|action|data|formaction|xlink:href)$/i.test(name) &&
          /^\s*(javascript|vbscript|data:text)/i.test(value)
        ) {
          problems.push(`<${el.tagName.toLowerCase()} ${name}="${value}">`);
        }
      }
    }
    for (const el of document.querySelectorAll(
      "iframe, object, embed, frame, base, meta[http-equiv], form[action^='javascript' i]",
    )) {
      problems.push(`<${el.tagName.toLowerCase()}>`);
    }
    for (const el of document.querySelectorAll("script")) {
      if ((el.textContent ?? "").includes("__xss") || /alert/.test(el.textContent ?? ""))
        problems.push("injected <script>");
    }
    for (const el of document.querySelectorAll(
      "img[src='x'], svg[onload], details[ontoggle], video source",
    )) {
      problems.push(`injected <${el.tagName.toLowerCase()}>`);
    }
    return problems;
  });
  expect(found, `${where}: live markup in the page`).toEqual([]);
  expect(dialogs, `${where}: a dialog opened`).toEqual([]);
}

/** A business and a SWMS full of payloads, saved through the same endpoint the editor uses. */
async function seed(page: Page) {
  const headers = { origin: server.url };
  const business = await page.request.post(`${server.url}/api/businesses`, {
    headers,
    data: {
      name: NAME_PAYLOAD,
      country: "AU",
      jurisdiction: "AU-NSW",
      industry: "other",
      industryOther: `<script>window.__xss=1</script>`,
      employeeCount: "6-19",
      regions: ["AU-NSW"],
      highRiskActivities: ["working-at-height"],
      workDescription: XSS_PAYLOADS.slice(0, 12).join(" "),
      otherBusinessId: "REF-1",
    },
  });
  expect(business.status()).toBe(201);
  const businessId = (await business.json()).id as string;
  const generated = await page.request.post(`${server.url}/api/documents/generate`, {
    headers,
    data: {
      businessId,
      documentType: "swms",
      metadata: {
        activity: `<svg onload="window.__xss=1">`,
        location: `"><script>window.__xss=1</script>`,
        // The customer's own steps are their words in the document too.
        steps: XSS_PAYLOADS.slice(0, 5).map((p: string) => p.slice(0, 200)),
      },
    },
  });
  expect(generated.status()).toBe(201);
  const doc = await generated.json();
  const sections = doc.content.sections.map(
    (s: { heading: string; body: string; tables?: { rows: Record<string, string>[] }[] }, i: number) => {
      const payload = XSS_PAYLOADS[i % XSS_PAYLOADS.length]!;
      return {
        ...s,
        heading: `Section ${i + 1} ${payload}`.slice(0, 300),
        body: `<p>Intro ${i}</p>${payload}`,
        ...(s.tables?.length
          ? {
              tables: s.tables.map((t) => ({
                ...t,
                rows: t.rows.map((r) => Object.fromEntries(Object.keys(r).map((k) => [k, payload]))),
              })),
            }
          : {}),
      };
    },
  );
  sections[0].body += XSS_PAYLOADS.map((p) => `<p>${p}</p>${p}`).join("");
  const saved = await page.request.put(`${server.url}/api/policies/${doc.id}`, {
    headers,
    data: {
      baseVersion: doc.version,
      content: {
        ...doc.content,
        title: `<img src=x onerror="window.__xss=1"> SWMS`,
        sections,
        siteDetails: {
          siteAddress: `<a href="javascript:window.__xss=1">site</a>`,
          customerName: `{{constructor.constructor('window.__xss=1')()}}`,
          projectDetails: `<iframe src="javascript:parent.__xss=1"></iframe>`,
          siteContact: `'><img src=x onerror="window.__xss=1">`,
        },
      },
    },
  });
  expect(saved.status()).toBe(200);
  return { businessId, documentId: doc.id as string };
}

test("payloads in every field stay inert on the dashboard, lists, business pages and the editor", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialogs = watchDialogs(page);
  await signIn(page, server.url, email, password);
  const { businessId, documentId } = await seed(page);

  await page.goto(`${server.url}/`);
  await expect(page.getByTestId("business-item")).toContainText(NAME_PAYLOAD);
  await expectInert(page, "dashboard", dialogs);

  await page.goto(`${server.url}/documents`);
  await expect(page.getByTestId("document-item")).toContainText(`<img src=x onerror="window.__xss=1"> SWMS`);
  await expectInert(page, "document list", dialogs);

  await page.goto(`${server.url}/edit-business/${businessId}`);
  await expect(page.getByLabel("Business Name*")).toHaveValue(NAME_PAYLOAD);
  await expectInert(page, "business edit page", dialogs);

  await page.goto(`${server.url}/businesses/${businessId}/requirements`);
  await expect(page.getByText(NAME_PAYLOAD).first()).toBeVisible();
  await expectInert(page, "business requirements page", dialogs);

  await page.goto(`${server.url}/settings`);
  await expectInert(page, "settings", dialogs);

  // The read-only view renders the sanitised section HTML; the editor loads it into TipTap.
  await page.goto(`${server.url}/editor/${documentId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `<img src=x onerror="window.__xss=1"> SWMS`,
  );
  await expectInert(page, "document view", dialogs);

  await page.getByRole("button", { name: "Start Editing" }).click();
  const editor = page.locator(".ProseMirror").first();
  await expect(editor).toBeVisible();
  await expectInert(page, "editor", dialogs);

  // Pasting the payloads as HTML, then saving from the editor, stores nothing live either.
  await editor.click();
  await page.keyboard.press("Control+End");
  await editor.evaluate((el, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, XSS_PAYLOADS.join("<br>"));
  await expectInert(page, "editor after paste", dialogs);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Policy saved successfully");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectInert(page, "document view after the editor's save", dialogs);
  const stored = await (await page.request.get(`${server.url}/api/policies/${documentId}`)).json();
  const bodies = (stored.content.sections as { body: string }[]).map((s) => s.body);
  // Parsed as the browser parses it (DOMParser runs nothing): escaped text is text, not markup.
  const live = await page.evaluate(
    ({ list, tags, safeHref }) => {
      const allowed = new Set(tags);
      const problems: string[] = [];
      for (const html of list) {
        const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
        for (const el of doc.body.querySelectorAll("*")) {
          if (!allowed.has(el.tagName)) problems.push(`<${el.tagName.toLowerCase()}>`);
          for (const name of el.getAttributeNames()) {
            if (el.tagName !== "A" || (name !== "href" && name !== "rel")) problems.push(`[${name}]`);
          }
          const href = el.getAttribute("href");
          if (href !== null && !new RegExp(safeHref, "i").test(href.trim())) problems.push(`href=${href}`);
        }
      }
      return problems;
    },
    { list: bodies, tags: RICH_TEXT_TAG_NAMES, safeHref: SAFE_HREF.source },
  );
  expect(live, "stored section bodies").toEqual([]);
});

test("payloads in the free-trial form stay inert in the generated policy's preview", async ({ page }) => {
  const dialogs = watchDialogs(page);
  await page.goto(`${server.url}/free-trial`);
  await page.getByLabel("Business Name*").fill(NAME_PAYLOAD);
  await page.getByLabel("Email*").fill(`xss-trial-${Date.now()}@example.com`);
  await page.getByLabel("Industry*").selectOption("manufacturing");
  await page.getByLabel("Number of Employees*").selectOption("6-19");
  await page.getByLabel("Location*").selectOption("UK-GB");
  await page.getByLabel("About your business*").fill(XSS_PAYLOADS.slice(0, 15).join(" "));
  await page.getByLabel("Main safety hazards*").fill(XSS_PAYLOADS.slice(15, 30).join(" "));
  await page.getByRole("button", { name: "Generate My Free Policy" }).click();
  await expect(page.getByRole("heading", { name: "Your free policy is ready" })).toBeVisible();
  await page.getByRole("button", { name: "Preview Policy" }).click();
  await expect(page.getByText(NAME_PAYLOAD).first()).toBeVisible();
  await expectInert(page, "free-trial preview", dialogs);
});
