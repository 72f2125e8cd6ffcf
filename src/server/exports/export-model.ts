import {
  clockRegion,
  DOCUMENT_DISCLAIMER,
  type PaperSize,
  paperFor,
  primaryIdentifier,
} from "../../domain/catalogue";
import { type Acceptance, acceptanceRows } from "../../domain/documents/acceptance";
import { approvalRows, type IssueApproval } from "../../domain/documents/approval-rows";
import type { DocTable } from "../../domain/documents/content";
import { documentControl, letterheadLines, siteDetailRows } from "../../domain/documents/document-control";
import { type SheetSignature, type SignedTable, withSignatures } from "../../domain/documents/sign-on-sheet";
import type { businesses, freeTrials, policies } from "../db/schema";
import { keepDatesWhole } from "./column-widths";
import { type Block, parseRichText } from "./rich-text";

/**
 * Everything an exported file shows, in the order it shows it, worked out once so the Word and
 * PDF renderers only decide how things look.
 */
export type ExportDocument = {
  title: string;
  documentName: string;
  businessName: string;
  /** e.g. ["ABN", "51 824 753 556"], when the business has one. */
  identifier: [string, string] | null;
  control: [string, string][];
  siteDetails: [string, string][] | null;
  /** A sign-on table holds the drawings (PNG bytes) of the signatures given on a phone. */
  sections: {
    number: number;
    heading: string;
    blocks: Block[];
    tables: (DocTable | SignedTable<Uint8Array>)[];
  }[];
  authority: { name: string; url: string };
  disclaimer: string;
  /** The paper of the document's country: US Letter in the United States, A4 elsewhere. */
  paper: PaperSize;
  /** Shown across every page, e.g. on free-trial output. */
  watermark?: string;
  /** The business's own header at the top of every page. */
  letterhead: Letterhead;
};

/**
 * The logo on the left, the business's name and contact lines on the right. `width` and `height`
 * give the logo's shape; the renderers fit it into the header.
 */
export type Letterhead = {
  name: string;
  lines: string[];
  logo: LetterheadLogo | null;
};
export type LetterheadLogo = {
  mediaType: string;
  data: Uint8Array;
  width: number;
  height: number;
  /** An SVG logo drawn as a PNG, for word processors that cannot draw SVG. */
  fallbackPng?: Uint8Array | null;
};

/** A signature of the document's current issue, its drawing as stored (PNG, base64). */
export type ExportSignature = SheetSignature<string>;

export type PolicyRow = Pick<
  typeof policies.$inferSelect,
  "type" | "issue" | "status" | "publishedRevision" | "updatedAt" | "content"
>;
export type BusinessRow = Pick<
  typeof businesses.$inferSelect,
  | "name"
  | "country"
  | "jurisdiction"
  | "regions"
  | "abn"
  | "acn"
  | "utr"
  | "vatNumber"
  | "companyNumber"
  | "nzbn"
  | "ein"
  | "stateCorpNumber"
  | "address"
  | "phone"
  | "email"
  | "website"
>;

/**
 * Characters Word's XML cannot hold (most C0 controls, U+FFFE/U+FFFF, unpaired surrogates) and
 * that no PDF font can draw. Pasted text can carry them; one would make the .docx unopenable.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

/** Every string of the model with unprintable characters removed, so both formats show the same text. */
export function printable<T>(value: T): T {
  if (typeof value === "string") return value.replace(UNPRINTABLE, "") as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (value && typeof value === "object" && !(value instanceof Date) && !ArrayBuffer.isView(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, printable(v)])) as T;
  }
  return value;
}

export function exportModel(
  policy: PolicyRow,
  business: BusinessRow,
  logo: LetterheadLogo | null = null,
  signatures: readonly ExportSignature[] = [],
  acceptances: readonly Acceptance[] = [],
  approvals: readonly IssueApproval[] = [],
): ExportDocument {
  // The logo's bytes stay out of `printable`, which rebuilds plain objects and would take a
  // byte array apart.
  const model = printable(buildModel(policy, business, signatures, acceptances, approvals));
  return { ...model, letterhead: { ...model.letterhead, logo } };
}

function buildModel(
  policy: PolicyRow,
  business: BusinessRow,
  signatures: readonly ExportSignature[],
  acceptances: readonly Acceptance[],
  approvals: readonly IssueApproval[],
): ExportDocument {
  const content = policy.content;
  const drawn = signatures.map((s) => ({ ...s, image: new Uint8Array(Buffer.from(s.image, "base64")) }));
  const id = primaryIdentifier(business);
  return {
    title: content.title,
    documentName: content.documentName,
    businessName: business.name,
    identifier: id.value ? [id.label, id.value] : null,
    control: [
      ...documentControl(policy, business),
      ...approvalRows(approvals, content.country ?? business.country),
      ...acceptanceRows(acceptances, content.country ?? business.country),
    ],
    siteDetails: siteDetailRows(policy),
    sections: withSignatures(policy.type, content, drawn, clockRegion(business)).map((s, i) => ({
      number: i + 1,
      heading: s.heading,
      blocks: parseRichText(s.body),
      tables: (s.tables ?? []).map((t) => ({
        ...t,
        rows: t.rows.map((row) =>
          Object.fromEntries(Object.entries(row).map(([k, v]) => [k, keepDatesWhole(v)])),
        ),
      })),
    })),
    authority: {
      name: content.complianceReferences.authority,
      url: content.complianceReferences.authorityUrl,
    },
    disclaimer: DOCUMENT_DISCLAIMER,
    letterhead: { name: business.name, lines: letterheadLines(business), logo: null },
    paper: paperFor(content.country ?? business.country),
  };
}

/** A free trial's policy: no account, no identifiers, and a watermark on every page. */
export function trialExportModel(trial: typeof freeTrials.$inferSelect): ExportDocument {
  const content = trial.content;
  // A trial is stored with its document; a row without one has nothing to export.
  if (!content) throw new Error(`Free trial ${trial.id} holds no document`);
  const model = exportModel(
    {
      type: "policy",
      issue: 1,
      status: "draft",
      publishedRevision: null,
      updatedAt: trial.createdAt,
      content,
    },
    {
      name: trial.businessName,
      country: content.country,
      jurisdiction: trial.jurisdiction,
      regions: [],
      abn: null,
      acn: null,
      utr: null,
      vatNumber: null,
      companyNumber: null,
      nzbn: null,
      ein: null,
      stateCorpNumber: null,
      address: null,
      phone: null,
      email: null,
      website: null,
    },
  );
  return { ...model, watermark: "FREE TRIAL · SafeDraft" };
}
