import { bundlePath } from "../../contracts/paths";
import { exportFileName } from "../../domain/catalogue";
import type { DocumentContent } from "../../domain/documents/content";
import type { ControlledBusiness, ControlledDocument } from "../../domain/documents/document-control";
import { isSignedTable, type SheetSection } from "../../domain/documents/sign-on-sheet";
import { toast } from "../components/ui/use-toast";
import { ApiRequestError } from "./api";
import { type PrintLetterhead, printableHtml } from "./print-html";

/** The file name the server gave in `Content-Disposition`, if any. */
function serverFileName(res: Response): string | null {
  const header = res.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? null;
}

/**
 * Saves a download under the server's own file name (the server knows the document's type, job
 * and date), or under `fallbackName` when it gives none.
 */
export async function download(url: string, fallbackName: string) {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new ApiRequestError(res.status, await res.text(), res.statusText);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = serverFileName(res) ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export async function exportWord(id: string, title: string) {
  try {
    await download(`/api/policies/${id}/export/docx`, exportFileName(title, "docx"));
    toast({ title: "Word Export", description: "Document exported successfully as Word file." });
  } catch {
    toast({
      title: "Export Failed",
      description: "The Word file could not be created. Please try again.",
      variant: "destructive",
    });
  }
}

export async function exportPdf(id: string, title: string) {
  try {
    await download(`/api/policies/${id}/export/pdf`, exportFileName(title, "pdf"));
    toast({ title: "PDF Export", description: "Document exported successfully as PDF." });
  } catch {
    toast({
      title: "Export Failed",
      description: "The PDF could not be created. Please try again.",
      variant: "destructive",
    });
  }
}

/** The one- or two-page PDF of a job's steps, PPE, permits and emergency contacts for the work area. */
export async function exportSiteCopy(id: string, title: string) {
  try {
    await download(`/api/policies/${id}/export/site-copy`, exportFileName(`${title} site copy`, "pdf"));
    toast({ title: "Site copy", description: "The site copy was exported as a PDF." });
  } catch (error) {
    const reason =
      error instanceof ApiRequestError
        ? error.serverMessage
        : "The site copy could not be created. Please try again.";
    toast({ title: "Export Failed", description: reason, variant: "destructive" });
  }
}

/** Every document of a business (or of one type) as PDF and Word files in one ZIP. */
export async function exportBundle(businessId: string, businessName: string, type?: string) {
  toast({
    title: "Preparing download",
    description: "Each document is exported as PDF and Word; this can take a minute.",
  });
  try {
    await download(bundlePath(businessId, type), exportFileName(`${businessName} documents`, "zip"));
    toast({
      title: "Download ready",
      description: `The documents of ${businessName} were downloaded as a ZIP file.`,
    });
  } catch (error) {
    // The server's message says why (too many documents, too large, too many exports at once).
    const reason =
      error instanceof ApiRequestError
        ? error.serverMessage
        : "The ZIP file could not be created. Please try again.";
    toast({ title: "Export Failed", description: reason, variant: "destructive" });
  }
}

/** The browser's own print path: a clean printable page in a new window. */
export function printDocument(
  doc: ControlledDocument & { content: DocumentContent },
  business: ControlledBusiness & PrintLetterhead,
  sections: SheetSection<string>[] = doc.content.sections,
) {
  const popup = window.open("", "_blank");
  if (!popup) {
    toast({
      title: "Export Failed",
      description: "Please allow popups for PDF export",
      variant: "destructive",
    });
    return;
  }
  // The blank window has no address of its own to resolve the logo's against.
  const logoUrl = business.logoUrl ? new URL(business.logoUrl, window.location.origin).href : null;
  const absolute = sections.map((s) => ({
    ...s,
    tables: s.tables?.map((t) =>
      isSignedTable(t)
        ? {
            ...t,
            signatures: t.signatures.map((g) =>
              g ? { ...g, image: new URL(g.image, window.location.origin).href } : null,
            ),
          }
        : t,
    ),
  }));
  popup.document.write(printableHtml(doc, { ...business, logoUrl }, absolute));
  popup.document.close();
  // The print dialog snapshots the page: the logo has to have arrived first.
  const loading = [...popup.document.images]
    .filter((img) => !img.complete)
    .map(
      (img) =>
        new Promise((done) => {
          img.addEventListener("load", done);
          img.addEventListener("error", done);
        }),
    );
  void Promise.all(loading).then(() => {
    popup.focus();
    popup.print();
  });
  toast({ title: "PDF Export", description: "In the print dialog, choose Save as PDF to keep a copy." });
}
