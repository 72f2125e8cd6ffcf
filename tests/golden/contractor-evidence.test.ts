import { describe, expect, it } from "vitest";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { GOLDEN_BUSINESSES } from "./businesses";
import { composeGolden } from "./render";

const golden = (slug: string) => GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;
/** The evidence a contractor is asked to show for its workers, item by item. */
const evidenceOf = (slug: string) => {
  const doc = renderPlainText(composeGolden(golden(slug), "contractor-induction"));
  const listed = doc.match(/For the work on this site that includes: ([^|]*)/)?.[1] ?? "";
  return listed.trim().split(/, (?=[A-Z])/);
};

describe("a contractor's evidence names each course once", () => {
  it("a builder's operator training for any equipment is asked once and still names the aerial lifts and scaffolding its height work uses", () => {
    const items = evidenceOf("us-tx-construction-20-49");
    expect(items.filter((i) => i.startsWith("Operator training and evaluation"))).toEqual([
      "Operator training and evaluation for the equipment, with the training recorded (including aerial lifts, scaffolding)",
    ]);
  });

  it("a builder whose only plant is for height work still names that plant, worded as where there is more", () => {
    expect(evidenceOf("us-ca-construction-20-49")).toContain(
      "Operator training and evaluation for the equipment, with the training recorded (including aerial lifts, scaffolding)",
    );
  });

  it("an Australian plant licence names the site's forklift the same way whether or not other plant needs one", () => {
    const licence = (slug: string) =>
      evidenceOf(slug).filter((i) => i.startsWith("High risk work licence, in the class the plant requires"));
    const line =
      "High risk work licence, in the class the plant requires, for any plant that needs one (including forklift)";
    // A truss plant whose only such plant is its forklift, and a factory with other mobile plant too.
    expect(licence("au-qld-truss-manufacturing-20-49")).toEqual([line]);
    expect(licence("au-qld-manufacturing-50-199")).toEqual([line]);
  });

  it("asks a contractor's operators for their training on the machine they will use, in each country's words", () => {
    // The evidence a worker brings from their own records, though its words name no licence or ticket.
    expect(evidenceOf("us-ia-hog-farm-6-19")).toContain(
      "Hands-on training on the specific machine the operator will use",
    );
    expect(evidenceOf("uk-gb-warehouse-50-199")).toContain(
      "Familiarisation training on each machine the operator will use, under close supervision",
    );
    expect(evidenceOf("au-qld-manufacturing-50-199")).toContain("Verification of competency on the specific plant");
  });
});
