import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { OwnServer } from "./support/own-server";

/**
 * Every screen at phone widths from 360 to 430 px, and at 200 % zoom of a 1366 × 768 desktop window (a 683 px
 * CSS viewport): nothing makes the page scroll sideways. Wide tables scroll inside their own frame
 * instead, in the editor's reading and editing modes alike.
 *
 * Each screen is opened once and measured at every width by resizing the window, as a phone turned
 * on its side or a desktop zoomed does: the layout follows the width through CSS and the one
 * width-dependent component (`usePhone`) listens for the change, so one load checks all four.
 */
const server = new OwnServer();
const email = `phone-${Date.now()}@example.com`;
const password = "a long enough password";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const cookie = await server.startWithCoreCredits({ email, password, firstName: "Kai", lastName: "Moana" });
  // The hazard register (the widest table) is in the Compliance Essentials pack.
  await server.buy(cookie, "compliance-essentials");
});
test.afterAll(async () => {
  await server.stop();
});

const PUBLIC = [
  "/",
  "/landing",
  "/login",
  "/forgot-password",
  "/free-trial",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/resources",
  "/whs-documents-small-business",
];

/** How far the page reaches past the viewport's right edge, and what reaches furthest. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let widest = "";
    let right = width;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      // Content inside a frame that scrolls on its own does not widen the page, except an
      // absolutely placed element whose containing block is outside that frame: it escapes the
      // frame and widens the page (a screen-reader-only label in a scrolling table does this).
      const own = getComputedStyle(el).position;
      let positioned = false;
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        positioned ||= style.position !== "static";
        if (style.overflowX !== "visible" && (own !== "absolute" || positioned) && own !== "fixed") {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 1) {
        right = box.right;
        widest = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(" ").slice(0, 3).join(".")}` : ""}`;
      }
    }
    return {
      scrolls: document.documentElement.scrollWidth > width + 1,
      widest,
      by: Math.round(right - width),
    };
  });
}

async function expectFits(page: Page, what: string) {
  const result = await overflow(page);
  expect(result, `${what} is wider than the screen`).toEqual({ scrolls: false, widest: "", by: 0 });
}

const SCREENS = [
  { name: "a 360 px phone", viewport: { width: 360, height: 780 } },
  { name: "a 390 px phone", viewport: { width: 390, height: 844 } },
  { name: "a 430 px phone", viewport: { width: 430, height: 932 } },
  { name: "200 % zoom of a 1366 px desktop", viewport: { width: 683, height: 384 } },
];

/** The screen as it is now, at every width in turn, ending back at the first. */
async function expectFitsAtEveryWidth(page: Page, what: string) {
  for (const screen of [...SCREENS, ...SCREENS.slice(0, 1)]) {
    await page.setViewportSize(screen.viewport);
    // Two frames: the resize's media-query changes re-render, then lay out.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expectFits(page, `${what} on ${screen.name}`);
  }
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState("load");
  await expect(page.locator("main")).not.toContainText("Loading", { timeout: 15_000 });
  await expectFitsAtEveryWidth(page, path);
}

test("no public screen scrolls sideways", async ({ page }) => {
  for (const path of PUBLIC) await expectNoSidewaysScroll(page, path);
});

test("no signed-in screen scrolls sideways, the editor's wide tables included while editing", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, server.url, email, password);
  const headers = { origin: server.url };
  const business = await page.request.post(`${server.url}/api/businesses`, {
    headers,
    data: {
      name: "Whanganui Drainage",
      country: "NZ",
      jurisdiction: "NZ",
      industry: "construction",
      employeeCount: "6-19",
      regions: ["NZ"],
      highRiskActivities: ["excavation", "confined-spaces"],
    },
  });
  expect(business.status()).toBe(201);
  const businessId = (await business.json()).id as string;
  const generate = async (documentType: string, metadata: Record<string, unknown> = {}) => {
    const res = await page.request.post(`${server.url}/api/documents/generate`, {
      headers,
      data: { businessId, documentType, metadata },
    });
    expect(res.status(), documentType).toBe(201);
    return (await res.json()).id as string;
  };
  const swms = await generate("swms", {
    activity: "Sewer trench excavation",
    location: "12 Victoria Ave",
  });
  const register = await generate("hazard-register");

  for (const path of [
    "/",
    "/generator",
    "/documents",
    `/editor/${swms}`,
    `/editor/${register}`,
    "/packs",
    "/subscribe",
    "/settings",
    "/businesses/new",
    `/edit-business/${businessId}`,
    `/businesses/${businessId}/requirements`,
    "/settings?tab=billing",
    "/settings?tab=security",
    "/no-such-page",
  ]) {
    await expectNoSidewaysScroll(page, path);
  }

  // Crew sign-on: the editor's panel with its link and QR code, and the page a worker opens.
  const doc = await page.request.get(`${server.url}/api/policies/${swms}`);
  const { content, version } = await doc.json();
  const published = await page.request.put(`${server.url}/api/policies/${swms}`, {
    headers,
    data: { content, baseVersion: version, status: "published" },
  });
  expect(published.status()).toBe(200);
  await expectNoSidewaysScroll(page, `/editor/${swms}`);
  await page.getByRole("button", { name: "Crew sign-on" }).click();
  await page.getByRole("button", { name: "Turn on sign-on" }).click();
  const url = await page.getByRole("textbox", { name: "Sign-on link" }).inputValue();
  await expect(page.getByRole("img", { name: "QR code of the sign-on link" })).toBeVisible();
  await expectFitsAtEveryWidth(page, `/editor/${swms} with crew sign-on open`);
  await expectNoSidewaysScroll(page, new URL(url).pathname);
  await expect(page.getByRole("button", { name: "Sign on", exact: true })).toBeVisible();
  // The site-board poster of that link, with its large QR code.
  await expectNoSidewaysScroll(page, `/editor/${swms}/sign-on-poster`);
  await expect(page.getByTestId("poster-url")).toHaveText(url);

  // Editing mode swaps the reading view for form fields, rich-text boxes and editable tables.
  for (const id of [swms, register]) {
    await expectNoSidewaysScroll(page, `/editor/${id}`);
    await page.getByRole("button", { name: "Start Editing" }).click();
    await expect(page.getByRole("button", { name: "Switch to View" })).toBeVisible();
    await expectFitsAtEveryWidth(page, `/editor/${id} while editing`);
  }
});
