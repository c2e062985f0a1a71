import { describe, expect, it } from "vitest";
import { formatUnits, parseQuantity } from "./quantity-text";

describe("parseQuantity", () => {
  it("reads whole, signed and decimal quantities", () => {
    expect(parseQuantity("12")).toBe(12);
    expect(parseQuantity(" -3 ")).toBe(-3);
    expect(parseQuantity("+4")).toBe(4);
    expect(parseQuantity("2.5")).toBe(2.5);
    expect(parseQuantity(".5")).toBe(0.5);
  });

  it("refuses what is not a number", () => {
    for (const text of ["", "-", "abc", "1,5", "1e3", "--2"]) expect(parseQuantity(text)).toBeNull();
  });
});

describe("formatUnits", () => {
  it("groups thousands and keeps up to three decimals", () => {
    expect(formatUnits(12345.6789)).toBe("12,345.679");
    expect(formatUnits(-2)).toBe("-2");
  });
});
