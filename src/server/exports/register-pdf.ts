import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { paperFor } from "../../domain/catalogue";
import type { RegisterView } from "../sign-on/register";
import { BRAND, LINES, MUTED, pdfBuffer } from "./pdf";

const SIGNATURE_BOX: [number, number] = [80, 26];

/**
 * A sign-on register on landscape paper: one row per signature, oldest first, with its drawing;
 * a void one is struck through with the reason and time it was voided. Each row shows when the
 * phone says it was signed and when it reached the server.
 */
export async function renderRegisterPdf(view: RegisterView): Promise<Buffer> {
  const paper = paperFor(view.country).points;
  const scope = view.documentTitle ? `Document: ${view.documentTitle}` : "Every document of the business";
  const header = ["Signed", "Name", "Company or trade", "Card number", "Document", "Version", "Signature"];
  const body: Content[][] = [
    header.map((h) => ({ text: h, style: "th" })),
    ...view.rows.map((r): Content[] => {
      const struck = r.voidedAt ? { decoration: "lineThrough" as const, color: MUTED } : {};
      return [
        // The phone's time and the server's: a signing sent later from a phone without reception
        // shows both, so nobody reads the register as saying more than it knows.
        {
          stack: [
            { text: r.signedLocal, style: "td" },
            { text: `Received ${r.receivedLocal}`, style: "td", fontSize: 6.5, color: MUTED },
          ],
        },
        {
          stack: [
            { text: r.name, style: "td", bold: true, ...struck },
            ...(r.voidedAt
              ? [
                  {
                    text: `Void (${r.voidedLocal}): ${r.voidReason ?? ""}`,
                    style: "td",
                    color: "#b91c1c",
                  },
                ]
              : []),
          ],
        },
        { text: r.company, style: "td", ...struck },
        { text: r.cardNumber ?? "", style: "td", ...struck },
        { text: `${r.document}`, style: "td", ...struck },
        { text: String(r.issue), style: "td", ...struck },
        { image: `data:image/png;base64,${r.png}`, fit: SIGNATURE_BOX },
      ];
    }),
  ];
  const content: Content[] = [
    { text: "Sign-on register", color: BRAND, bold: true, fontSize: 16 },
    { text: view.businessName, bold: true, margin: [0, 2, 0, 0] },
    {
      text: `${scope}  ·  Signed ${view.from} to ${view.to} (${view.timeZone})  ·  Made ${view.generatedLocal}`,
      color: MUTED,
      fontSize: 8,
      margin: [0, 2, 0, 10],
    },
    view.rows.length
      ? {
          table: { headerRows: 1, dontBreakRows: true, widths: [88, "*", "*", 70, "*", 40, 88], body },
          layout: LINES,
        }
      : { text: "Nobody signed on in this period.", italics: true },
  ];
  const definition: TDocumentDefinitions = {
    info: {
      title: `Sign-on register ${view.from} to ${view.to}`,
      author: "SafeDraft",
      subject: view.businessName,
    },
    pageSize: { width: paper.width, height: paper.height },
    pageOrientation: "landscape",
    pageMargins: [36, 36, 36, 40],
    defaultStyle: { font: "Roboto", fontSize: 9, lineHeight: 1.15 },
    styles: { th: { bold: true, fillColor: "#f1f5f9", fontSize: 8 }, td: { fontSize: 8 } },
    footer: (page: number, pages: number) => ({
      text: `Sign-on register  ·  ${view.businessName}  ·  Page ${page} of ${pages}`,
      alignment: "center",
      fontSize: 7,
      color: MUTED,
      margin: [36, 14, 36, 0],
    }),
    content,
  };
  return pdfBuffer(definition);
}
