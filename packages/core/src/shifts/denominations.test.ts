import { describe, expect, it } from "vitest";
import {
  countTotal,
  denominationGroups,
  denominationsOf,
  isCoin,
  parseCountEntry,
  unknownDenominations,
} from "./denominations";

describe("denominations", () => {
  it("Canada counts coins up to and including $2 and bills above, without the cent", () => {
    expect(denominationGroups("Canada")).toEqual({
      coins: [5, 10, 25, 100, 200],
      bills: [500, 1000, 2000, 5000, 10000],
    });
  });

  it("the US counts the cent and the half dollar", () => {
    expect(denominationGroups("USA")).toEqual({
      coins: [1, 5, 10, 25, 50, 100],
      bills: [500, 1000, 2000, 5000, 10000],
    });
  });

  it("200 cents is a coin, 201 would be a bill", () => {
    expect(isCoin(200)).toBe(true);
    expect(isCoin(201)).toBe(false);
    expect(denominationsOf("Canada").every((value) => Number.isInteger(value))).toBe(true);
  });

  it("keeps only digits, and empty is null", () => {
    expect(parseCountEntry("")).toBeNull();
    expect(parseCountEntry("abc")).toBeNull();
    expect(parseCountEntry("0")).toBe(0);
    expect(parseCountEntry("1-2.5")).toBe(125);
    expect(parseCountEntry(" 07 ")).toBe(7);
  });

  it("totals a count in cents, empty fields as none", () => {
    expect(countTotal({ "5": 3, "25": 4, "200": null, "2000": 2, "10000": 1 })).toBe(15 + 100 + 4000 + 10000);
    expect(countTotal({})).toBe(0);
  });

  it("names the denominations that are not the company's currency", () => {
    expect(unknownDenominations({ "1": 2, "5": 1 }, "Canada")).toEqual(["1"]);
    expect(unknownDenominations({ "1": 2, "50": 1 }, "USA")).toEqual([]);
  });
});
