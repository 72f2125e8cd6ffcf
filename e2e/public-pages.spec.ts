import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import {
  BUNDLE,
  bundleSaving,
  COMPLIANCE_PORTAL,
  INQUIRY_TYPES,
  PACKS,
  packCreditsLine,
  packDocuments,
  separatePackTotal,
} from "../src/domain/catalogue";
import { signUp } from "./support/accounts";

const usd = (n: number) => `$${n}`;

/** Every public page (the free trial's journey has its own spec), with words its title must hold. */
const PAGES = [
  { path: "/", title: /SafeDraft/, heading: "Workplace safety documents that cite the right law" },
  { path: "/free-trial", title: /^Free trial.*SafeDraft$/, heading: "Generate your free WHS policy" },
  { path: "/about", title: /^About — SafeDraft$/, heading: "Safety documents that fit the business" },
  { path: "/contact", title: /^Contact — SafeDraft$/, heading: "Get in touch" },
  { path: "/privacy", title: /^Privacy Policy — SafeDraft$/, heading: "Privacy Policy" },
  { path: "/terms", title: /^Terms of Service — SafeDraft$/, heading: "Terms of Service" },
  { path: "/resources", title: /Resource Hub — SafeDraft$/, heading: "WHS resources" },
  {
    path: "/whs-documents-small-business",
    title: /Small Businesses — SafeDraft$/,
    heading: "WHS documents for small businesses",
  },
];

/** The phone first: a page is loaded at phone width, then measured again at desktop width. */
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
];

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(serious, serious.join("\n")).toEqual([]);
}

async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
  if (path === "/") await expect(page.getByTestId("citations-section")).toBeVisible();
}

test.describe("public pages at desktop and phone width", () => {
  for (const p of PAGES) {
    test(`${p.path} renders with its title and has no serious accessibility violation`, async ({ page }) => {
      // One load, measured at each width by resizing the window: the layout follows the viewport
      // (screens that differ on a phone listen to the width, they do not read it once).
      await page.setViewportSize({ width: VIEWPORTS[0]!.width, height: VIEWPORTS[0]!.height });
      await openPage(page, p.path, p.heading);
      await expect(page).toHaveTitle(p.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("main")).toBeVisible();
      for (const viewport of VIEWPORTS) {
        await test.step(`at ${viewport.name} width`, async () => {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          // Nothing wider than the screen.
          await expect
            .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
            .toBeLessThanOrEqual(0);
          await expectNoSeriousAxeViolations(page);
        });
      }
    });
  }
});

