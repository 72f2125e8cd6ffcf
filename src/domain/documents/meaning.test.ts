import { describe, expect, it } from "vitest";
import type { DocSection } from "./content";
import { canonicalRichText } from "./meaning";
import { sameSection } from "./update";
import { highlightChanges } from "./word-diff";

const written = `<p>Report to <a href="https://www.worksafe.qld.gov.au/">WorkSafe Queensland</a> on 1300&nbsp;362 128.</p><ul><li>Call the supervisor.</li><li>Keep the site as it is.</li></ul>`;
// The same text after a round trip through the editor and a save.
const edited = `<p>Report to <a target="_blank" rel="noopener noreferrer nofollow" href="https://www.worksafe.qld.gov.au/">WorkSafe   Queensland</a> on 1300 362 128.</p>
<ul><li><p>Call the supervisor.</p></li><li><p>Keep the site as it is.<br></p></li></ul><p></p>`;

const section = (body: string, cell = "Immediately"): DocSection => ({
  id: "notify",
  heading: "Notifying",
  body,
  tables: [{ id: "t", caption: "Events", columns: [{ key: "when", label: "When" }], rows: [{ when: cell }] }],
});

describe("sections compared by meaning", () => {
  it("an editor's rewrite of the markup (rel, target, list paragraphs, spaces, &nbsp;) is not an edit", () => {
    expect(canonicalRichText(edited)).toBe(canonicalRichText(written));
    expect(sameSection(section(written), section(edited))).toBe(true);
    expect(sameSection(section(written), section(written, " Immediately "))).toBe(true);
  });

  it("a changed word, link target, emphasis or table cell is an edit", () => {
    expect(sameSection(section(written), section(written.replace("supervisor", "owner")))).toBe(false);
    expect(sameSection(section(written), section(written.replace("qld.gov.au/", "qld.gov.au/x")))).toBe(
      false,
    );
    expect(
      sameSection(section(written), section(written.replace("Call the", "<strong>Call</strong> the"))),
    ).toBe(false);
    expect(sameSection(section(written), section(written, "Within 24 hours"))).toBe(false);
  });
});

describe("highlightChanges", () => {
  it("marks only the words that differ, keeping the markup", () => {
    const { current, proposed } = highlightChanges(
      "<p>Tell the <strong>supervisor</strong> at once.</p>",
      "<p>Tell the <strong>owner or manager</strong> at once.</p>",
    );
    expect(current).toBe("<p>Tell the <strong><del>supervisor</del></strong> at once.</p>");
    expect(proposed).toBe("<p>Tell the <strong><ins>owner or manager</ins></strong> at once.</p>");
  });

  it("marks nothing when the texts read the same, and a link's markup is never split", () => {
    const same = highlightChanges(written, edited);
    expect(same.current).not.toMatch(/<del>|<ins>/);
    expect(same.proposed).not.toMatch(/<del>|<ins>/);
    const phone = highlightChanges(written, written.replace("1300&nbsp;362 128", "13 43 00"));
    expect(phone.current).toContain("<del>1300&nbsp;362 128.</del>");
    expect(phone.proposed).toContain("<ins>13 43 00.</ins>");
    expect(phone.proposed).toContain('<a href="https://www.worksafe.qld.gov.au/">WorkSafe Queensland</a>');
  });
});
