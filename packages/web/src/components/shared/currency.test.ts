import { describe, expect, it } from "vitest";

import { currencyInputChange, formatCentsForInput, parseCurrencyInput } from "./currency";

describe("parseCurrencyInput", () => {
  it("returns null for empty text or text without digits", () => {
    expect(parseCurrencyInput("")).toBeNull();
    expect(parseCurrencyInput("$.")).toBeNull();
    expect(parseCurrencyInput("-")).toBeNull();
  });

  it("keeps digits only and reads them as cents", () => {
    expect(parseCurrencyInput("1234")).toBe(1234);
    expect(parseCurrencyInput("$12.34")).toBe(1234);
    expect(parseCurrencyInput("1a2,b3 4")).toBe(1234);
    expect(parseCurrencyInput("0.05")).toBe(5);
    expect(parseCurrencyInput("0.00")).toBe(0);
  });

  it("is negative with an odd number of minus signs", () => {
    expect(parseCurrencyInput("-12.34")).toBe(-1234);
    expect(parseCurrencyInput("12.34-")).toBe(-1234);
    expect(parseCurrencyInput("---5")).toBe(-5);
  });

  it("is positive with an even number of minus signs", () => {
    expect(parseCurrencyInput("--12.34")).toBe(1234);
    expect(parseCurrencyInput("-12-.34")).toBe(1234);
  });

  it("ignores minus signs when onlyPositive is set", () => {
    expect(parseCurrencyInput("-12.34", { onlyPositive: true })).toBe(1234);
    expect(parseCurrencyInput("---1", { onlyPositive: true })).toBe(1);
  });

  it("caps the amount at max", () => {
    expect(parseCurrencyInput("999.99", { max: 50000 })).toBe(50000);
    expect(parseCurrencyInput("500.00", { max: 50000 })).toBe(50000);
    expect(parseCurrencyInput("499.99", { max: 50000 })).toBe(49999);
  });

  it("caps the magnitude of a negative amount at max", () => {
    expect(parseCurrencyInput("-999.99", { max: 50000 })).toBe(-50000);
  });

  it("never returns minus zero", () => {
    expect(Object.is(parseCurrencyInput("-0.00"), 0)).toBe(true);
  });

  it("does not lose precision on absurdly long input", () => {
    expect(Number.isSafeInteger(parseCurrencyInput("9".repeat(30)))).toBe(true);
  });
});

describe("formatCentsForInput", () => {
  it("shows dollars with two decimals", () => {
    expect(formatCentsForInput(1234)).toBe("12.34");
    expect(formatCentsForInput(5)).toBe("0.05");
    expect(formatCentsForInput(0)).toBe("0.00");
    expect(formatCentsForInput(100000)).toBe("1000.00");
    expect(formatCentsForInput(-1234)).toBe("-12.34");
  });

  it("shows nothing for null", () => {
    expect(formatCentsForInput(null)).toBe("");
    expect(formatCentsForInput(undefined)).toBe("");
  });
});

describe("currencyInputChange (typing cents-style)", () => {
  it("typing 1, 2, 3, 4 shows 12.34", () => {
    let display = "";
    for (const key of "1234") display = currencyInputChange(display + key).display;
    expect(display).toBe("12.34");
    expect(currencyInputChange(display).cents).toBe(1234);
  });

  it("backspace shifts the digits back", () => {
    expect(currencyInputChange("12.3")).toEqual({ cents: 123, display: "1.23" });
  });

  it("keeps a leading minus typed before any digit", () => {
    const afterMinus = currencyInputChange("-");
    expect(afterMinus).toEqual({ cents: null, display: "-" });
    expect(currencyInputChange(afterMinus.display + "5")).toEqual({ cents: -5, display: "-0.05" });
  });

  it("drops the minus when onlyPositive is set", () => {
    expect(currencyInputChange("-", { onlyPositive: true })).toEqual({ cents: null, display: "" });
    expect(currencyInputChange("-5", { onlyPositive: true }).display).toBe("0.05");
  });

  it("shows the capped value", () => {
    expect(currencyInputChange("100.005", { max: 10000 })).toEqual({
      cents: 10000,
      display: "100.00",
    });
  });
});
