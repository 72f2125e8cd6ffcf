import { describe, expect, it } from "vitest";
import { documentFileName, fileNameWords, fileTypeName } from "./file-names";
import { REGIONS } from "./regions";
import { localDay, timeZoneOf } from "./time-zones";

const swms = {
  type: "swms" as const,
  country: "AU",
  title:
    "Safe Work Method Statement – Installing a new main switchboard in a commercial office, Level 2, 100 Collins St, Melbourne VIC 3000 – Hart Electrical Pty Ltd",
  metadata: {
    activity: "Installing a new main switchboard in a commercial office",
    location: "Level 2, 100 Collins St, Melbourne VIC 3000",
  },
  at: "2026-12-02T01:00:00Z",
  jurisdiction: "AU-VIC",
};

describe("documentFileName", () => {
  it("names a per-job document by the type's short name, the job's short name and the date", () => {
    expect(documentFileName(swms, "pdf")).toBe("SWMS_Installing-a-new-main-switchboard_2026-12-02.pdf");
    expect(documentFileName(swms, "docx")).toBe("SWMS_Installing-a-new-main-switchboard_2026-12-02.docx");
  });

  it("uses each country's own short name for the same type", () => {
    expect(documentFileName({ ...swms, country: "UK" }, "pdf")).toMatch(/^RAMS_/);
    expect(documentFileName({ ...swms, country: "US" }, "pdf")).toMatch(/^JSA_/);
    expect(fileTypeName("sop-template", "NZ")).toBe("SOP");
    expect(fileTypeName("risk-assessment", "AU")).toBe("Risk-Assessment");
  });

  it("names a business-wide document by its title without repeating the type", () => {
    const name = documentFileName(
      {
        type: "policy",
        country: "AU",
        title: "WHS Policy – Hart Electrical Pty Ltd",
        metadata: {},
        at: "2026-12-02T01:00:00Z",
        jurisdiction: "AU-VIC",
      },
      "pdf",
    );
    expect(name).toBe("WHS-Policy_Hart-Electrical-Pty-Ltd_2026-12-02.pdf");
  });

  it("falls back to the site, then the title, for a per-job document without a job", () => {
    const incident = {
      type: "incident-form" as const,
      country: "AU",
      title: "Incident Report Form – 12 Dock Rd – Hart Logistics",
      at: "2026-12-02T01:00:00Z",
      jurisdiction: "AU-VIC",
    };
    expect(documentFileName({ ...incident, metadata: { location: "12 Dock Rd" } }, "pdf")).toBe(
      "Incident-Report-Form_12-Dock-Rd_2026-12-02.pdf",
    );
    expect(documentFileName({ ...incident, metadata: {} }, "pdf")).toBe(
      "Incident-Report-Form_12-Dock-Rd-Hart-Logistics_2026-12-02.pdf",
    );
  });

  it("adds a variant such as the site copy", () => {
    expect(documentFileName({ ...swms, variant: "site copy" }, "pdf")).toBe(
      "SWMS_Installing-a-new-main-switchboard_site-copy_2026-12-02.pdf",
    );
  });

  it("keeps only safe characters and a bounded length, whatever the customer typed", () => {
    const name = documentFileName(
      {
        ...swms,
        metadata: {
          activity: `Café "fit-out" & <demolition> / ../../etc\\passwd ${"x".repeat(500)} : * ? |`,
        },
      },
      "pdf",
    );
    expect(name).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(name).toBe("SWMS_Cafe-fit-out-and-demolition-etc-passwd_2026-12-02.pdf");
    const long = documentFileName({ ...swms, metadata: { activity: "y".repeat(300) } }, "pdf");
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long).toMatch(/^SWMS_y{40}_2026-12-02\.pdf$/);
  });

  it("never leaves an empty part or a malformed date", () => {
    expect(
      documentFileName({ ...swms, metadata: { activity: "!!!" }, title: "???", at: "not a date" }, "pdf"),
    ).toBe("SWMS.pdf");
  });
});

describe("fileNameWords", () => {
  it("cuts at a word and never ends on a little word", () => {
    expect(fileNameWords("Installing a new main switchboard in a commercial office", 40)).toBe(
      "Installing-a-new-main-switchboard",
    );
    expect(fileNameWords("Roof work at the depot", 12)).toBe("Roof-work");
  });
});

describe("the day in a file name", () => {
  const named = (at: string, jurisdiction: string) =>
    documentFileName({ ...swms, country: "AU", at, jurisdiction }, "pdf").slice(-14, -4);

  it("is the business's local day, not UTC's, on both sides of local midnight", () => {
    // Sydney keeps daylight time in December (UTC+11): 8 am on the 4th is 9 pm on the 3rd in UTC.
    expect(named("2026-12-03T21:00:00Z", "AU-NSW")).toBe("2026-12-04");
    expect(named("2026-12-03T12:59:00Z", "AU-NSW")).toBe("2026-12-03");
    expect(named("2026-12-03T13:00:00Z", "AU-NSW")).toBe("2026-12-04");
    // New Zealand, UTC+13 in December.
    expect(named("2026-12-03T10:59:00Z", "NZ")).toBe("2026-12-03");
    expect(named("2026-12-03T11:00:00Z", "NZ")).toBe("2026-12-04");
    // Great Britain in summer time (UTC+1) and in winter (UTC+0).
    expect(named("2026-06-30T22:59:00Z", "UK-GB")).toBe("2026-06-30");
    expect(named("2026-06-30T23:00:00Z", "UK-GB")).toBe("2026-07-01");
    expect(named("2026-12-03T23:59:00Z", "UK-GB")).toBe("2026-12-03");
    // California, UTC-8 in December: the evening of the 3rd is already the 4th in UTC.
    expect(named("2026-12-04T07:59:00Z", "US-CA")).toBe("2026-12-03");
    expect(named("2026-12-04T08:00:00Z", "US-CA")).toBe("2026-12-04");
  });
});

describe("localDay", () => {
  it("knows a clock for every jurisdiction a business may choose", () => {
    for (const code of Object.values(REGIONS).flatMap((list) => list.map((r) => r.code))) {
      if (code === "US-FED") continue;
      expect(timeZoneOf(code), code).not.toBe("UTC");
    }
    // A federal-OSHA business could be anywhere in the country: UTC, as its location is unknown.
    expect(localDay("2026-12-03T23:30:00Z", "US-FED")).toBe("2026-12-03");
    expect(localDay("not a date", "AU-NSW")).toBe("");
  });
});
