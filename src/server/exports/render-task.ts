import type { freeTrials } from "../db/schema";
import { renderDocx } from "./docx";
import {
  type BusinessRow,
  exportModel,
  type LetterheadLogo,
  type PolicyRow,
  trialExportModel,
} from "./export-model";
import { renderPdf } from "./pdf";

/** What to render: the stored rows, so that parsing the document's HTML happens off the main thread too. */
export type ExportSource =
  | { kind: "document"; policy: PolicyRow; business: BusinessRow; logo?: LetterheadLogo | null }
  | { kind: "trial"; trial: typeof freeTrials.$inferSelect };

export type RenderTask = { format: "pdf" | "docx"; source: ExportSource };

/** Runs inside an export worker thread: one document in, the file's bytes out. */
export default async function render({ format, source }: RenderTask): Promise<Uint8Array> {
  const doc =
    source.kind === "trial"
      ? trialExportModel(source.trial)
      : exportModel(source.policy, source.business, source.logo ?? null);
  return format === "pdf" ? renderPdf(doc) : renderDocx(doc);
}
