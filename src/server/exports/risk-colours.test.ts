import { describe, expect, it } from "vitest";
import { matrixRows } from "../../domain/documents/risk";
import { RISK_FILLS, riskBandOf, riskFill } from "./risk-colours";

describe("riskBandOf", () => {
  it("reads the level of the ratings the documents write", () => {
    expect(riskBandOf("High (12)")).toBe("high");
    expect(riskBandOf("Extreme (20)")).toBe("extreme");
    expect(riskBandOf("Medium (4)")).toBe("medium");
    expect(riskBandOf("Low (2)")).toBe("low");
    expect(riskBandOf("Extreme")).toBe("extreme");
  });

  it("reads ratings typed by hand in other common forms", () => {
    expect(riskBandOf("  medium ")).toBe("medium");
    expect(riskBandOf("Moderate")).toBe("medium");
    expect(riskBandOf("Critical")).toBe("extreme");
    expect(riskBandOf("Very high")).toBe("extreme");
    expect(riskBandOf("High risk")).toBe("high");
    expect(riskBandOf("Low – 3")).toBe("low");
    expect(riskBandOf("High ( 9 )")).toBe("high");
  });

  it("leaves every cell that is more than a rating uncoloured", () => {
    for (const text of [
      "",
      "High-visibility vest",
      "High risk work licence for the plant class",
      "Highly flammable liquids",
      "Low ceiling in the plant room",
      "Supervisor",
      "3 Moderate",
      "Medium (4) before controls, Low after",
      "Extreme (200)",
    ]) {
      expect(riskBandOf(text), text).toBeNull();
    }
  });

  it("colours every cell of the risk matrix the documents print, and nothing else in it", () => {
    for (const row of matrixRows()) {
      const { likelihood, ...cells } = row;
      expect(riskFill(likelihood!)).toBeNull();
      for (const cell of Object.values(cells)) expect(riskFill(cell)).not.toBeNull();
    }
  });

  it("gives each level its own light tint", () => {
    expect(new Set(Object.values(RISK_FILLS)).size).toBe(4);
    for (const fill of Object.values(RISK_FILLS)) {
      const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(fill.slice(i, i + 2), 16) / 255);
      const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      const luminance = 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
      // Dark body text (#0f172a, luminance ~0.01) on the tint: WCAG contrast of at least 7:1.
      expect((luminance + 0.05) / (0.0093 + 0.05)).toBeGreaterThan(7);
    }
  });
});
