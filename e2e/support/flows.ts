import { expect, type Page } from "@playwright/test";

/** Where these journeys keep their screenshots, to be looked at by a person. */
export const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/shots";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** Buys the Core pack in test mode from the purchase page and waits for the dashboard. */
export async function buyCore(page: Page) {
  await page.goto("/subscribe?plan=core");
  await payCore(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/Core\s*5/).first()).toBeVisible();
}

/** Fills the test-mode card form with a good card and pays for Core. */
export async function payCore(page: Page) {
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $99" }).click();
}

export const nswRoofer = {
  name: "Parramatta Roofing",
  country: "AU",
  jurisdiction: "AU-NSW",
  industry: "construction",
  employeeCount: "6-19",
  regions: ["AU-NSW"],
  highRiskActivities: ["working-at-height", "excavation"],
  abn: "51 824 753 556",
};

/** Registers a business through the API as the page's signed-in user; returns its id. */
export async function createBusiness(page: Page, body: Record<string, unknown> = nswRoofer): Promise<string> {
  const res = await page.request.post("/api/businesses", { headers: origin(page), data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as string;
}

/** Generates a document through the API as the page's signed-in user; returns its id and title. */
export async function generate(
  page: Page,
  businessId: string,
  documentType: string,
  metadata: Record<string, string> = {},
): Promise<{ id: string; title: string }> {
  const res = await page.request.post("/api/documents/generate", {
    headers: origin(page),
    data: { businessId, documentType, metadata },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return { id: body.id, title: body.title };
}

/** Whether the page is wider than its viewport (sideways scrolling). */
export async function overflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** The page's own origin, which the API asks of every request that changes something. */
export function origin(page: Page): Record<string, string> {
  return { origin: new URL(page.url()).origin };
}

/**
 * On a phone a SWMS's work method is one card per step: brings up the card whose step reads `text`
 * (through the step list, as a reader would), so it can be checked like a table row. On a wider
 * screen the whole table is shown and nothing is done.
 */
export async function showStepWith(page: Page, text: string | RegExp) {
  const cards = page.getByTestId("step-cards");
  if ((await cards.count()) === 0) return;
  const jump = cards.getByRole("combobox", { name: "Go to step" });
  const count = await jump.locator("option").count();
  for (let i = 0; i < count; i++) {
    await jump.selectOption({ index: i });
    await expect(cards.getByTestId("step-card")).toContainText(`Step ${i + 1} of ${count}`);
    if ((await cards.getByTestId("step-card").getByText(text).count()) > 0) return;
  }
}
