// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { RegisterExport } from "./RegisterExport";

beforeEach(() => {
  // 3 pm in London on 24 November is 2 am on the 25th in Sydney and 7 am on the 24th in California.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-24T15:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

it("starts at the business's own today, so a Sydney business's signatures of this morning are in range", () => {
  render(<RegisterExport businessId="b1" clock="AU-NSW" name="Harbour Roofing" />);
  expect(screen.getByLabelText("to")).toHaveValue("2026-11-25");
  expect(screen.getByLabelText("Signed from")).toHaveValue("2026-10-27");
});

it("and a Californian business's today where it is still the 24th", () => {
  render(<RegisterExport businessId="b2" clock="US-CA" name="Golden Gate Roofing" />);
  expect(screen.getByLabelText("to")).toHaveValue("2026-11-24");
});
