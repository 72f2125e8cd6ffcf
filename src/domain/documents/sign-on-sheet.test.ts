import { describe, expect, it } from "vitest";
import type { DocTable } from "./content";
import { dayRange, formatSignedAt, isSignedTable, needsToSignAgain, withSignatures } from "./sign-on-sheet";

const signOnTable: DocTable = {
  id: "sign-on",
  caption: "Worker sign-on",
  columns: [
    { key: "name", label: "Name" },
    { key: "role", label: "Position / company" },
    { key: "understood", label: "I have read and understood this SWMS" },
    { key: "signature", label: "Signature" },
    { key: "date", label: "Date" },
  ],
  rows: Array.from({ length: 12 }, () => ({ name: "", role: "", understood: "", signature: "", date: "" })),
};
const content = {
  jurisdiction: "AU-NSW",
  sections: [
    { id: "scope", heading: "Scope", body: "<p>x</p>" },
    { id: "sign-on", heading: "Worker Sign-On", body: "<p>Sign</p>", tables: [signOnTable] },
  ],
};
const sig = (
  name: string,
  signedAt: string,
  extra: Partial<{ cardNumber: string | null; issue: number; receivedAt: string }> = {},
) => ({
  name,
  company: "Tane Scaffolding",
  cardNumber: null,
  signedAt,
  issue: 1,
  image: `img-${name}`,
  ...extra,
});

describe("the sign-on table with phone signatures", () => {
  it("fills the rows in signing order and keeps blank rows for paper after them", () => {
    const sections = withSignatures(
      "swms",
      content,
      [
        sig("Aroha Pene", "2026-11-24T09:00:00Z"),
        sig("Mere Tane", "2026-11-24T08:00:00Z", { cardNumber: "CI-1" }),
      ],
      "AU-NSW",
    );
    const table = sections[1]!.tables![0]!;
    expect(isSignedTable(table)).toBe(true);
    expect(table.rows).toHaveLength(12);
    expect(table.rows[0]).toMatchObject({
      name: "Mere Tane\nCard no. CI-1",
      role: "Tane Scaffolding",
      understood: "Yes",
      signature: "Signed on a phone, version 1",
      date: "24 Nov 2026, 7:00 pm AEDT",
    });
    expect(table.rows[1]!.name).toBe("Aroha Pene");
    expect(table.rows.slice(2).every((r) => Object.values(r).every((v) => v === ""))).toBe(true);
    if (!isSignedTable(table)) throw new Error("not signed");
    expect(table.signatures.map((s) => s?.image ?? null).slice(0, 3)).toEqual([
      "img-Mere Tane",
      "img-Aroha Pene",
      null,
    ]);
    // The stored content is untouched.
    expect(signOnTable.rows[0]!.name).toBe("");
  });

  it("shows when a signature given offline reached the server, beside the phone's own time", () => {
    const sections = withSignatures(
      "swms",
      content,
      [
        sig("Aroha Pene", "2026-11-24T08:00:00Z", { receivedAt: "2026-11-24T08:02:00Z" }),
        sig("Mere Tane", "2026-11-24T09:00:00Z", { receivedAt: "2026-11-25T06:30:00Z" }),
      ],
      "AU-NSW",
    );
    const rows = sections[1]!.tables![0]!.rows;
    // Received a couple of minutes later: an ordinary signature, one time.
    expect(rows[0]!.date).toBe("24 Nov 2026, 7:00 pm AEDT");
    expect(rows[1]!.date).toBe(
      "24 Nov 2026, 8:00 pm AEDT (on the phone, offline)\nReceived 25 Nov 2026, 5:30 pm AEDT",
    );
  });

  it("adds rows when more people sign than the table holds, still leaving paper rows", () => {
    const many = Array.from({ length: 15 }, (_, i) =>
      sig(`Worker ${i}`, `2026-11-24T08:${String(i).padStart(2, "0")}:00Z`),
    );
    const table = withSignatures("swms", content, many, "AU-NSW")[1]!.tables![0]!;
    expect(table.rows).toHaveLength(19);
  });

  it("gives a worker induction a table of its own, and leaves other types and unsigned documents alone", () => {
    const induction = {
      jurisdiction: "NZ",
      sections: [{ id: "sign-off", heading: "Induction Sign-Off", body: "", tables: [] }],
    };
    const [section] = withSignatures(
      "induction",
      induction,
      [sig("Mere Tane", "2026-11-24T08:00:00Z")],
      "NZ",
    );
    expect(section!.tables![0]!.rows).toEqual([
      {
        name: "Mere Tane",
        role: "Tane Scaffolding",
        signature: "Signed on a phone, version 1",
        date: "24 Nov 2026, 9:00 pm NZDT",
      },
    ]);
    expect(withSignatures("swms", content, [], "AU-NSW")).toBe(content.sections);
    expect(withSignatures("incident-form", content, [sig("A", "2026-11-24T08:00:00Z")], "AU-NSW")).toBe(
      content.sections,
    );
  });

  it("puts a contractor's card number in the licence column", () => {
    const contractor = {
      jurisdiction: "AU-VIC",
      sections: [
        {
          id: "sign-on",
          heading: "Contractor Sign-On",
          body: "",
          tables: [
            {
              id: "sign-on",
              caption: "Contractor sign-on",
              columns: ["name", "role", "licence", "insurance", "inductedBy", "signature", "date"].map(
                (key) => ({
                  key,
                  label: key,
                }),
              ),
              rows: [
                {
                  name: "Hand Written",
                  role: "",
                  licence: "",
                  insurance: "Y",
                  inductedBy: "",
                  signature: "",
                  date: "",
                },
              ],
            },
          ],
        },
      ],
    };
    const table = withSignatures(
      "contractor-induction",
      contractor,
      [sig("Mere Tane", "2026-11-24T08:00:00Z", { cardNumber: "CI-1" })],
      "AU-VIC",
    )[0]!.tables![0]!;
    expect(table.rows[0]).toMatchObject({
      name: "Mere Tane",
      licence: "CI-1",
      insurance: "",
      inductedBy: "",
    });
    // The row written by hand stays, after the phone's, with paper rows after it.
    expect(table.rows[1]!.name).toBe("Hand Written");
    expect(table.rows).toHaveLength(6);
  });

  it("prints US times the US way on the state's clock", () => {
    expect(formatSignedAt("2026-11-24T08:00:00Z", "US-TX")).toBe("Nov 24, 2026, 2:00 AM CST");
    expect(formatSignedAt("2026-07-01T12:00:00Z", "UK-GB")).toBe("1 Jul 2026, 13:00 BST");
  });
});

