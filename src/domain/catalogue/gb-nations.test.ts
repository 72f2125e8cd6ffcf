import { describe, expect, it } from "vitest";
import { gbPlaceOf, inExtent } from "./gb-nations";

describe("gbPlaceOf", () => {
  it("reads Scotland from a Scottish postcode area", () => {
    expect(gbPlaceOf("Shore base, Lochaline, Morvern PA80 5XT")).toBe("scotland");
    expect(gbPlaceOf("1 George Square, Glasgow G2 1DU")).toBe("scotland");
    expect(gbPlaceOf("Lerwick ze1 0lL")).toBe("scotland");
    expect(gbPlaceOf("High Street, Annan DG12 6AJ")).toBe("scotland");
    expect(gbPlaceOf("Market Square, Kelso TD5 7HF")).toBe("scotland");
  });

  it("reads Wales from an area or district wholly in Wales", () => {
    expect(gbPlaceOf("Unit 12, Curran Road, Cardiff CF10 5NE")).toBe("wales");
    expect(gbPlaceOf("Riverside Works, Wind Street, Neath SA11 3EG")).toBe("wales");
    expect(gbPlaceOf("Mostyn Street, Llandudno LL30 2RP")).toBe("wales");
    expect(gbPlaceOf("Commercial Street, Newport NP20 1HG")).toBe("wales");
    expect(gbPlaceOf("Temple Street, Llandrindod Wells LD1 5DL")).toBe("wales");
    expect(gbPlaceOf("Terrace Road, Aberystwyth SY23 1NP")).toBe("wales");
    expect(gbPlaceOf("High Street, Mold CH7 1AB")).toBe("wales");
  });

  it("reads England from any other area, and from the districts of border areas away from the border", () => {
    expect(gbPlaceOf("Unit 7, Magna Park, Lutterworth LE17 4XN")).toBe("england");
    expect(gbPlaceOf("10 Downing Street, London SW1A 2AA")).toBe("england");
    expect(gbPlaceOf("Carlisle CA3 8QG")).toBe("england");
    expect(gbPlaceOf("Pride Hill, Shrewsbury SY1 1DQ")).toBe("england");
    expect(gbPlaceOf("3 Market Place, Ludlow SY8 1AA")).toBe("england");
    expect(gbPlaceOf("Broad Street, Hereford HR4 9AR")).toBe("england");
    expect(gbPlaceOf("Hamilton Square, Birkenhead CH41 5AU")).toBe("england");
  });

  it("reads only England and Wales where the district crosses the Welsh border", () => {
    expect(gbPlaceOf("Bridge Street, Chepstow NP16 5EZ")).toBe("england-wales");
    expect(gbPlaceOf("Broad Street, Hay-on-Wye HR3 5DB")).toBe("england-wales");
    expect(gbPlaceOf("Northgate Street, Chester CH1 2HT")).toBe("england-wales");
    expect(gbPlaceOf("Bailey Head, Oswestry SY11 1PZ")).toBe("england-wales");
    expect(gbPlaceOf("Broad Street, Knighton LD7 1BL")).toBe("england-wales");
    expect(gbPlaceOf("Hope Street, Wrexham LL11 1BG")).toBe("england-wales");
    expect(gbPlaceOf("Market Place, Coleford GL16 8AA")).toBe("england-wales");
  });

  it("settles nothing for a district that crosses the border, a place outside Great Britain or no postcode", () => {
    expect(gbPlaceOf("Paxton, Berwick-upon-Tweed TD15 1TE")).toBeUndefined();
    expect(gbPlaceOf("Coldstream TD12 4DP")).toBeUndefined();
    expect(gbPlaceOf("Newcastleton TD9 0QD")).toBeUndefined();
    expect(gbPlaceOf("Glasgow Road, Gretna DG16 5AA")).toBeUndefined();
    expect(gbPlaceOf("12 Ballykeel Road, Kilkeel BT34 4AA")).toBeUndefined();
    expect(gbPlaceOf("St Peter Port GY1 1AA")).toBeUndefined();
    expect(gbPlaceOf("Riverside Trading Estate, Gateshead")).toBeUndefined();
    expect(gbPlaceOf("1200 Industry Drive, Tacoma, WA 98421")).toBeUndefined();
    expect(gbPlaceOf("18 Lemongrove Road, Penrith NSW 2750")).toBeUndefined();
    expect(gbPlaceOf(null)).toBeUndefined();
  });

  it("holds England and Wales's law in England and in Wales, and only Scotland's in Scotland", () => {
    expect(inExtent(["england-wales"], "wales")).toBe(true);
    expect(inExtent(["england-wales"], "england")).toBe(true);
    expect(inExtent(["england-wales"], "england-wales")).toBe(true);
    expect(inExtent(["england-wales"], "scotland")).toBe(false);
    expect(inExtent(["scotland"], "wales")).toBe(false);
    expect(inExtent(undefined, "wales")).toBe(true);
  });
});
