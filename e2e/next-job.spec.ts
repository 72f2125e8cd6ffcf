import { expect, request, test } from "@playwright/test";
import { signUp } from "./support/accounts";
import { buyCore, createBusiness, DESKTOP, generate, origin, overflows, PHONE, SHOTS } from "./support/flows";

const SIZES = [
  { name: "desktop", size: DESKTOP },
  { name: "phone", size: PHONE },
];

for (const { name, size } of SIZES) {
  test(`a SWMS is used for a new job, with its edits, and saved as a template (${name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await signUp(page, "Dave", "Nguyen");
    await buyCore(page);
    const businessId = await createBusiness(page);
    const source = await generate(page, businessId, "swms", {
      activity: "Roof sheet replacement",
      location: "12 Smith St, Parramatta",
    });
    // The customer's own words in the emergency section, saved as the editor saves them.
    const doc = await (await page.request.get(`/api/policies/${source.id}`)).json();
    const content = {
      ...doc.content,
      sections: doc.content.sections.map((s: { id: string; body: string }) =>
        s.id === "emergency"
          ? { ...s, body: `${s.body}<p>Ring Dave on 0400 000 000 before anyone goes up.</p>` }
          : s,
      ),
    };
    const saved = await page.request.put(`/api/policies/${source.id}`, {
      headers: origin(page),
      data: { content, baseVersion: doc.version },
    });
    expect(saved.status()).toBe(200);

    await page.goto(`/editor/${source.id}`);
    await page.getByRole("button", { name: "Use for a new job" }).click();
    const panel = page.getByTestId("new-job-panel");
    await expect(panel.getByLabel("Work activity")).toHaveValue("Roof sheet replacement");
    await panel.getByLabel("Location").fill("7 Quarry Rd, Penrith");
    expect(await overflows(page)).toBe(false);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/new-job-form-${name}.png` });
    await panel.getByRole("button", { name: "Create document for the new job" }).click();

    await expect(page).not.toHaveURL(new RegExp(source.id));
    await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
    await expect(page.getByText("Document created for the new job").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("7 Quarry Rd, Penrith");
    await expect(page.getByText("Ring Dave on 0400 000 000 before anyone goes up.")).toBeVisible();
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/new-job-created-${name}.png` });
    // One credit spent on the source and one on the copy; the source is as it was.
    const credits = await (await page.request.get("/api/user/credits")).json();
    expect(credits.credits.core).toBe(3);
    expect((await (await page.request.get(`/api/policies/${source.id}`)).json()).version).toBe(
      doc.version + 1,
    );

    await page.getByRole("button", { name: "Save as template" }).click();
    await page.getByLabel("Template name").fill("Roof sheeting, any site");
    await page.getByRole("button", { name: "Save template" }).click();
    await expect(page.getByText("Saved as a template").first()).toBeVisible();
    await page.goto("/generator");
    const templates = page.getByTestId("templates-card");
    await expect(templates).toContainText("Roof sheeting, any site");
    await templates.getByRole("button", { name: "Use for a new job" }).click();
    await expect(templates.getByLabel("Work activity")).toHaveValue("Roof sheet replacement");
    expect(await overflows(page)).toBe(false);
    await templates.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/templates-${name}.png` });
  });

  test(`the review calendar is subscribed to at a private address that can be copied and reset (${name})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize(size);
    await signUp(page, "Priya", "Shah");
    await buyCore(page);
    const businessId = await createBusiness(page);
    const doc = await generate(page, businessId, "policy");

    await page.goto("/");
    const feed = page.getByTestId("calendar-feed");
    await feed.getByRole("button", { name: "Get calendar address" }).click();
    const webcal = await feed.getByLabel("Calendar app address (webcal)").inputValue();
    const https = await feed.getByLabel("Web address (https)").inputValue();
    expect(webcal).toMatch(/^webcal:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\/reviews\.ics$/);
    await feed.getByRole("button", { name: "Copy" }).first().click();
    await expect(page.getByText("Calendar app address (webcal) copied").first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(webcal);
    expect(await overflows(page)).toBe(false);
    await feed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/calendar-feed-${name}.png` });

    // A calendar app has no session: the address alone opens the calendar.
    const app = await request.newContext({ baseURL });
    const path = new URL(https).pathname;
    const ics = await app.get(path);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain(`/editor/${doc.id}`);

    await feed.getByRole("button", { name: "Reset address" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reset address" }).click();
    await expect(feed.getByLabel("Web address (https)")).not.toHaveValue(https);
    const fresh = new URL(await feed.getByLabel("Web address (https)").inputValue()).pathname;
    expect((await app.get(path)).status()).toBe(404);
    expect((await app.get(fresh)).status()).toBe(200);

    // After a reload the address is not shown again: only that there is one.
    await page.reload();
    await expect(feed).toContainText("You have a calendar address");
    await expect(feed.getByLabel("Web address (https)")).toHaveCount(0);
    await app.dispose();
  });
}
