import { eq } from "drizzle-orm";
import type { BillingDetailsView } from "../../contracts/billing-details";
import { type TaxNumberKind, validateTaxNumber } from "../../domain/catalogue/tax-numbers";
import type { Database } from "../db/client";
import { type BillingDetails, users } from "../db/schema";
import { HttpError } from "../lib/http-errors";

type Given = { companyName: string; address: string; taxKind?: TaxNumberKind | null; taxNumber: string };

/**
 * The buyer's company as stored: the tax number checked and in its printed form, everything blank
 * stored as none. A wrong number is refused (422) naming its field, `prefix` placing it in the
 * request it came with ("billingDetails." at checkout).
 */
export function checkedBillingDetails(given: Given, prefix = ""): BillingDetails | null {
  let tax: Pick<BillingDetails, "taxKind" | "taxNumber"> = {};
  if (given.taxNumber) {
    if (!given.taxKind)
      throw invalid(`${prefix}taxKind`, "Choose which tax number this is: ABN, VAT, GST or EIN");
    const result = validateTaxNumber(given.taxKind, given.taxNumber);
    if (!result.ok) throw invalid(`${prefix}taxNumber`, result.message);
    tax = { taxKind: given.taxKind, taxNumber: result.value };
  }
  if (!given.companyName && !given.address && !tax.taxNumber) return null;
  return { companyName: given.companyName, address: given.address, ...tax };
}

function invalid(field: string, message: string) {
  return new HttpError(422, `${field}: ${message}`, [{ field, message }]);
}

export function billingDetailsView(details: BillingDetails | null): BillingDetailsView {
  return {
    companyName: details?.companyName ?? "",
    address: details?.address ?? "",
    taxKind: details?.taxKind ?? null,
    taxNumber: details?.taxNumber ?? "",
  };
}

export async function readBillingDetails(db: Database, userId: string): Promise<BillingDetailsView> {
  const [row] = await db.select({ details: users.billingDetails }).from(users).where(eq(users.id, userId));
  return billingDetailsView(row?.details ?? null);
}

/** Stores what the next receipts print; receipts already issued keep what they were issued with. */
export async function saveBillingDetails(db: Database, userId: string, details: BillingDetails | null) {
  await db.update(users).set({ billingDetails: details }).where(eq(users.id, userId));
  return billingDetailsView(details);
}
