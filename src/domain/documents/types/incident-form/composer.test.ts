import { describe, expect, it } from "vitest";
import { profileFor } from "../../../legal";
import { composeDocument } from "../../engine";
import { textOf } from "../../html";
import { input, JURISDICTION_CODES, labels, SHOP, section, table } from "../test-fixture";

describe.each(JURISDICTION_CODES)("incident-form in %s", (code) => {
  const profile = profileFor(code);

  it("incident form puts notification first and handles the chosen incident types", () => {
    const doc = composeDocument(input("incident-form", code));
    expect(doc.sections[0]?.id).toBe("notification");
    const notification = section(doc, "notification");
    const text = textOf(notification.body);
    expect(text).toContain("If someone has died");
    expect(text).toMatch(/Near miss/);
    if (profile.regulator.notificationPhone) expect(text).toContain(profile.regulator.notificationPhone);
    const deadlines = table(doc, "notification");
    expect(deadlines.rows).toHaveLength(profile.incidentNotification.deadlines.length);

    const details = table(doc, "incident-details");
    expect(details.rows.find((r) => r.field === "Date of incident")?.value).toBe("");
    expect(details.rows.find((r) => r.field === "Type of incident (circle one)")?.value).toBe(
      "Near Miss / Fatality",
    );
    expect(labels(table(doc, "corrective-actions"))).toContain("Hierarchy of controls level");
    expect(labels(table(doc, "injury-details"))).toEqual(
      expect.arrayContaining(["Body part (left / right)", "Nature of injury or illness"]),
    );

    const minor = composeDocument(input("incident-form", code, SHOP, { incidentTypes: ["minor-injury"] }));
    expect(textOf(section(minor, "notification").body)).not.toContain("If someone has died");
  });
});
