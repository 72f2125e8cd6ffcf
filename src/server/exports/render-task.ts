import JSZip from "jszip";
import type { Acceptance } from "../../domain/documents/acceptance";
import type { IssueApproval } from "../../domain/documents/approval-rows";
import type { freeTrials } from "../db/schema";
import type { ReceiptView } from "../receipts/view";
import type { RegisterView } from "../sign-on/register";
import { renderDocx } from "./docx";
import {
  type BusinessRow,
  type ExportSignature,
  exportModel,
  type LetterheadLogo,
  type PolicyRow,
  trialExportModel,
} from "./export-model";
import { renderPdf } from "./pdf";
import { renderReceiptPdf } from "./receipt-pdf";
import { renderRegisterPdf } from "./register-pdf";
import { siteCopyModel } from "./site-copy";
import { renderSiteCopyPdf } from "./site-copy-pdf";

/** What to render: the stored rows, so that parsing the document's HTML happens off the main thread too. */
export type ExportSource =
  | {
      kind: "document";
      policy: PolicyRow;
      business: BusinessRow;
      logo?: LetterheadLogo | null;
      /** The current issue's signatures given on a phone, for its sign-on table. */
      signatures?: ExportSignature[];
      /** Outside reviewers' acceptances of exactly this version, for the document control. */
      acceptances?: Acceptance[];
      /** The team's approval of exactly this text for issue, for the document control. */
      approvals?: IssueApproval[];
    }
  | { kind: "trial"; trial: typeof freeTrials.$inferSelect }
  /** Receipts are PDF only; the view is plain text already. */
  | { kind: "receipt"; receipt: ReceiptView }
  /** A sign-on register is PDF only too. */
  | { kind: "register"; register: RegisterView };

/** A file already rendered, to be put in a ZIP archive. */
export type BundleFile = { name: string; bytes: Uint8Array };

export type RenderTask =
  | { format: "pdf" | "docx"; source: ExportSource }
  /** The one-page site copy of a SWMS or induction, a PDF. */
  | { format: "site-copy"; source: Extract<ExportSource, { kind: "document" }> }
  | { format: "zip"; files: BundleFile[] }
  /** Nothing to render: asked for only to start a thread for exports waiting in the queue. */
  | { format: "wake" };

/** Runs inside an export worker thread: one document in, the file's bytes out (or files in, a ZIP out). */
export default async function render(task: RenderTask): Promise<Uint8Array> {
  if (task.format === "wake") return new Uint8Array();
  if (task.format === "zip") return zip(task.files);
  if (task.format === "site-copy") {
    return renderSiteCopyPdf(
      siteCopyModel(task.source.policy, task.source.business, task.source.logo ?? null),
    );
  }
  const { format, source } = task;
  if (source.kind === "receipt") return renderReceiptPdf(source.receipt);
  if (source.kind === "register") return renderRegisterPdf(source.register);
  const doc =
    source.kind === "trial"
      ? trialExportModel(source.trial)
      : exportModel(
          source.policy,
          source.business,
          source.logo ?? null,
          source.signatures ?? [],
          source.acceptances ?? [],
          source.approvals ?? [],
        );
  return format === "pdf" ? renderPdf(doc) : renderDocx(doc);
}

/**
 * PDF and Word files are compressed already, so they are stored as they are: deflating them again
 * would cost time and save almost nothing.
 */
async function zip(files: BundleFile[]): Promise<Uint8Array> {
  const archive = new JSZip();
  for (const file of files) archive.file(file.name, file.bytes, { binary: true, compression: "STORE" });
  return archive.generateAsync({ type: "uint8array", compression: "STORE" });
}
