import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { signUp } from "./support/accounts";
import { buyCore, createBusiness, DESKTOP, generate, overflows, PHONE, SHOTS } from "./support/flows";

/** Opens a document in the editor, starts editing and types `text` at the end of Scope. */
async function typeInScope(page: Page, id: string, text: string) {
  await page.goto(`/editor/${id}`);
  await page.getByRole("button", { name: "Start Editing" }).click();
  await page.getByRole("textbox", { name: "Scope", exact: true }).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  // One change, not a key at a time: typing can outlast the autosave's pause on a busy machine,
  // and the journey is about what happens when the owner leaves or exports at once.
  await page.keyboard.insertText(text);
  // Well inside the autosave's pause: only leaving or exporting can save this.
  await expect(page.getByText("Unsaved changes").first()).toBeVisible();
}

for (const [name, size] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`typed edits survive leaving the editor at once and are in an export made at once (${name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await signUp(page, "Olivia", "Hart");
    await buyCore(page);
    const { id } = await generate(page, await createBusiness(page), "policy");

    await typeInScope(page, id, "UNSAVED-MARKER-123");
    await page.screenshot({ path: `${SHOTS}/editor-unsaved-${name}.png` });
    // On a laptop by the main menu's Dashboard link; on a phone by the editor's own way back.
    if (name === "desktop") {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    } else await page.getByRole("button", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("dashboard-greeting")).toBeVisible();
    await page.goto(`/editor/${id}`);
    await expect(page.getByText("UNSAVED-MARKER-123")).toBeVisible();

    await typeInScope(page, id, "EDITMARKER-EXPORT");
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export PDF" }).click(),
    ]);
    const text = execFileSync("pdftotext", [await pdf.path(), "-"], { encoding: "utf8" });
    expect(text).toContain("EDITMARKER-EXPORT");
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);
    expect(await overflows(page)).toBe(false);
  });
}
