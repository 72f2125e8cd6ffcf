import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import type { ReceiptView } from "../receipts/view";
import { BRAND, LINES, MUTED, pdfBuffer } from "./pdf";

/** A one-page receipt (tax invoice when tax is shown): seller, buyer, lines, total, payment, state. */
export async function renderReceiptPdf(r: ReceiptView): Promise<Buffer> {
  const content: Content[] = [
    {
      columns: [
        [
          { text: r.title.toUpperCase(), color: BRAND, bold: true, fontSize: 18 },
          ...(r.testMode ? [{ text: "Test mode — no charge", bold: true, color: "#b45309" }] : []),
        ],
        {
          width: "auto",
          table: {
            body: [
              [
                { text: "Number", style: "th" },
                { text: r.number, style: "td", bold: true },
              ],
              [
                { text: "Issued", style: "th" },
                { text: r.issuedOn, style: "td" },
              ],
              [
                { text: "Paid", style: "th" },
                { text: r.paidOn, style: "td" },
              ],
            ],
          },
          layout: LINES,
        },
      ],
      margin: [0, 0, 0, 16],
    },
    {
      columns: [
        [
          { text: "From", style: "label" },
          { text: r.seller.name, bold: true },
          { text: r.seller.address },
          { text: r.seller.email },
          { text: `${r.seller.taxLabel}: ${r.seller.taxId}` },
        ],
        [
          { text: "To", style: "label" },
          // A company buyer is named by its company first; the person is who bought for it.
          ...r.buyer.lines.map((text, i) => ({ text, bold: i === 0 })),
        ],
      ],
      columnGap: 24,
      margin: [0, 0, 0, 16],
    },
    {
      table: {
        headerRows: 1,
        widths: ["*", "auto", "auto", "auto"],
        body: [
          [
            { text: "Item", style: "th" },
            { text: "Quantity", style: "th", alignment: "right" },
            { text: "Price", style: "th", alignment: "right" },
            { text: "Amount", style: "th", alignment: "right" },
          ],
          ...r.lines.map((l) => [
            {
              stack: [
                { text: l.description, bold: true },
                { text: l.detail, color: MUTED, fontSize: 8 },
              ],
            },
            { text: String(l.quantity), alignment: "right" as const },
            { text: l.unit, alignment: "right" as const },
            { text: l.amount, alignment: "right" as const },
          ]),
          [
            { text: "Total", bold: true, colSpan: 3 },
            {},
            {},
            { text: r.total, bold: true, alignment: "right" as const },
          ],
        ],
      },
      layout: LINES,
      margin: [0, 0, 0, 8],
    },
    { text: r.taxLine, margin: [0, 0, 0, 12] },
    {
      table: {
        widths: ["30%", "*"],
        body: [
          [{ text: "Currency", style: "th" }, { text: r.currency }],
          [{ text: "Payment method", style: "th" }, { text: r.paymentMethod }],
          [
            { text: "Status", style: "th" },
            { text: r.status, bold: r.refunded },
          ],
        ],
      },
      layout: LINES,
    },
    {
      text: `Questions about this receipt: ${r.seller.email}`,
      fontSize: 8,
      color: MUTED,
      margin: [0, 16, 0, 0],
    },
  ];
  const definition: TDocumentDefinitions = {
    info: {
      title: `${r.title} ${r.number}`,
      author: r.seller.name,
      subject: `${r.title} for ${r.buyer.name}`,
    },
    pageSize: "A4",
    pageMargins: [48, 56, 48, 56],
    defaultStyle: { font: "Roboto", fontSize: 10, lineHeight: 1.2 },
    styles: {
      th: { bold: true, fillColor: "#f1f5f9", fontSize: 9 },
      td: { fontSize: 10 },
      label: { fontSize: 8, color: MUTED, bold: true, margin: [0, 0, 0, 2] },
    },
    ...(r.refunded ? { watermark: { text: "REFUNDED", opacity: 0.1, bold: true, angle: -40 } } : {}),
    content,
  };
  return pdfBuffer(definition);
}
