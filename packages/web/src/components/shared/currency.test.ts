import { describe, expect, it } from "vitest";

import { formatCentsForInput, parseCurrencyInput, readMoneyInput } from "./currency";

/** Types the keys one by one at the caret, as a person would, from an empty field. */
function type(keys: string, options = {}) {
  let state = { text: "", cents: null as number | null, caret: 0 };
  for (const key of keys) {
    const raw = state.text.slice(0, state.caret) + key + state.text.slice(state.caret);
    state = readMoneyInput(raw, state.caret + 1, options);
  }
  return state;
}

describe("typing dollars", () => {
  it("reads what is typed as dollars", () => {
    expect(type("50")).toMatchObject({ text: "50", cents: 5000 });
    expect(type("12.34")).toMatchObject({ text: "12.34", cents: 1234 });
    expect(type("12.3")).toMatchObject({ cents: 1230 });
    expect(type("12.")).toMatchObject({ text: "12.", cents: 1200 });
    expect(type(".5")).toMatchObject({ cents: 50 });
    expect(type("0.05")).toMatchObject({ text: "0.05", cents: 5 });
  });

  it("keeps digits and one decimal point, at most two decimals", () => {
    expect(type("1a2,b3 4")).toMatchObject({ text: "1234", cents: 123400 });
    expect(type("1.2.3")).toMatchObject({ text: "1.23", cents: 123 });
    expect(type("9.999")).toMatchObject({ text: "9.99", cents: 999 });
    expect(parseCurrencyInput("$12.34")).toBe(1234);
  });

  it("drops leading zeros", () => {
    expect(type("007")).toMatchObject({ text: "7", cents: 700 });
    expect(type("00.5")).toMatchObject({ text: "0.5", cents: 50 });
  });

  it("is nothing without a digit", () => {
    expect(parseCurrencyInput("")).toBeNull();
    expect(parseCurrencyInput("$.")).toBeNull();
    expect(type("-")).toEqual({ text: "-", cents: null, caret: 1 });
  });
});

describe("the caret", () => {
  it("stays after the character typed when others are dropped", () => {
    // "1x2" with the caret after the x: the x is dropped, the caret stays between 1 and 2.
    expect(readMoneyInput("1x2", 2, {})).toEqual({ text: "12", cents: 1200, caret: 1 });
    // A digit typed at the start of "0.00" (the new product's price before the fix gave $12,000.34).
    expect(readMoneyInput("10.00", 1, {})).toMatchObject({ text: "10.00", cents: 1000, caret: 1 });
  });

  it("moves with the minus sign put in front", () => {
    expect(readMoneyInput("12-", 3, {})).toEqual({ text: "-12", cents: -1200, caret: 3 });
  });
});

describe("the minus-sign rule, only-positive and the cap (dashboard.md 5)", () => {
  it("is negative with an odd number of minus signs", () => {
    expect(parseCurrencyInput("-12.34")).toBe(-1234);
    expect(parseCurrencyInput("12.34-")).toBe(-1234);
    expect(parseCurrencyInput("---5")).toBe(-500);
    expect(parseCurrencyInput("--12.34")).toBe(1234);
    expect(type("-5")).toMatchObject({ text: "-5", cents: -500 });
  });

  it("ignores minus signs when only-positive", () => {
    expect(parseCurrencyInput("-12.34", { onlyPositive: true })).toBe(1234);
    expect(type("-5", { onlyPositive: true })).toMatchObject({ text: "5", cents: 500 });
  });

  it("caps the magnitude at max and shows the cap", () => {
    expect(type("600", { max: 50000 })).toMatchObject({ text: "500.00", cents: 50000 });
    expect(parseCurrencyInput("499.99", { max: 50000 })).toBe(49999);
    expect(parseCurrencyInput("-999.99", { max: 50000 })).toBe(-50000);
  });

  it("never gives minus zero, nor an inexact amount", () => {
    expect(Object.is(parseCurrencyInput("-0.00"), 0)).toBe(true);
    expect(Number.isSafeInteger(parseCurrencyInput("9".repeat(30)))).toBe(true);
  });
});

describe("formatCentsForInput", () => {
  it("shows dollars with two decimals, nothing for null", () => {
    expect(formatCentsForInput(1234)).toBe("12.34");
    expect(formatCentsForInput(5)).toBe("0.05");
    expect(formatCentsForInput(0)).toBe("0.00");
    expect(formatCentsForInput(-1234)).toBe("-12.34");
    expect(formatCentsForInput(null)).toBe("");
  });
});
