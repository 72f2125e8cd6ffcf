import { describe, expect, it } from "vitest";
import { waitWords } from "./wait-words";

describe("the wait a refused caller is told", () => {
  it("reads an hour's window with seconds gone as one hour, never 60 minutes", () => {
    expect(waitWords(3600)).toBe("1 hour");
    expect(waitWords(3599)).toBe("1 hour");
    expect(waitWords(3541)).toBe("1 hour");
  });

  it("rounds minutes up so the wait is never understated", () => {
    expect(waitWords(899)).toBe("15 minutes");
    expect(waitWords(841)).toBe("15 minutes");
    expect(waitWords(61)).toBe("2 minutes");
    expect(waitWords(60)).toBe("1 minute");
  });

  it("counts seconds under a minute and hours past one", () => {
    expect(waitWords(1)).toBe("1 second");
    expect(waitWords(0.2)).toBe("1 second");
    expect(waitWords(45)).toBe("45 seconds");
    expect(waitWords(86_400)).toBe("24 hours");
  });
});
