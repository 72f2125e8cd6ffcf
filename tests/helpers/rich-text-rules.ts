/** What the editor can produce, and so all a stored section body may hold. */
export const RICH_TEXT_TAG_NAMES = [
  "P",
  "H3",
  "H4",
  "STRONG",
  "EM",
  "U",
  "S",
  "UL",
  "OL",
  "LI",
  "BR",
  "A",
  "BLOCKQUOTE",
];

/** The only link targets a stored or exported link may have. */
export const SAFE_HREF = /^(https?:|mailto:)/i;
