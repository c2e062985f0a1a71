import { describe, expect, it } from "vitest";
import { transactionSize } from "./checkout-write";
import type { LedgerPlan } from "../inventory/stock-ledger";
import type { PaymentItem } from "./payment.entity";
import type { CardSaleItem } from "../card-payments/card-payments.entity";

const write = (
  customerId: string | undefined,
  loyalty: { spent: number; earned: number } | null,
  ledger: LedgerPlan = { stock: [], logs: [] },
) => ({
  payment: { customerId } as PaymentItem,
  ledger,
  totals: [],
  loyalty: loyalty && { customerId: "c1", before: 100, ...loyalty },
  queue: null,
  cardSales: [],
});

describe("the checkout transaction's size", () => {
  it("counts the key, payment and event, plus the customer's history link and visit stats when a customer is attached", () => {
    expect(transactionSize(write(undefined, null))).toBe(3);
    expect(transactionSize(write("c1", null))).toBe(5);
  });

  it("counts the customer's balance and one ledger entry per non-zero change", () => {
    expect(transactionSize(write("c1", { spent: 0, earned: 12 }))).toBe(6);
    expect(transactionSize(write("c1", { spent: 500, earned: 12 }))).toBe(7);
  });

  it("counts each stock write and each ledger entry", () => {
    const ledger = { stock: [{}, {}], logs: [{}, {}, {}] } as unknown as LedgerPlan;
    expect(transactionSize(write(undefined, null, ledger))).toBe(3 + 2 + 3);
  });

  it("counts each card payment the sale takes", () => {
    const cardSales = [{}, {}] as unknown as CardSaleItem[];
    expect(transactionSize({ ...write(undefined, null), cardSales })).toBe(5);
  });
});
