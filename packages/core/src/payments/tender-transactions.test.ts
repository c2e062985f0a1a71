import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { manualTenders, paymentMessages, type TenderInput } from "./payment.schema";
import { settleTenders } from "./settle-tenders";
import { assertLoyaltyTender, tenderTransactions } from "./tender-transactions";

let next = 0;
const options = { multiplier: 100, createDate: "2026-04-15T20:30:00.000Z", newId: () => `t${(next += 1)}` };

describe("tenderTransactions", () => {
  it("records the rounding as its own cash transaction and keeps cash to what was kept", () => {
    const tenders: TenderInput[] = [
      { paymentTypeId: "debit", amount: 1000 },
      { paymentTypeId: "cash", amount: 500 },
    ];
    const settlement = settleTenders(1457, tenders, { pennyRounding: true });
    const transactions = tenderTransactions(1457, tenders, settlement, options);
    expect(transactions.map((entry) => [entry.paymentTypeId, entry.amount, entry.tendered])).toEqual([
      ["debit", 1000, null],
      ["cash", 457, 500],
      ["cash", -2, null],
    ]);
  });

  it("writes a loyalty payment's points in its metadata", () => {
    const tenders: TenderInput[] = [{ paymentTypeId: "loyalty", amount: 250 }];
    const [loyalty] = tenderTransactions(
      250,
      tenders,
      settleTenders(250, tenders, { pennyRounding: false }),
      options,
    );
    expect(JSON.parse(loyalty?.metadata ?? "")).toEqual({
      points: 250,
      loyaltyPointsMultiplier: 100,
      centValue: 250,
    });
  });

  it("adds up to what the customer paid, whatever the tenders", () => {
    const tender = fc.record({
      paymentTypeId: fc.constantFrom(...manualTenders),
      amount: fc.integer({ min: 1, max: 20_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.array(tender, { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (total, tenders, pennyRounding) => {
          const nonCash = tenders
            .filter((entry) => entry.paymentTypeId !== "cash")
            .reduce((sum, entry) => sum + entry.amount, 0);
          fc.pre(nonCash <= total);
          const settlement = settleTenders(total, tenders, { pennyRounding });
          fc.pre(settlement.remaining === 0);
          const transactions = tenderTransactions(total, tenders, settlement, options);
          expect(transactions.reduce((sum, entry) => sum + entry.amount, 0)).toBe(settlement.actualTotal);
          expect(transactions.every((entry) => entry.paymentTypeId !== "cash" || entry.amount >= -2)).toBe(
            true,
          );
        },
      ),
    );
  });
});

describe("assertLoyaltyTender", () => {
  const loyalty = { enabled: true, points: 500, discountPoints: 100 };

  it("caps points at the balance less what rewards spend, and at what other payments leave", () => {
    expect(() =>
      assertLoyaltyTender(
        1000,
        [
          { paymentTypeId: "loyalty", amount: 400 },
          { paymentTypeId: "cash", amount: 600 },
        ],
        loyalty,
      ),
    ).not.toThrow();
    expect(() => assertLoyaltyTender(1000, [{ paymentTypeId: "loyalty", amount: 401 }], loyalty)).toThrow(
      paymentMessages.loyaltyOverCap("$4.00"),
    );
    expect(() =>
      assertLoyaltyTender(
        300,
        [
          { paymentTypeId: "loyalty", amount: 300 },
          { paymentTypeId: "debit", amount: 100 },
        ],
        loyalty,
      ),
    ).toThrow(paymentMessages.loyaltyOverCap("$2.00"));
  });

  it("needs loyalty on and a customer", () => {
    const tenders: TenderInput[] = [{ paymentTypeId: "loyalty", amount: 100 }];
    expect(() => assertLoyaltyTender(1000, tenders, { ...loyalty, enabled: false })).toThrow(
      paymentMessages.loyaltyNotEnabled,
    );
    expect(() => assertLoyaltyTender(1000, tenders, { ...loyalty, points: null })).toThrow(
      paymentMessages.loyaltyNeedsCustomer,
    );
  });
});
