import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { OwnServer } from "./support/own-server";

/**
 * Every screen at a 390 px phone width (and so at 200 % zoom of a 780 px window): nothing makes the
 * page scroll sideways. Wide tables scroll inside their own frame instead.
 */
const server = new OwnServer();
const email = `phone-${Date.now()}@example.com`;
const password = "a long enough password";

test.use({ viewport: { width: 390, height: 844 } });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.startWithCoreCredits({ email, password, firstName: "Kai", lastName: "Moana" });
  // The hazard register (the widest table) is in the Compliance Essentials pack.
  await server.stop();
  await server.admin("grant-credits", email, "compliance-essentials", "2");
  await server.start();
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
      // Content inside a frame that scrolls on its own does not widen the page.
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== "visible") {
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

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState("load");
  await expect(page.locator("main")).not.toContainText("Loading", { timeout: 15_000 });
  const result = await overflow(page);
  expect(result, `${path} is wider than the phone`).toEqual({ scrolls: false, widest: "", by: 0 });
}

test("no public screen scrolls sideways on a phone", async ({ page }) => {
  for (const path of PUBLIC) await expectNoSidewaysScroll(page, path);
});

test("no signed-in screen scrolls sideways on a phone, the editor's wide tables included", async ({
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
  const swms = await generate("swms", { activity: "Sewer trench excavation", location: "12 Victoria Ave" });
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
  ]) {
    await expectNoSidewaysScroll(page, path);
  }
});
