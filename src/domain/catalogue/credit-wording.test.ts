import { describe, expect, it } from "vitest";
import {
  allUsedMessage,
  bundleCreditsLine,
  CREDIT_RULE,
  creditSummary,
  packCreditStates,
  packCreditsLine,
  packLeftLabel,
  receiptCreditsDetail,
} from "./credit-wording";
import { bundleDocumentCount } from "./packs";

describe("what a credit buys, in words", () => {
  it("says credits are shared across businesses and jobs, counted from the catalogue", () => {
    expect(CREDIT_RULE).toMatch(/any of your businesses and any job/);
    expect(packCreditsLine("core")).toBe(
      "5 credits: 5 documents in all, for any of your businesses and jobs",
    );
    expect(bundleCreditsLine()).toContain(`${bundleDocumentCount()} credits in all`);
    expect(bundleCreditsLine()).toContain("for one business");
    expect(receiptCreditsDetail(["core"])).toBe(
      "5 credits: 5 documents from the Core Document pack in all, for any of your businesses and jobs",
    );
    expect(receiptCreditsDetail(["core", "wellbeing-hr"])).toMatch(
      /^10 credits: 10 documents from these packs/,
    );
  });

  it("tells none bought, some left and all used apart, pack by pack", () => {
    expect(creditSummary({ left: {}, used: {} })).toBe("none");
    const some = { left: { core: 2, "wellbeing-hr": 0 }, used: { core: 3, "wellbeing-hr": 5 } };
    expect(creditSummary(some)).toBe("some-left");
    expect(packCreditStates(some).map((s) => `${s.name} ${packLeftLabel(s)}`)).toEqual([
      "Core 2 left of 5",
      "Wellbeing 0 left of 5",
    ]);
    const spent = { left: { core: 0 }, used: { core: 5 } };
    expect(creditSummary(spent)).toBe("all-used");
    expect(allUsedMessage(spent)).toBe(
      "You have used all your credits (5 documents made). Buy a pack again to make more documents.",
    );
  });
});
