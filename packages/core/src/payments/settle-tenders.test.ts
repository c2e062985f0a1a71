import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { manualTenders, paymentMessages, type TenderInput } from "./payment.schema";
import { roundToNickel, settleTenders } from "./settle-tenders";

describe("roundToNickel", () => {
  it("follows the Canadian rule: 1,2 down; 3,4 up; 6,7 down; 8,9 up", () => {
    expect([100, 101, 102, 103, 104, 105, 106, 107, 108, 109].map(roundToNickel)).toEqual([
      100, 100, 100, 105, 105, 105, 105, 105, 110, 110,
    ]);
    expect(roundToNickel(-1003)).toBe(-1005);
  });
});

describe("settleTenders", () => {
  it("gives change from cash", () => {
    expect(settleTenders(1234, [{ paymentTypeId: "cash", amount: 2000 }], { pennyRounding: false })).toEqual({
      rounding: 0,
      actualTotal: 1234,
      totalPaid: 1234,
      changeDue: 766,
      remaining: 0,
    });
  });

  it("rounds only the cash part of a split payment when penny rounding is on", () => {
    const tenders: TenderInput[] = [
      { paymentTypeId: "debit", amount: 1000 },
      { paymentTypeId: "cash", amount: 500 },
    ];
    expect(settleTenders(1457, tenders, { pennyRounding: true })).toEqual({
      rounding: -2,
      actualTotal: 1455,
      totalPaid: 1455,
      changeDue: 45,
      remaining: 0,
    });
    expect(settleTenders(1457, tenders, { pennyRounding: false }).changeDue).toBe(43);
  });

  it("does not round card-only payments", () => {
    const settled = settleTenders(1457, [{ paymentTypeId: "credit", amount: 1457 }], { pennyRounding: true });
    expect(settled).toMatchObject({ rounding: 0, actualTotal: 1457, changeDue: 0, remaining: 0 });
  });

  it("refuses card payments over the amount due", () => {
    expect(() =>
      settleTenders(1000, [{ paymentTypeId: "debit", amount: 1001 }], { pennyRounding: false }),
    ).toThrow(paymentMessages.nonCashOverpaid);
  });

  it("reports what is still to pay", () => {
    const settled = settleTenders(1003, [{ paymentTypeId: "cash", amount: 1000 }], { pennyRounding: true });
    expect(settled).toMatchObject({ rounding: 2, actualTotal: 1005, remaining: 5, changeDue: 0 });
  });

  const tender = fc.record({
    paymentTypeId: fc.constantFrom(...manualTenders),
    amount: fc.integer({ min: 1, max: 50_000 }),
  });

  it("adds up: what is kept is the rounded total once paid, change is never negative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(tender, { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (total, tenders, pennyRounding) => {
          const nonCash = tenders
            .filter((entry) => entry.paymentTypeId !== "cash")
            .reduce((sum, entry) => sum + entry.amount, 0);
          fc.pre(nonCash <= total);
          const settled = settleTenders(total, tenders, { pennyRounding });
          const handed = tenders.reduce((sum, entry) => sum + entry.amount, 0);
          expect(settled.rounding).toBeGreaterThanOrEqual(-2);
          expect(settled.rounding).toBeLessThanOrEqual(2);
          expect(settled.changeDue).toBeGreaterThanOrEqual(0);
          expect(settled.remaining).toBeGreaterThanOrEqual(0);
          expect(settled.actualTotal).toBe(total + settled.rounding);
          expect(settled.totalPaid + settled.changeDue).toBe(handed);
          expect(settled.totalPaid + settled.remaining).toBe(settled.actualTotal);
          if (settled.changeDue > 0) expect(settled.remaining).toBe(0);
          if (!pennyRounding) expect(settled.rounding).toBe(0);
          if (pennyRounding && settled.rounding !== 0) {
            expect((total - nonCash + settled.rounding) % 5).toBe(0);
          }
        },
      ),
    );
  });
});
