import { JSDOM } from "jsdom";

import { RICH_TEXT_TAG_NAMES, SAFE_HREF } from "./rich-text-rules";

export { SAFE_HREF };

const RICH_TEXT_TAGS = new Set(RICH_TEXT_TAG_NAMES);

/**
 * Everything in a piece of HTML that could run or load something, as a browser parses it:
 * tags outside the rich-text allow-list, any attribute but a link's href and rel, and links
 * to anything but web and mail addresses. Empty means inert. (Escaped text such as
 * "&lt;img onerror=…&gt;" is text to a browser, and is rightly not reported.)
 */
export function liveMarkupIn(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  const problems: string[] = [];
  for (const el of document.body.querySelectorAll("*")) {
    if (!RICH_TEXT_TAGS.has(el.tagName)) problems.push(`<${el.tagName.toLowerCase()}>`);
    for (const name of el.getAttributeNames()) {
      if (el.tagName === "A" && (name === "href" || name === "rel")) continue;
      problems.push(`${el.tagName.toLowerCase()}[${name}]`);
    }
    const href = el.getAttribute("href");
    if (el.tagName === "A" && href !== null && !SAFE_HREF.test(href.trim())) problems.push(`a[href=${href}]`);
  }
  return problems;
}
