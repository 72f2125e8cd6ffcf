import type { freeTrials } from "../db/schema";
import type { ReceiptView } from "../receipts/view";
import { renderDocx } from "./docx";
import { type BusinessRow, exportModel, type PolicyRow, trialExportModel } from "./export-model";
import { renderPdf } from "./pdf";
import { renderReceiptPdf } from "./receipt-pdf";

/** What to render: the stored rows, so that parsing the document's HTML happens off the main thread too. */
export type ExportSource =
  | { kind: "document"; policy: PolicyRow; business: BusinessRow }
  | { kind: "trial"; trial: typeof freeTrials.$inferSelect }
  /** Receipts are PDF only; the view is plain text already. */
  | { kind: "receipt"; receipt: ReceiptView };

export type RenderTask = { format: "pdf" | "docx"; source: ExportSource };

/** Runs inside an export worker thread: one document in, the file's bytes out. */
export default async function render({ format, source }: RenderTask): Promise<Uint8Array> {
  if (source.kind === "receipt") return renderReceiptPdf(source.receipt);
  const doc =
    source.kind === "trial" ? trialExportModel(source.trial) : exportModel(source.policy, source.business);
  return format === "pdf" ? renderPdf(doc) : renderDocx(doc);
}
