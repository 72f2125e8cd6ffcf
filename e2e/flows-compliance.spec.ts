import { expect, test } from "@playwright/test";
import { signUp } from "./support/accounts";
import { buyCore, createBusiness, DESKTOP, generate, origin, overflows, PHONE, SHOTS } from "./support/flows";

test("the Compliance panel never calls a draft or a document awaiting an update up to date, on a laptop and a phone", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, "Dave", "Nguyen");
  await buyCore(page);
  const businessId = await createBusiness(page);
  const policy = await generate(page, businessId, "policy");
  const form = await generate(page, businessId, "incident-form");

  // Both are drafts nobody issued.
  await page.goto("/");
  const panel = page.getByTestId("compliance-panel");
  await expect(panel.getByTestId("compliance-needsAttention")).toContainText("2");
  await expect(panel.getByTestId("compliance-upToDate")).toContainText("0");
  await expect(panel.getByText("Every document is up to date")).toHaveCount(0);
  const list = panel.getByRole("list", { name: "Needs attention" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByTestId("attention").first()).toHaveText("A draft, never issued");
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/compliance-drafts-desktop.png` });

  // Issued, both are up to date; then the owner changes the business and the policy waits on it.
  for (const id of [policy.id, form.id]) {
    const doc = await (await page.request.get(`/api/policies/${id}`)).json();
    const res = await page.request.put(`/api/policies/${id}`, {
      headers: origin(page),
      data: { content: doc.content, status: "published", baseVersion: doc.version },
    });
    expect(res.status()).toBe(200);
  }
  await page.reload();
  await expect(panel.getByTestId("compliance-upToDate")).toContainText("2");
  await expect(panel.getByTestId("compliance-needsAttention")).toContainText("0");
  await expect(panel.getByText("Every document is up to date")).toBeVisible();

  const changed = await page.request.put(`/api/businesses/${businessId}`, {
    headers: origin(page),
    data: {
      name: "Parramatta Roofing",
      country: "AU",
      jurisdiction: "AU-NSW",
      industry: "construction",
      employeeCount: "20-49",
      regions: ["AU-NSW"],
      highRiskActivities: ["working-at-height", "excavation"],
    },
  });
  expect(changed.status()).toBe(200);
  // Marking runs in the background after the save, and the notice and the panel are two requests
  // of one page load; the marking may land between them, so both are read from one load.
  await expect(async () => {
    await page.goto("/");
    await expect(page.getByTestId("updates-notice")).toBeVisible({ timeout: 2_000 });
    await expect(panel.getByTestId("compliance-needsAttention")).toBeVisible({ timeout: 2_000 });
    await expect(panel.getByText("Every document is up to date")).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const waiting = panel.getByRole("list", { name: "Needs attention" }).getByRole("listitem");
  await expect(waiting.first()).toContainText("Your business details changed: update it");
  const marked = (await (await page.request.get("/api/updates")).json()) as unknown[];
  await expect(panel.getByTestId("compliance-needsAttention")).toContainText(String(marked.length));
  await expect(panel.getByTestId("compliance-upToDate")).toContainText(String(2 - marked.length));

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(panel.getByTestId("compliance-needsAttention")).toContainText(String(marked.length));
  expect(await overflows(page)).toBe(false);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/compliance-update-phone.png` });
});
