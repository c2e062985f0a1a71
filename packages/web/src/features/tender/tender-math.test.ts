import { describe, expect, it } from "vitest";
import { devicePreferenceDefaults } from "@pos/core/device/device-preferences.schema";
import {
  addTender,
  applyKey,
  dueFor,
  enabledTenders,
  loyaltyCap,
  quickCashAmounts,
  settle,
  tenderInputLabel,
} from "./tender-math";

describe("the register's tenders", () => {
  it("shows the tenders the preferences switch on; loyalty needs the company flag and a customer", () => {
    const defaults = { ...devicePreferenceDefaults };
    expect(enabledTenders(defaults, { loyaltyAllowed: true, hasCustomer: true })).toEqual([
      "cash",
      "debit",
      "credit",
      "other",
    ]);
    const all = {
      ...defaults,
      paymentOptionEtransfer: true,
      paymentOptionLoyalty: true,
      paymentOptionOther: false,
    };
    expect(enabledTenders(all, { loyaltyAllowed: true, hasCustomer: true })).toEqual([
      "cash",
      "debit",
      "credit",
      "etransfer",
      "loyalty",
    ]);
    expect(enabledTenders(all, { loyaltyAllowed: false, hasCustomer: true })).not.toContain("loyalty");
    expect(enabledTenders(all, { loyaltyAllowed: true, hasCustomer: false })).not.toContain("loyalty");
  });

  it("offers the exact amount and the next round bills", () => {
    expect(quickCashAmounts(2347)).toEqual([2347, 2500, 3000, 4000]);
    expect(quickCashAmounts(2000)).toEqual([2000, 5000, 10_000]);
    expect(quickCashAmounts(0)).toEqual([]);
  });

  it("rounds what cash must pay when the company rounds pennies, not what a card pays", () => {
    expect(dueFor("cash", 1002, [], true)).toBe(1000);
    expect(dueFor("cash", 1003, [], true)).toBe(1005);
    expect(dueFor("debit", 1003, [], true)).toBe(1003);
    expect(dueFor("cash", 1003, [], false)).toBe(1003);
    expect(dueFor("debit", 1003, [{ paymentTypeId: "debit", amount: 500 }], true)).toBe(503);
  });

  it("settles a split of debit and cash with change, and refuses a card paying more than is due", () => {
    const split = settle(
      4599,
      [
        { paymentTypeId: "debit", amount: 2000 },
        { paymentTypeId: "cash", amount: 3000 },
      ],
      true,
    );
    expect(split).toMatchObject({ remaining: 0, changeDue: 400, rounding: 1, actualTotal: 4600 });
    expect(settle(1000, [{ paymentTypeId: "credit", amount: 1200 }], false)).toBeNull();
  });

  it("caps loyalty at the points, what is still unpaid and what was already redeemed", () => {
    const base = { total: 5000, tenders: [], pointsBalance: 3000, loyaltyDiscountPoints: 0 };
    expect(loyaltyCap(base)).toBe(3000);
    expect(loyaltyCap({ ...base, loyaltyDiscountPoints: 1000 })).toBe(2000);
    expect(loyaltyCap({ ...base, tenders: [{ paymentTypeId: "debit", amount: 4000 }] })).toBe(1000);
    expect(loyaltyCap({ ...base, tenders: [{ paymentTypeId: "loyalty", amount: 2500 }] })).toBe(500);
    expect(loyaltyCap({ ...base, tenders: [{ paymentTypeId: "cash", amount: 6000 }] })).toBe(0);
  });

  it("merges a second tender of the same type", () => {
    const tenders = addTender([{ paymentTypeId: "cash", amount: 1000 }], {
      paymentTypeId: "debit",
      amount: 500,
    });
    expect(addTender(tenders, { paymentTypeId: "cash", amount: 200 })).toEqual([
      { paymentTypeId: "cash", amount: 1200 },
      { paymentTypeId: "debit", amount: 500 },
    ]);
  });

  it("enters keypad digits as on a cash register", () => {
    const typed = ["2", "5", "0", "0"].reduce((cents, key) => applyKey(cents, key, 100_000), 0);
    expect(typed).toBe(2500);
    expect(applyKey(25, "00", 100_000)).toBe(2500);
    expect(applyKey(2500, "back", 100_000)).toBe(250);
    expect(applyKey(99_999, "9", 100_000)).toBe(99_999);
  });
});

describe("card payments with the provider", () => {
  it("keeps each card payment its own tender (manual tenders of one type merge)", () => {
    const first = { paymentTypeId: "blazepay" as const, amount: 500, cardSaleKey: "k1" };
    const second = { paymentTypeId: "blazepay" as const, amount: 700, cardSaleKey: "k2" };
    expect(addTender(addTender([], first), second)).toEqual([first, second]);
  });
});

describe("charged tenders", () => {
  it("keeps each card or gift-card charge as its own tender, named by its kind", () => {
    const card = { paymentTypeId: "other" as const, amount: 500, chargeId: "c1" };
    const tenders = addTender(addTender([{ paymentTypeId: "other", amount: 100 }], card), {
      ...card,
      chargeId: "c2",
    });
    expect(tenders).toHaveLength(3);
    expect(addTender(tenders, { paymentTypeId: "other", amount: 50 })[0]!.amount).toBe(150);
    expect(tenders.map(tenderInputLabel)).toEqual(["Other", "Gift card", "Gift card"]);
    expect(tenderInputLabel({ paymentTypeId: "worldpay", amount: 1, chargeId: "c3" })).toBe("Worldpay");
  });
});
