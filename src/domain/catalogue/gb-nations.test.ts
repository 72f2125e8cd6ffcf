import { describe, expect, it } from "vitest";
import { gbPlaceOf } from "./gb-nations";

describe("gbPlaceOf", () => {
  it("reads Scotland from a Scottish postcode area", () => {
    expect(gbPlaceOf("Shore base, Lochaline, Morvern PA80 5XT")).toBe("scotland");
    expect(gbPlaceOf("1 George Square, Glasgow G2 1DU")).toBe("scotland");
    expect(gbPlaceOf("Lerwick ze1 0lL")).toBe("scotland");
    expect(gbPlaceOf("High Street, Annan DG12 6AJ")).toBe("scotland");
    expect(gbPlaceOf("Market Square, Kelso TD5 7HF")).toBe("scotland");
  });

  it("reads England and Wales from any other area of Great Britain", () => {
    expect(gbPlaceOf("Unit 7, Magna Park, Lutterworth LE17 4XN")).toBe("england-wales");
    expect(gbPlaceOf("Unit 12, Curran Road, Cardiff CF10 5NE")).toBe("england-wales");
    expect(gbPlaceOf("10 Downing Street, London SW1A 2AA")).toBe("england-wales");
    expect(gbPlaceOf("Carlisle CA3 8QG")).toBe("england-wales");
  });

  it("settles nothing for a district that crosses the border, a place outside Great Britain or no postcode", () => {
    expect(gbPlaceOf("Paxton, Berwick-upon-Tweed TD15 1TE")).toBeUndefined();
    expect(gbPlaceOf("Coldstream TD12 4DP")).toBeUndefined();
    expect(gbPlaceOf("Newcastleton TD9 0QD")).toBeUndefined();
    expect(gbPlaceOf("12 Ballykeel Road, Kilkeel BT34 4AA")).toBeUndefined();
    expect(gbPlaceOf("St Peter Port GY1 1AA")).toBeUndefined();
    expect(gbPlaceOf("Riverside Trading Estate, Gateshead")).toBeUndefined();
    expect(gbPlaceOf("1200 Industry Drive, Tacoma, WA 98421")).toBeUndefined();
    expect(gbPlaceOf("18 Lemongrove Road, Penrith NSW 2750")).toBeUndefined();
    expect(gbPlaceOf(null)).toBeUndefined();
  });
});
