import { describe, expect, it } from "vitest";
import { parseRichText } from "./rich-text";

describe("rich text for exports", () => {
  it("keeps bold, italic, underline and links as styled runs", () => {
    const [block] = parseRichText(
      '<p>Wear <strong>gloves</strong>, <em>always <u>check</u></em> the <a href="https://example.com">SDS</a>.</p>',
    );
    expect(block).toEqual({
      kind: "paragraph",
      runs: [
        { text: "Wear ", marks: {} },
        { text: "gloves", marks: { bold: true } },
        { text: ", ", marks: {} },
        { text: "always ", marks: { italic: true } },
        { text: "check", marks: { italic: true, underline: true } },
        { text: " the ", marks: {} },
        { text: "SDS", marks: {}, href: "https://example.com" },
        { text: ".", marks: {} },
      ],
    });
  });

  it("numbers ordered lists from 1 in each list and nests levels", () => {
    const blocks = parseRichText(
      "<ol><li>One</li><li>Two<ul><li>Inner</li></ul></li></ol><ol><li>Again</li></ol>",
    );
    expect(blocks.map((b) => (b.kind === "list-item" ? [b.ordered, b.level, b.number] : b.kind))).toEqual([
      [true, 0, 1],
      [true, 0, 2],
      [false, 1, 1],
      [true, 0, 1],
    ]);
  });

  it("decodes entities, collapses layout whitespace and keeps line breaks", () => {
    const [heading, para] = parseRichText("<h3>Fire &amp; smoke</h3>\n  <p>  Line one<br>line\n   two  </p>");
    expect(heading).toEqual({ kind: "heading", level: 3, runs: [{ text: "Fire & smoke", marks: {} }] });
    expect(para?.runs).toEqual([
      { text: "Line one", marks: {} },
      { lineBreak: true },
      { text: "line two", marks: {} },
    ]);
  });

  it("drops empty paragraphs and gives loose text a paragraph of its own", () => {
    expect(parseRichText("<p>  </p>Loose text<p></p>")).toEqual([
      { kind: "paragraph", runs: [{ text: "Loose text", marks: {} }] },
    ]);
  });

  it("keeps a list item whose text the editor wrapped in paragraphs a list item", () => {
    const blocks = parseRichText(
      "<ul><li><p>Check anchors before each shift</p></li><li><p><em>Tether</em> every tool</p><p>and log it</p></li></ul><p>After</p>",
    );
    expect(blocks.map((b) => b.kind)).toEqual(["list-item", "list-item", "paragraph"]);
    expect(blocks[0]).toMatchObject({
      ordered: false,
      number: 1,
      runs: [{ text: "Check anchors before each shift" }],
    });
    expect(blocks[1]).toMatchObject({
      number: 2,
      runs: [
        { text: "Tether", marks: { italic: true } },
        { text: " every tool" },
        { lineBreak: true },
        { text: "and log it" },
      ],
    });
  });
});
