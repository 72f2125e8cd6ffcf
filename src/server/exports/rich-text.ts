import { Parser } from "htmlparser2";

/**
 * Section bodies are sanitised HTML (p, h3, h4, strong, em, u, s, ul, ol, li, br, a, blockquote).
 * Both export formats need the same thing from them: a flat list of blocks made of styled runs,
 * so Word and PDF keep the same bold, italic, underline, lists and links the editor shows.
 */
export type Marks = { bold?: boolean; italic?: boolean; underline?: boolean; strike?: boolean };
export type Run = { text: string; marks: Marks; href?: string } | { lineBreak: true };

export type Block =
  | { kind: "paragraph"; runs: Run[]; quote?: boolean }
  | { kind: "heading"; level: 3 | 4; runs: Run[] }
  /** `number` counts from 1 within its list; `level` 0 is the outermost list. */
  | { kind: "list-item"; ordered: boolean; level: number; number: number; runs: Run[] };

const MARK_TAGS: Record<string, keyof Marks> = {
  strong: "bold",
  b: "bold",
  em: "italic",
  i: "italic",
  u: "underline",
  s: "strike",
};

export function parseRichText(html: string): Block[] {
  const blocks: Block[] = [];
  const marks: (keyof Marks)[] = [];
  const links: string[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let quote = 0;
  /** How many list items are open: the editor writes an item's text as <li><p>…</p></li>. */
  let items = 0;
  let current: Block | null = null;

  const flush = () => {
    if (current) {
      trimRuns(current.runs);
      if (current.runs.length > 0) blocks.push(current);
    }
    current = null;
  };
  const open = (block: Block) => {
    flush();
    current = block;
  };
  const ensureBlock = (): Block => {
    if (!current) current = { kind: "paragraph", runs: [], ...(quote ? { quote: true } : {}) };
    return current;
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name in MARK_TAGS) marks.push(MARK_TAGS[name]!);
        else if (name === "a") links.push(safeHref(attrs.href));
        else if (name === "p") {
          // A paragraph inside a list item is that item's text (a second one, a new line of it).
          const item = items > 0 && current?.kind === "list-item" ? current : null;
          if (item) {
            if (item.runs.length > 0) item.runs.push({ lineBreak: true });
          } else open({ kind: "paragraph", runs: [], ...(quote ? { quote: true } : {}) });
        } else if (name === "h3" || name === "h4")
          open({ kind: "heading", level: name === "h3" ? 3 : 4, runs: [] });
        else if (name === "ul" || name === "ol") {
          flush();
          lists.push({ ordered: name === "ol", count: 0 });
        } else if (name === "li") {
          items += 1;
          const list = lists.at(-1) ?? { ordered: false, count: 0 };
          list.count += 1;
          open({
            kind: "list-item",
            ordered: list.ordered,
            level: Math.max(0, lists.length - 1),
            number: list.count,
            runs: [],
          });
        } else if (name === "br") ensureBlock().runs.push({ lineBreak: true });
        else if (name === "blockquote") {
          flush();
          quote += 1;
        }
      },
      ontext(raw) {
        const text = raw.replace(/\s+/g, " ");
        if (!text.trim() && !current) return;
        const block = ensureBlock();
        const active: Marks = {};
        for (const m of marks) active[m] = true;
        const href = links.at(-1);
        const last = block.runs.at(-1);
        if (last && "text" in last && sameStyle(last, active, href)) last.text += text;
        else block.runs.push({ text, marks: active, ...(href ? { href } : {}) });
      },
      onclosetag(name) {
        if (name in MARK_TAGS) {
          const i = marks.lastIndexOf(MARK_TAGS[name]!);
          if (i >= 0) marks.splice(i, 1);
        } else if (name === "a") links.pop();
        else if (name === "p") {
          if (!(items > 0 && current?.kind === "list-item")) flush();
        } else if (name === "h3" || name === "h4") flush();
        else if (name === "li") {
          items = Math.max(0, items - 1);
          flush();
        } else if (name === "ul" || name === "ol") {
          flush();
          lists.pop();
        } else if (name === "blockquote") {
          flush();
          quote = Math.max(0, quote - 1);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}

/**
 * Stored bodies are sanitised on save, but the exporters do not rely on it: a link becomes a
 * live hyperlink in Word and PDF only for web and mail addresses; any other is kept as text.
 */
function safeHref(href: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore controls and spaces in a scheme
  const target = (href ?? "").replace(/[\u0000-\u0020]/g, "");
  return /^(https?:|mailto:)/i.test(target) ? (href ?? "").trim() : "";
}

function sameStyle(run: { marks: Marks; href?: string }, marks: Marks, href: string | undefined) {
  const keys: (keyof Marks)[] = ["bold", "italic", "underline", "strike"];
  return run.href === href && keys.every((k) => Boolean(run.marks[k]) === Boolean(marks[k]));
}

/** Drops the whitespace HTML layout leaves at the edges of a block. */
function trimRuns(runs: Run[]) {
  const first = runs[0];
  if (first && "text" in first) first.text = first.text.trimStart();
  const last = runs.at(-1);
  if (last && "text" in last) last.text = last.text.trimEnd();
  for (let i = runs.length - 1; i >= 0; i--) {
    const run = runs[i]!;
    if ("text" in run && run.text === "") runs.splice(i, 1);
  }
  while (runs.length > 0 && "lineBreak" in runs.at(-1)!) runs.pop();
}

/** The plain text of a list of runs, e.g. for a table of contents or a search. */
export function runsText(runs: Run[]): string {
  return runs.map((r) => ("text" in r ? r.text : "\n")).join("");
}
