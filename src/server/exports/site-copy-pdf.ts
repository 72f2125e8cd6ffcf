import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { softWrapped } from "./long-words";
import {
  BRAND,
  LINES,
  LOGO_IMAGE,
  letterhead,
  letterheadHeight,
  letterheadImage,
  MUTED,
  pdfBuffer,
} from "./pdf";
import { riskFill } from "./risk-colours";
import type { SiteCopy } from "./site-copy";

const MARGIN = 32;
const EMERGENCY = "#b91c1c";

/**
 * The site copy as a PDF of one or two pages: compact type, the job and emergency number where
 * the eye lands first, and the steps as one table a crew can read down before starting.
 */
export function renderSiteCopyPdf(written: SiteCopy): Promise<Buffer> {
  // The letterhead keeps its logo's bytes as they are: soft wrapping rebuilds plain objects.
  const copy = { ...softWrapped(written), letterhead: written.letterhead };
  const logoImage = letterheadImage(copy.letterhead);
  const content: Content[] = [
    {
      columns: [
        {
          width: "*",
          stack: [
            { text: "SITE COPY · keep at the work area", color: BRAND, bold: true, fontSize: 9 },
            { text: copy.title, fontSize: 14, bold: true, margin: [0, 2, 0, 0] },
          ],
        },
        {
          width: "auto",
          table: {
            body: [
              [
                {
                  stack: [
                    { text: "EMERGENCY", fontSize: 8, bold: true, color: "#ffffff" },
                    { text: copy.emergencyNumber, fontSize: 20, bold: true, color: "#ffffff" },
                  ],
                  fillColor: EMERGENCY,
                  alignment: "center",
                  margin: [8, 2, 8, 2],
                },
              ],
            ],
          },
          layout: "noBorders",
        },
      ],
      columnGap: 12,
      margin: [0, 0, 0, 8],
    },
    keyValueGrid(copy.job),
    heading(copy.stepLabel === "Step" ? "Steps and key controls" : "Hazards and key controls"),
    stepsTable(copy),
    {
      columns: [
        { width: "*", stack: [heading("PPE"), bulletList(copy.ppe)] },
        { width: "*", stack: [heading("Permits and competencies"), bulletList(copy.permits)] },
      ],
      columnGap: 16,
    },
    heading("Emergency"),
    {
      columns: [
        {
          width: "*",
          table: {
            widths: ["45%", "*"],
            body: copy.contacts.map(([label, value]) => [
              { text: label, bold: true, fontSize: 8.5 },
              // An empty value is a line to write the name or number on.
              { text: value || " ", fontSize: 8.5, ...(value ? {} : { margin: [0, 5, 0, 5] }) },
            ]),
          },
          layout: LINES,
        },
        copy.emergencySteps.length
          ? { width: "*", ol: copy.emergencySteps.map((s) => ({ text: s, fontSize: 8.5 })) }
          : { width: "*", text: "" },
      ],
      columnGap: 16,
    },
  ];

  const definition: TDocumentDefinitions = {
    info: {
      title: `${copy.title} – site copy`,
      author: "SafeDraft",
      subject: `${copy.documentName} site copy`,
    },
    pageSize: { width: copy.paper.points.width, height: copy.paper.points.height },
    // The same letterhead as the full PDF and Word, so the copy on the site board shows whose it is.
    pageMargins: [MARGIN, letterheadHeight(copy.letterhead), MARGIN, 40],
    header: (_page: number, _pages: number, size: { width: number }) =>
      letterhead(copy.letterhead, copy.title, size.width - 2 * MARGIN - 1, MARGIN),
    ...(logoImage ? { images: { [LOGO_IMAGE]: logoImage } } : {}),
    defaultStyle: { font: "Roboto", fontSize: 9, lineHeight: 1.15, color: "#0f172a" },
    footer: (page: number, pages: number) => ({
      text: `Site copy of ${copy.documentName} ${copy.job.find(([k]) => k === "Version")?.[1] ?? ""}, ${copy.businessName}. The full document holds every hazard, control and legal reference.  ·  Page ${page} of ${pages}`,
      alignment: "center",
      fontSize: 7,
      color: MUTED,
      margin: [MARGIN, 16, MARGIN, 0],
    }),
    content,
  };
  return pdfBuffer(definition);
}

function heading(text: string): Content {
  return { text, bold: true, fontSize: 10.5, color: BRAND, margin: [0, 9, 0, 3] };
}

function bulletList(items: string[]): Content {
  if (!items.length)
    return { text: "None listed in the document.", italics: true, color: MUTED, fontSize: 8.5 };
  return { ul: items.map((i) => ({ text: i, fontSize: 8.5 })), margin: [0, 0, 0, 0] };
}

/** The job details two pairs to a row, so five details take three short rows. */
function keyValueGrid(pairs: [string, string][]): Content {
  const cells = pairs.flatMap(([k, v]) => [
    { text: k, bold: true, fillColor: "#f1f5f9", fontSize: 8.5 },
    { text: v || " ", fontSize: 8.5 },
  ]);
  while (cells.length % 4) cells.push({ text: "", fillColor: "#ffffff", fontSize: 8.5, bold: false });
  const body = [];
  for (let i = 0; i < cells.length; i += 4) body.push(cells.slice(i, i + 4));
  return { table: { widths: [52, "*", 52, "*"], body }, layout: LINES };
}

function stepsTable(copy: SiteCopy): Content {
  const isSteps = copy.stepLabel === "Step";
  const rated = copy.steps.some((s) => s.risk);
  const header = [
    { text: copy.stepLabel, bold: true, fillColor: "#f1f5f9", fontSize: 8 },
    ...(isSteps ? [{ text: "Activity", bold: true, fillColor: "#f1f5f9", fontSize: 8 }] : []),
    { text: "Key control", bold: true, fillColor: "#f1f5f9", fontSize: 8 },
    ...(rated ? [{ text: "Risk with controls", bold: true, fillColor: "#f1f5f9", fontSize: 8 }] : []),
  ];
  const rows = copy.steps.map((s) => {
    const fill = riskFill(s.risk);
    return [
      { text: s.step, fontSize: 8.5, bold: !isSteps },
      ...(isSteps ? [{ text: s.activity, fontSize: 8.5 }] : []),
      {
        text: [
          { text: s.control || " " },
          s.moreControls
            ? {
                text: ` +${s.moreControls} more in the full document`,
                color: MUTED,
                fontSize: 7.5,
              }
            : "",
        ],
        fontSize: 8.5,
      },
      ...(rated
        ? [{ text: s.risk || " ", fontSize: 8.5, ...(fill ? { fillColor: `#${fill}`, bold: true } : {}) }]
        : []),
    ];
  });
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [...(isSteps ? [24, "32%"] : ["28%"]), "*", ...(rated ? [52] : [])],
      body: [
        header,
        ...(rows.length
          ? rows
          : [[{ text: "No steps listed.", colSpan: header.length }, ...header.slice(1).map(() => ({}))]]),
      ],
    },
    layout: LINES,
  };
}
