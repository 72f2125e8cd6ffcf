/**
 * How wide a text prints, in ems (multiply by the font size), so column widths can leave room for
 * a table's longest word or date. The advance widths are Roboto's (the PDF's font; the wider of its
 * regular and bold cut), in thousandths of an em, for the printable ASCII characters from the
 * space on. Calibri, the Word file's font, is narrower than Roboto in every one of them, so the
 * same figures leave Word a little room to spare rather than too little.
 */
const ASCII_WIDTHS = [
  249, 265, 320, 616, 568, 736, 641, 175, 346, 350, 443, 567, 224, 340, 278, 413, 568, 568, 568, 568, 568,
  568, 568, 568, 568, 568, 264, 240, 509, 563, 523, 486, 898, 663, 631, 653, 656, 568, 553, 681, 713, 283,
  556, 632, 540, 875, 713, 689, 638, 689, 629, 605, 609, 654, 646, 887, 631, 611, 603, 271, 417, 271, 429,
  451, 320, 544, 562, 523, 564, 536, 353, 567, 556, 255, 251, 521, 255, 877, 557, 570, 562, 568, 354, 516,
  333, 556, 496, 751, 503, 490, 503, 338, 249, 338, 680,
];
/**
 * Other characters the documents use: dashes, quotes, the no-break space, and the zero-width
 * break the PDF puts in an over-long word.
 */
const OTHER_WIDTHS: Record<string, number> = {
  "\u00a0": 249,
  "\u200b": 0,
  "–": 656,
  "—": 781,
  "“": 384,
  "”": 384,
  "‘": 218,
  "’": 216,
  "•": 350,
  "×": 534,
};
/** A character not listed is taken as wide as a capital, so a guess errs towards room. */
const UNKNOWN_WIDTH = 700;

export function textWidthEm(text: string): number {
  let thousandths = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    thousandths += code >= 32 && code < 127 ? ASCII_WIDTHS[code - 32]! : (OTHER_WIDTHS[ch] ?? UNKNOWN_WIDTH);
  }
  return thousandths / 1000;
}
