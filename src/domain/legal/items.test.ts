import { describe, expect, it } from "vitest";
import { profileOn } from ".";
import { changedPaths, fingerprint, itemsOverlap, recordReads } from "./items";

describe("knowledge items", () => {
  it("records each field read, down to texts and lists, without changing what is read", () => {
    const real = profileOn("AU-NSW", "2026-11-23");
    const { profile, reads } = recordReads(real);
    expect(profile.regulator.notificationPhone).toBe(real.regulator.notificationPhone);
    expect(profile.incidentNotification.requirements).toEqual(real.incidentNotification.requirements);
    expect([...reads].sort()).toEqual(["incidentNotification.requirements", "regulator.notificationPhone"]);
  });

  it("finds the fields a dated rule changes", () => {
    const paths = changedPaths(profileOn("AU-NSW", "2025-08-21"), profileOn("AU-NSW", "2025-08-22"));
    expect(paths).toContain("primaryRegulations.id");
    expect(paths).not.toContain("regulator.notificationPhone");
  });

  it("matches an item with the fields inside it, not with a field that only shares a prefix", () => {
    expect(itemsOverlap("AU-NSW:hazardCitations", "AU-NSW:hazardCitations.asbestos")).toBe(true);
    expect(itemsOverlap("AU-NSW:regulator.notificationPhone", "AU-NSW:regulator.notificationPhone")).toBe(
      true,
    );
    expect(itemsOverlap("AU-NSW:regulator.name", "AU-NSW:regulator.nameShort")).toBe(false);
    expect(itemsOverlap("AU-NSW:regulator.name", "AU-VIC:regulator.name")).toBe(false);
  });

  it("fingerprints by value, whatever the key order", () => {
    expect(fingerprint({ a: 1, b: [2, "x"] })).toBe(fingerprint({ b: [2, "x"], a: 1 }));
    expect(fingerprint("13 10 50")).not.toBe(fingerprint("13 10 99"));
  });
});
