import type { Page } from "@playwright/test";

/** The free trial form filled for a small print works, in the given region, ready to submit. */
export async function fillFreeTrial(
  page: Page,
  {
    name,
    email,
    location = "UK-GB",
    hazards = "Guillotines, solvent-based inks and heavy paper stock.",
  }: {
    name: string;
    email: string;
    location?: string;
    hazards?: string;
  },
) {
  await page.getByLabel("Business Name*").fill(name);
  await page.getByLabel("Email*").fill(email);
  await page.getByLabel("Industry*").selectOption("manufacturing");
  await page.getByLabel("Number of Employees*").selectOption("6-19");
  await page.getByLabel("Location*").selectOption(location);
  await page.getByLabel("About your business*").fill("Commercial printing and finishing.");
  await page.getByLabel("Main safety hazards*").fill(hazards);
}
