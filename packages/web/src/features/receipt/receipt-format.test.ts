import { describe, expect, it } from "vitest";
import type { TransactionView } from "@pos/core/payments/payment.schema";
import { quantityText, saleTenders, transactionPoints } from "./receipt-format";

const tx = (fields: Partial<TransactionView>): TransactionView => ({
  id: "t",
  paymentTypeId: "cash",
  amount: 0,
  tendered: null,
  status: "complete",
  metadata: null,
  terminalInvoiceId: null,
  createDate: "2026-01-01T00:00:00.000Z",
  refundId: null,
  ...fields,
});

describe("receipt lines", () => {
  it("prints pieces plainly and measured goods with their unit", () => {
    expect(quantityText({ units: 2, unit: "unit", price: 4295 })).toBe("2 × $42.95");
    expect(quantityText({ units: 3.5, unit: "g", price: 1200 })).toBe("3.5 g × $12.00");
  });

  it("lists the sale's own tenders without refunds or the penny-rounding cash entry", () => {
    const tenders = saleTenders({
      transactions: [
        tx({ id: "cash", amount: 1000, tendered: 2000 }),
        tx({ id: "rounding", amount: -2 }),
        tx({ id: "debit", paymentTypeId: "debit", amount: 500 }),
        tx({ id: "back", amount: -500, refundId: "r1" }),
      ],
    });
    expect(tenders.map((entry) => entry.id)).toEqual(["cash", "debit"]);
  });

  it("reads the points of a loyalty transaction", () => {
    expect(transactionPoints(tx({ paymentTypeId: "loyalty", metadata: '{"points":250}' }))).toBe(250);
    expect(transactionPoints(tx({ paymentTypeId: "loyalty", metadata: "not json" }))).toBe(0);
    expect(transactionPoints(tx({ metadata: '{"points":250}' }))).toBe(0);
  });
});