test("the landing page sets its title and description, and the next screen replaces them", async ({
  page,
}) => {
  const html = await (await page.request.get("/")).text();
  const defaultTitle = html.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&amp;/g, "&");
  expect(defaultTitle).toBeTruthy();
  await openPage(page, "/", "Workplace safety documents");
  await expect(page).toHaveTitle(/WHS documents for Australia, the UK, New Zealand and the US/);
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute("content", /document types in \d+ one-time packs/);
  // A client-side move to the sign-in page: its own title, and no longer the landing's description.
  await page.evaluate(() => {
    window.history.pushState(null, "", "/login");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("Workplace safety documents");
  await expect(page).toHaveTitle("Sign in — SafeDraft");
  await expect(description).not.toHaveAttribute("content", /one-time packs/);
});

test("the landing page names each country's law and regulator and links real citations", async ({ page }) => {
  await openPage(page, "/", "Workplace safety documents");
  const uk = page.getByTestId("law-UK");
  await expect(uk).toContainText("Health and Safety at Work etc. Act 1974");
  await expect(uk).toContainText("Health and Safety Executive");
  await expect(page.getByTestId("law-NZ")).toContainText("WorkSafe New Zealand");
  await expect(page.getByTestId("law-US")).toContainText("Occupational Safety and Health Act of 1970");
  await expect(page.getByTestId("law-AU")).toContainText("Occupational Health and Safety Act 2004 (Vic)");
  const citation = page.getByTestId("citations-section").getByRole("link", {
    name: /Management of Health and Safety at Work Regulations 1999/,
  });
  await expect(citation).toHaveAttribute("href", /^https:\/\//);
  await expect(citation).toHaveAttribute("target", "_blank");
});

test("pricing shows the catalogue's packs, documents, bundle saving and a disabled waitlist", async ({
  page,
}) => {
  await openPage(page, "/", "Workplace safety documents");
  const pricing = page.getByTestId("pricing-section");
  await expect(pricing.getByTestId("price-free-trial-amount")).toHaveText("$0");
  await expect(
    pricing.getByTestId("price-free-trial").getByRole("link", { name: "Try Free" }),
  ).toHaveAttribute("href", "/free-trial");
  for (const pack of PACKS) {
    const card = pricing.getByTestId(`price-${pack.id}`);
    await expect(card.getByTestId(`price-${pack.id}-amount`)).toHaveText(usd(pack.price));
    await expect(card).toContainText("one-time");
    const count = packDocuments(pack.id).length;
    // How far the pack's credits go, in the catalogue's one sentence for it.
    await expect(card).toContainText(
      `${count} ${count === 1 ? "document" : "documents"} · ${packCreditsLine(pack.id)}`,
    );
    for (const doc of packDocuments(pack.id)) await expect(card).toContainText(doc.title);
    await expect(card.getByRole("link")).toHaveAttribute("href", "/free-trial");
  }
  const bundle = pricing.getByTestId(`price-${BUNDLE.id}`);
  await expect(bundle.getByTestId(`price-${BUNDLE.id}-amount`)).toHaveText(usd(BUNDLE.price));
  await expect(bundle.getByTestId("bundle-saving")).toContainText(usd(separatePackTotal()));
  await expect(bundle.getByTestId("bundle-saving")).toContainText(`save ${usd(bundleSaving())}`);
  const portal = pricing.getByTestId("price-compliance-portal");
  await expect(portal).toContainText("Coming soon");
  await expect(portal).toContainText(usd(COMPLIANCE_PORTAL.monthlyPrice));
  await expect(portal.getByRole("button", { name: "Join Waitlist" })).toBeDisabled();
  await expect(pricing).not.toContainText(/\b(14-day|under 10 minutes)\b/i);
});

test("#pricing and #features land on their sections from another page and on a fresh load", async ({
  page,
}) => {
  await openPage(page, "/about", "Safety documents");
  await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/landing#pricing$/);
  await expect(page.getByRole("heading", { name: "Pricing", level: 2 })).toBeInViewport();

  await page.goto("/contact");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL(/\/#features$/);
  await expect(page.getByRole("heading", { name: "Features", level: 2 })).toBeInViewport();

  await page.goto("/#pricing");
  await expect(page.getByTestId("citations-section")).toBeAttached();
  await expect(page.getByRole("heading", { name: "Pricing", level: 2 })).toBeInViewport();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/terms");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("#mobile-menu").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.getByRole("heading", { name: "Pricing", level: 2 })).toBeInViewport();
});

test("Watch Demo opens a walkthrough that works with the keyboard and closes with Escape", async ({
  page,
}) => {
  // The accessibility scan alone can take most of a minute on a loaded CI machine.
  test.setTimeout(120_000);
  await openPage(page, "/", "Workplace safety documents");
  const watch = page.getByRole("button", { name: "Watch Demo" });
  await watch.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "How SafeDraft works" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("demo-step")).toContainText("Step 1 of 4");
  const image = dialog.getByRole("img");
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousAxeViolations(page);

  const next = dialog.getByRole("button", { name: "Next" });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByTestId("demo-step")).toContainText("Step 2 of 4");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(dialog.getByTestId("demo-step")).toContainText("Step 4 of 4");
  await expect(dialog.getByRole("button", { name: "Done" })).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(watch).toBeFocused();

  // Done closes it too.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close demo" }).press("Enter");
  await expect(dialog).toBeHidden();
});

test("Schedule Demo opens the contact form with Sales Inquiry chosen", async ({ page }) => {
  await openPage(page, "/", "Workplace safety documents");
  await page.getByRole("link", { name: "Schedule Demo" }).click();
  await expect(page).toHaveURL(/\/contact\?inquiry=sales$/);
  await expect(page.getByLabel("Inquiry Type")).toHaveValue("sales");
  await expect(page).toHaveTitle("Contact — SafeDraft");
});

test.describe("contact form", () => {
  async function fill(page: Page) {
    await page.getByLabel("Name*").fill("Alex Morgan");
    await page.getByLabel("Email*").fill("alex@example.com");
    await page.getByLabel("Company").fill("Morgan Electrical");
    await page.getByLabel("Phone").fill("+61 2 5550 1234");
    await page.getByLabel("Inquiry Type").selectOption("billing");
    await page.getByLabel("Subject*").fill("Invoice for the Core pack");
    await page.getByLabel("Message*").fill("Could you send a tax invoice for my purchase?");
  }

  test("offers the seven inquiry types, a six-row message and explains missing fields", async ({ page }) => {
    await page.goto("/contact");
    const options = page.getByLabel("Inquiry Type").locator("option");
    await expect(options).toHaveText(INQUIRY_TYPES.map((i) => i.label));
    await expect(page.getByLabel("Message*")).toHaveAttribute("rows", "6");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Subject is required")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
  });

  test("sends the message, says so and clears the form", async ({ page }) => {
    let body: unknown;
    await page.route("**/api/contact", async (route) => {
      body = route.request().postDataJSON();
      await new Promise((r) => setTimeout(r, 300));
      await route.fulfill({ status: 200, json: { id: "m1", message: "Message received" } });
    });
    await page.goto("/contact");
    await fill(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Message Sent");
    await expect(toast).toContainText("Thank you for contacting us. We'll get back to you within 24 hours.");
    expect(body).toEqual({
      name: "Alex Morgan",
      email: "alex@example.com",
      company: "Morgan Electrical",
      phone: "+61 2 5550 1234",
      subject: "Invoice for the Core pack",
      message: "Could you send a tax invoice for my purchase?",
      inquiryType: "billing",
    });
    await expect(page.getByLabel("Name*")).toHaveValue("");
    await expect(page.getByLabel("Message*")).toHaveValue("");
    await expect(page.getByLabel("Inquiry Type")).toHaveValue("general");
  });

  test("keeps what was typed when sending fails", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, json: { message: "Internal Server Error" } }),
    );
    await page.goto("/contact");
    await fill(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("Failed to send message. Please try again.");
    await expect(page.getByLabel("Name*")).toHaveValue("Alex Morgan");
    await expect(page.getByLabel("Message*")).toHaveValue("Could you send a tax invoice for my purchase?");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});

test("resources: the featured guide leads to the small-business page; three categories are coming soon", async ({
  page,
}) => {
  await page.goto("/resources");
  await expect(page.getByTestId("category-coming-soon")).toHaveCount(3);
  const comingSoon = page.getByRole("button", { name: /coming soon/i });
  await expect(comingSoon).toHaveCount(3);
  for (const button of await comingSoon.all()) await expect(button).toBeDisabled();
  await page.getByRole("link", { name: "Read the guide" }).click();
  await expect(page).toHaveURL(/\/whs-documents-small-business$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("WHS documents for small businesses");
  await expect(page.getByRole("listitem").filter({ hasText: "Step" })).toHaveCount(5);
  await expect(page.getByTestId("example-scenario").first()).toContainText("Example scenario");
  await expect(page.getByRole("link", { name: "See All Pricing" })).toHaveAttribute(
    "href",
    "/landing#pricing",
  );
  await expect(page.getByRole("link", { name: "Ask a Question" })).toHaveAttribute("href", /^\/contact/);
  await expect(page.getByRole("link", { name: "Generate a Free Policy" })).toHaveAttribute(
    "href",
    "/free-trial",
  );
});

test("signed in, the public pages still show and Pricing goes to /landing#pricing", async ({ page }) => {
  await signUp(page, "Robin", "Shaw");
  for (const p of PAGES.filter((x) => x.path !== "/")) {
    await openPage(page, p.path, p.heading);
  }
  await expect(page.getByRole("link", { name: "Buy the Core Pack" })).toHaveAttribute(
    "href",
    "/subscribe?plan=core",
  );
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/landing#pricing$/);
  await expect(page.getByRole("heading", { name: "Pricing", level: 2 })).toBeInViewport();
  await expect(page.getByTestId(`price-${PACKS[0].id}`).getByRole("link")).toHaveAttribute(
    "href",
    `/subscribe?plan=${PACKS[0].id}`,
  );
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page).toHaveTitle("Page not found — SafeDraft");
});

test.describe("the prerendered landing page", () => {
  test("arrives already rendered, before any JavaScript runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Workplace safety documents that cite the right law",
    );
    await expect(page.getByRole("link", { name: "Generate Your First Policy" })).toHaveAttribute(
      "href",
      "/free-trial",
    );
    await context.close();
  });

  test("is taken over by the app without errors and works", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      // The signed-out user call answers 401 by design; anything else is a fault.
      if (message.type() === "error" && !message.text().includes("401")) errors.push(message.text());
    });
    await page.goto("/");
    await expect(page.getByTestId("citations-section")).toBeVisible();
    await page.getByRole("button", { name: "Watch Demo" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("keeps a click on one of its buttons made before the app took over, and acts on it", async ({
    page,
  }) => {
    // The app's start-up module is held back, so the page is still the prerendered HTML.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-app", "ready");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Contact" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
  });
});
