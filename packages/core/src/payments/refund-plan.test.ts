import { describe, expect, it } from "vitest";
import type { PaymentLineView, TransactionView } from "./payment.schema";
import { allocateTenders, cumulativeShare, planRefund } from "./refund-plan";

const line = (lineId: string, units: number, total: number, refundedUnits = 0): PaymentLineView => ({
  lineId,
  type: "product",
  productType: "product",
  productId: `p-${lineId}`,
  productName: `Product ${lineId}`,
  sku: null,
  barcode: null,
  shortDescription: null,
  batchId: "lot-1",
  lotNumber: "L1",
  units,
  unit: "each",
  price: total / units,
  originalPrice: null,
  linePrice: total,
  discountPrice: 0,
  cartDiscountPrice: 0,
  discounts: [],
  discountId: null,
  discountMessage: null,
  depositFee: 0,
  taxes: [],
  total,
  inventorySubtracted: units * 3.5,
  stockProductId: `p-${lineId}`,
  cost: units * 700,
  cannabisEquivalentGrams: 0,
  refundedUnits,
});

const tx = (
  paymentTypeId: TransactionView["paymentTypeId"],
  amount: number,
  extra: Partial<TransactionView> = {},
) =>
  ({
    id: `${paymentTypeId}-${amount}`,
    paymentTypeId,
    amount,
    tendered: null,
    status: "complete",
    metadata: null,
    terminalInvoiceId: null,
    createDate: "2026-01-01T00:00:00.000Z",
    refundId: null,
    ...extra,
  }) satisfies TransactionView;

describe("refund amounts", () => {
  it("splits a line's total in shares that add up exactly", () => {
    const shares = [1, 1, 1].map((units, index) => cumulativeShare(1000, 3, index, units));
    expect(shares).toEqual([333, 334, 333]);
    expect(shares.reduce((a, b) => a + b)).toBe(1000);
    expect(cumulativeShare(10.5, 3, 1, 2, 1_000_000)).toBe(7);
  });

  it("returns what was paid, penny rounding included, once every unit is refunded", () => {
    const payment = {
      lines: [line("a", 3, 1001), line("b", 1, 500)],
      transactions: [tx("cash", 1500)],
      refunds: [],
      actualTotal: 1500,
    };
    const first = planRefund(payment, [{ lineId: "a", units: 1, restock: true }]);
    expect(first).toMatchObject({ amount: 334, completesSale: false });
    expect(first.lines[0]).toMatchObject({ restockQuantity: 3.5, batchId: "lot-1", unitCost: 200 });
    const rest = planRefund(
      {
        ...payment,
        lines: [line("a", 3, 1001, 1), line("b", 1, 500)],
        transactions: [...payment.transactions, tx("cash", -334, { refundId: "r1" })],
        refunds: [
          {
            id: "r1",
            createDate: "",
            employee: { id: "e", name: "E" },
            lines: [],
            amount: 334,
            reason: null,
          },
        ],
      },
      [
        { lineId: "a", units: 2, restock: false },
        { lineId: "b", units: 1, restock: true },
      ],
    );
    expect(rest).toMatchObject({ amount: 1166, completesSale: true });
    expect(rest.lines[0]).toMatchObject({ restockQuantity: 0, unitCost: null });
    expect(rest.tenders).toEqual([{ paymentTypeId: "cash", cardType: null, amount: 1166, points: null }]);
  });

  it("restocks a sale recorded before costs were kept without a cost", () => {
    const legacy = { ...line("a", 1, 500), cost: undefined as unknown as number };
    const plan = planRefund(
      { lines: [legacy], transactions: [tx("cash", 500)], refunds: [], actualTotal: 500 },
      [{ lineId: "a", units: 1, restock: true }],
    );
    expect(plan.lines[0]).toMatchObject({ restockQuantity: 3.5, unitCost: null });
  });

  it("refuses more units than are left on a line, and an unknown line", () => {
    const payment = {
      lines: [line("a", 2, 800, 1)],
      transactions: [tx("cash", 800)],
      refunds: [],
      actualTotal: 800,
    };
    expect(() => planRefund(payment, [{ lineId: "a", units: 2, restock: true }])).toThrow(
      "Only 1 of Product a can still be refunded",
    );
    expect(() => planRefund(payment, [{ lineId: "x", units: 1, restock: true }])).toThrow(
      "This line is not part of the sale",
    );
  });
});

describe("refund tenders", () => {
  it("gives back on cards first, then cash, then loyalty points", () => {
    const transactions = [
      tx("cash", 1000),
      tx("loyalty", 500, { metadata: JSON.stringify({ points: 50000 }) }),
      tx("debit", 700),
    ];
    expect(allocateTenders(transactions, 2000)).toEqual([
      { paymentTypeId: "debit", cardType: null, amount: 700, points: null },
      { paymentTypeId: "cash", cardType: null, amount: 1000, points: null },
      { paymentTypeId: "loyalty", cardType: null, amount: 300, points: 30000 },
    ]);
  });

  it("gives a terminal sale back on the terminal after the provider's cards and before cash", () => {
    const terminal = {
      metadata: JSON.stringify({ type: "terminal", chargeId: "c1", label: "VISA •••• 4242" }),
    };
    const transactions = [
      tx("cash", 1000),
      tx("worldpay", 600, terminal),
      tx("blazepay", 400, { metadata: JSON.stringify({ type: "payment", cardType: "VISA" }) }),
      tx("worldpay", -100, {
        ...terminal,
        metadata: JSON.stringify({ type: "terminalRefund", refunds: [] }),
        refundId: "r",
      }),
    ];
    expect(allocateTenders(transactions, 1200)).toEqual([
      { paymentTypeId: "blazepay", cardType: "VISA", amount: 400, points: null },
      { paymentTypeId: "worldpay", cardType: null, amount: 500, points: null },
      { paymentTypeId: "cash", cardType: null, amount: 300, points: null },
    ]);
  });

  it("gives back on each card type what that card paid, keeping its card type", () => {
    const card = (cardType: string) => ({ metadata: JSON.stringify({ cardType }) });
    const transactions = [
      tx("credit", 600, card("VISA")),
      tx("credit", 400, card("MASTERCARD")),
      tx("credit", -100, { ...card("VISA"), refundId: "r" }),
    ];
    expect(allocateTenders(transactions, 800)).toEqual([
      { paymentTypeId: "credit", cardType: "VISA", amount: 500, points: null },
      { paymentTypeId: "credit", cardType: "MASTERCARD", amount: 300, points: null },
    ]);
  });

  it("never gives back more than a tender has left, and names a tender that cannot be refunded as the wrong method", () => {
    expect(() => allocateTenders([tx("cash", 500), tx("cash", -500, { refundId: "r" })], 1)).toThrow(
      "Original transaction amount is not found",
    );
    expect(() => allocateTenders([tx("online", 500)], 100)).toThrow(
      "Invalid refund method. Please select a different method.",
    );
  });
});
