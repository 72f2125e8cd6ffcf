import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { textOf } from "../../html";
import { builderProfile, input, JURISDICTION_CODES, labels, SHOP, section, table } from "../test-fixture";

describe.each(JURISDICTION_CODES)("incident-form in %s", (code) => {
  const profile = builderProfile(code);

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

    // A form for serious injuries lists, under "If someone has died or been seriously injured", the
    // deadline of every death and serious injury event the law names, a loss of an eye included.
    const serious = composeDocument(input("incident-form", code, SHOP, { incidentTypes: ["major-injury"] }));
    const lead = textOf(section(serious, "notification").body);
    const listed = lead.slice(lead.indexOf("If someone has died"));
    const urgentEvents = profile.incidentNotification.deadlines.filter((d) =>
      /death|died|fatal|hospital|amputation|loss of an eye|serious injury/i.test(d.event),
    );
    expect(urgentEvents.length, code).toBeGreaterThan(0);
    for (const d of urgentEvents)
      expect(listed, `${code}: ${d.event}`).toContain(`${d.event}: ${d.deadline}`);

    const minor = composeDocument(input("incident-form", code, SHOP, { incidentTypes: ["minor-injury"] }));
    expect(textOf(section(minor, "notification").body)).not.toContain("If someone has died");
  });
});
