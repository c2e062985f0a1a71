import { describe, expect, it } from "vitest";
import {
  breakdownTotal,
  denominationLabel,
  discrepancyNeedsAttention,
  discrepancyTone,
  hoursAndMinutes,
  paymentTypeLabel,
  quantityWithUnit,
  reportDate,
  reportTime,
  signedCents,
} from "./report-format";

describe("shift report formatting", () => {
  it("shows hours and minutes with two-digit minutes", () => {
    expect(hoursAndMinutes(7, 5)).toBe("7h 05m");
    expect(hoursAndMinutes(0, 30)).toBe("0h 30m");
    expect(hoursAndMinutes(26, 0)).toBe("26h 00m");
  });

  it("signs a discrepancy: over, short, balanced, not counted", () => {
    expect(signedCents(125)).toBe("+$1.25");
    expect(signedCents(-40)).toBe("-$0.40");
    expect(signedCents(0)).toBe("$0.00");
    expect(signedCents(null)).toBe("Not counted");
    expect([125, -40, 0, null].map(discrepancyTone)).toEqual(["over", "short", "balanced", "none"]);
  });

  it("flags a discrepancy beyond the threshold, an overage as much as a shortage", () => {
    expect(discrepancyNeedsAttention(13565, true)).toBe(true);
    expect(discrepancyNeedsAttention(-13565, true)).toBe(true);
    expect(discrepancyNeedsAttention(125, false)).toBe(false);
    expect(discrepancyNeedsAttention(null, false)).toBe(false);
  });

  it("labels coins in cents and bills in dollars", () => {
    expect(denominationLabel(5)).toBe("5¢");
    expect(denominationLabel(25)).toBe("25¢");
    expect(denominationLabel(200)).toBe("$2");
    expect(denominationLabel(10000)).toBe("$100");
  });

  it("adds the breakdown lines to the cent", () => {
    const lines = [
      { denomination: 5, kind: "coin" as const, count: 3, amount: 15 },
      { denomination: 2000, kind: "bill" as const, count: 7, amount: 14000 },
    ];
    expect(breakdownTotal(lines)).toBe(14015);
    expect(breakdownTotal([])).toBe(0);
  });

  it("names payment types, known or camelCase", () => {
    expect(paymentTypeLabel("cash")).toBe("Cash");
    expect(paymentTypeLabel("giftCard")).toBe("Gift card");
    expect(paymentTypeLabel("storeCredit")).toBe("Store credit");
  });

  it("shows dates in the location's time zone", () => {
    expect(reportDate("2026-11-21T14:05:00.000Z", "America/Toronto")).toContain("9:05");
    expect(reportDate("2026-11-21T14:05:00.000Z", "America/Edmonton")).toContain("7:05");
    expect(reportDate(null, "America/Toronto")).toBe("Shift still open");
    expect(reportTime("2026-11-21T23:30:00.000Z", "America/Toronto")).toMatch(/^6:30/);
  });

  it("keeps a quantity with its unit", () => {
    expect(quantityWithUnit(3, "each")).toBe("3 each");
    expect(quantityWithUnit(7.5, "g")).toBe("7.5 g");
    expect(quantityWithUnit(2, "")).toBe("2");
  });
});