describe("a day range on a jurisdiction's clock", () => {
  it("runs from local midnight to local midnight, across a change of clocks", () => {
    expect(dayRange("2026-11-24", "2026-11-24", "Australia/Sydney")).toEqual({
      start: new Date("2026-11-23T13:00:00Z"),
      end: new Date("2026-11-24T13:00:00Z"),
    });
    // Sydney's clocks go forward on 4 October 2026.
    expect(dayRange("2026-10-03", "2026-10-04", "Australia/Sydney")).toEqual({
      start: new Date("2026-10-02T14:00:00Z"),
      end: new Date("2026-10-04T13:00:00Z"),
    });
  });
});

describe("who needs to sign again", () => {
  const s = (name: string, issue: number, extra: Record<string, unknown> = {}) => ({
    name,
    company: "Tane Scaffolding",
    cardNumber: null as string | null,
    issue,
    voidedAt: null as string | null,
    signedAt: `2026-11-2${issue}T08:00:00Z`,
    ...extra,
  });
  it("lists people who signed an earlier issue but not the current one", () => {
    const list = [
      s("Mere Tane", 1),
      s("mere  TANE", 2, { company: "Tane scaffolding." }),
      s("Aroha Pene", 1),
      s("Aroha Pene", 1, { signedAt: "2026-11-21T09:00:00Z" }),
      s("Voided Earlier", 1, { voidedAt: "2026-11-21T10:00:00Z" }),
      s("Voided Now", 1),
      s("Voided Now", 2, { voidedAt: "2026-11-22T10:00:00Z" }),
      s("Card Holder", 1, { cardNumber: "CI-1", company: "Old Co" }),
      s("Card Holder", 2, { cardNumber: "ci 1", company: "New Co" }),
    ];
    expect(needsToSignAgain(list, 2).map((p) => [p.name, p.signedAt])).toEqual([
      ["Aroha Pene", "2026-11-21T09:00:00Z"],
      ["Voided Now", "2026-11-21T08:00:00Z"],
    ]);
    expect(needsToSignAgain(list, null)).toEqual([]);
  });
});
