import { and, asc, eq, gte, lt } from "drizzle-orm";
import { clockRegion } from "../../domain/catalogue";
import {
  dayRange,
  formatSignedAt,
  type SheetSignature,
  timeZoneOf,
} from "../../domain/documents/sign-on-sheet";
import type { Database } from "../db/client";
import { businesses, policies, signOnSignatures } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { isUuid } from "../lib/ids";

/** One line of a sign-on register: who signed which document's version, when, and whether void. */
export type RegisterRow = {
  document: string;
  documentName: string;
  issue: number;
  name: string;
  company: string;
  cardNumber: string | null;
  /** On the business's clock, zone named. */
  signedLocal: string;
  signedAt: string;
  receivedAt: string;
  receivedLocal: string;
  voidedAt: string | null;
  voidedLocal: string | null;
  voidReason: string | null;
  /** The drawing, PNG base64. */
  png: string;
};

/** A register as its PDF shows it: plain strings, rendered in the export pool. */
export type RegisterView = {
  businessName: string;
  country: string;
  /** The one document it covers, or null for every document of the business. */
  documentTitle: string | null;
  from: string;
  to: string;
  timeZone: string;
  generatedLocal: string;
  rows: RegisterRow[];
};

/** What the document exports read: the drawings of the current issue, voided ones left out. */
export async function signaturesForExport(
  db: Database,
  policyId: string,
  issue: number,
): Promise<SheetSignature<string>[]> {
  const rows = await db
    .select()
    .from(signOnSignatures)
    .where(and(eq(signOnSignatures.policyId, policyId), eq(signOnSignatures.issue, issue)))
    .orderBy(asc(signOnSignatures.signedAt), asc(signOnSignatures.id));
  return rows
    .filter((r) => r.voidedAt === null)
    .map((r) => ({
      name: r.name,
      company: r.company,
      cardNumber: r.cardNumber,
      signedAt: r.signedAt.toISOString(),
      receivedAt: r.receivedAt.toISOString(),
      issue: r.issue,
      image: r.signaturePng,
    }));
}

/**
 * The signatures of a business's documents (or one of them) signed within a day range on the
 * business's clock, oldest first, void ones included with their reason. Someone else's business,
 * or a document not of this business, is 404.
 */
export async function signOnRegister(
  db: Database,
  userId: string,
  businessId: string,
  query: { from: string; to: string; documentId?: string },
  now: Date,
): Promise<RegisterView> {
  if (!isUuid(businessId)) throw notFound("Business");
  const [business] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.userId, userId)));
  if (!business) throw notFound("Business");
  let documentTitle: string | null = null;
  if (query.documentId !== undefined) {
    if (!isUuid(query.documentId)) throw notFound("Document");
    const [doc] = await db
      .select({ title: policies.title })
      .from(policies)
      .where(and(eq(policies.id, query.documentId), eq(policies.businessId, business.id)));
    if (!doc) throw notFound("Document");
    documentTitle = doc.title;
  }
  const clock = clockRegion(business);
  const zone = timeZoneOf(clock);
  const { start, end } = dayRange(query.from, query.to, zone);
  const rows = await db
    .select({ signature: signOnSignatures, title: policies.title, content: policies.content })
    .from(signOnSignatures)
    .innerJoin(policies, eq(policies.id, signOnSignatures.policyId))
    .where(
      and(
        eq(policies.businessId, business.id),
        query.documentId ? eq(policies.id, query.documentId) : undefined,
        gte(signOnSignatures.signedAt, start),
        lt(signOnSignatures.signedAt, end),
      ),
    )
    .orderBy(asc(signOnSignatures.signedAt), asc(signOnSignatures.id));
  return {
    businessName: business.name,
    country: business.country,
    documentTitle,
    from: query.from,
    to: query.to,
    timeZone: zone,
    generatedLocal: formatSignedAt(now, clock),
    rows: rows.map(({ signature: s, title, content }) => ({
      document: title,
      documentName: content.documentName,
      issue: s.issue,
      name: s.name,
      company: s.company,
      cardNumber: s.cardNumber,
      signedLocal: formatSignedAt(s.signedAt, clock),
      signedAt: s.signedAt.toISOString(),
      receivedAt: s.receivedAt.toISOString(),
      receivedLocal: formatSignedAt(s.receivedAt, clock),
      voidedAt: s.voidedAt?.toISOString() ?? null,
      voidedLocal: s.voidedAt ? formatSignedAt(s.voidedAt, clock) : null,
      voidReason: s.voidReason,
      png: s.signaturePng,
    })),
  };
}

/**
 * A spreadsheet cell a spreadsheet will not run: text starting with =, +, -, @ (or a tab or
 * return, which some programs skip before such a sign) gets a leading apostrophe.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

const CSV_COLUMNS = [
  "Document",
  "Version",
  "Name",
  "Company or trade",
  "Card number",
  "Signed (local time)",
  "Signed (UTC)",
  "Received (UTC)",
  "Void",
  "Voided (UTC)",
  "Void reason",
] as const;

/** The register as CSV: a byte-order mark so spreadsheets read names like "Māori" right, CRLF lines. */
export function registerCsv(view: RegisterView): string {
  const lines = [
    CSV_COLUMNS.map(csvCell).join(","),
    ...view.rows.map((r) =>
      [
        r.document,
        r.issue,
        r.name,
        r.company,
        r.cardNumber,
        r.signedLocal,
        r.signedAt,
        r.receivedAt,
        r.voidedAt ? "Yes" : "No",
        r.voidedAt,
        r.voidReason,
      ]
        .map(csvCell)
        .join(","),
    ),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
