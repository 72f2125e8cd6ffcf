/**
 * Captures the Watch Demo screenshots of the landing page from the real product and writes them as
 * WebP to src/client/public/demo/. Needs a built client (`npx vite build`) and Debian's Chromium.
 *
 *   npx tsx scripts/capture-demo.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, expect, type Page } from "@playwright/test";
import { signUp } from "../e2e/support/accounts";
import { OwnServer } from "../e2e/support/own-server";

const OUT = path.resolve(import.meta.dirname, "../src/client/public/demo");
const VIEWPORT = { width: 1280, height: 800 };

async function saveWebp(page: Page, name: string) {
  const png = await page.screenshot({ type: "png" });
  // Chromium encodes WebP itself: draw the PNG on a canvas and read it back.
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const encoder = await (await browser.newContext()).newPage();
  const dataUrl = await encoder.evaluate(
    async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext("2d")?.drawImage(img, 0, 0);
      return canvas.toDataURL("image/webp", 0.72);
    },
    `data:image/png;base64,${png.toString("base64")}`,
  );
  await encoder.context().close();
  const file = path.join(OUT, `${name}.webp`);
  writeFileSync(file, Buffer.from(dataUrl.replace(/^data:image\/webp;base64,/, ""), "base64"));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = new OwnServer();
  await server.start();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    const { email } = await signUp(page, "Jordan", "Lee", server.url);

    await server.stop();
    await server.admin("grant-credits", email, "core", "5");
    await server.start();

    // 1. The business form.
    await page.goto(`${server.url}/generator`);
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    await page.getByLabel("Business Name*").fill("Harbour Roofing");
    await page.getByLabel("Region/State*").selectOption("AU-NSW");
    await page.getByLabel("Industry*").selectOption("construction");
    await page.getByLabel("Number of Employees*").selectOption("6-19");
    await page.getByRole("checkbox", { name: "New South Wales" }).check();
    await page.getByRole("checkbox", { name: "Working at Height" }).check();
    await page.getByRole("checkbox", { name: "Excavation" }).check();
    await page.getByLabel("Business Name*").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
    await page.getByLabel("Business Name*").blur();
    await saveWebp(page, "business");
    await page.getByRole("button", { name: "Register Business" }).click();
    await expect(page.getByText("Step 3 of 3")).toBeVisible();

    // 2. The document types.
    await page.goto(`${server.url}/generator`);
    await page.getByRole("button", { name: "Australia" }).click();
    await expect(page.locator('[data-state="available"]').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveWebp(page, "documents");

    // 3. Ready to generate.
    await page.locator('[data-state="available"]', { hasText: "Safe Work Method Statement" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: /Harbour Roofing/ }).click();
    await expect(page.getByText("Step 3 of 3")).toBeVisible();
    await page.getByLabel("Work Activity*").fill("Replacing roof sheeting");
    await page.getByLabel("Location*").fill("12 Wharf Rd, Balmain NSW");
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveWebp(page, "generate");

    // 4. The editor.
    await page.getByRole("button", { name: "Generate Safe Work Method Statement" }).click();
    const banner = page.getByRole("status").filter({ hasText: "Document Ready!" });
    await banner.getByRole("link", { name: "View Document" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Replacing roof sheeting");
    // Let the generation toast go before the picture is taken.
    await page.getByTestId("toast").waitFor({ state: "detached", timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveWebp(page, "editor");
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
