import { describe, expect, it } from "vitest";
import { AppError } from "../common/errors";
import { inventoryMessages } from "./inventory-log.schema";
import {
  costAfterReceipt,
  planLedger,
  stockKeyOf,
  type LedgerOptions,
  type StockChange,
  type StockState,
} from "./stock-ledger";

const key = { locationId: "L1", productId: "P1", batchId: "none" };
const options: LedgerOptions = {
  companyId: 7,
  actor: { kind: "employee", id: "e1", name: "Blake" },
  at: "2026-11-26T10:00:00.000Z",
  document: { type: "payment", id: "42" },
  blockNegative: false,
  costOption: "weightedAverage",
};
const states = (state: StockState) => new Map([[stockKeyOf(key), state]]);
const change = (quantity: number, fields: Partial<StockChange> = {}): StockChange => ({
  ...key,
  quantity,
  type: quantity < 0 ? "SALE" : "RECEIVE",
  productName: "Gummies",
  ...fields,
});

describe("costAfterReceipt", () => {
  it("moves a weighted average by what arrives, kept to 1/10000 of a cent", () => {
    expect(costAfterReceipt({ quantity: 10, unitCost: 500 }, 10, 701, "weightedAverage")).toBe(600.5);
    expect(costAfterReceipt({ quantity: 2, unitCost: 100 }, 1, 200, "weightedAverage")).toBe(133.3333);
  });

  it("takes the receipt's cost with last cost, or when nothing (or less) was on hand", () => {
    expect(costAfterReceipt({ quantity: 10, unitCost: 500 }, 10, 701, "lastCost")).toBe(701);
    expect(costAfterReceipt({ quantity: 0, unitCost: 500 }, 4, 320, "weightedAverage")).toBe(320);
    expect(costAfterReceipt({ quantity: -3, unitCost: 500 }, 4, 320, "weightedAverage")).toBe(320);
  });
});

describe("planLedger", () => {
  it("writes one stock item per key and one entry per change, each with its balance after", () => {
    const plan = planLedger(
      [change(-2), change(-1)],
      states({ quantity: 5, unitCost: 250, version: 3 }),
      options,
    );
    expect(plan.stock).toHaveLength(1);
    expect(plan.stock[0]).toMatchObject({
      before: { version: 3 },
      item: { quantity: 2, unitCost: 250, version: 4 },
    });
    expect(plan.logs.map((log) => [log.quantityChange, log.quantityAfter, log.unitCost])).toEqual([
      [-2, 3, 250],
      [-1, 2, 250],
    ]);
    expect(plan.logs.map((log) => log.stockVersion)).toEqual([4, 4]);
    expect(plan.logs[0]).toMatchObject({
      type: "SALE",
      actorKind: "employee",
      actorName: "Blake",
      documentType: "payment",
      documentId: "42",
    });
  });

  it("starts a stock item never written at 0, to be created", () => {
    const plan = planLedger([change(4, { unitCost: 300 })], new Map(), options);
    expect(plan.stock[0]).toMatchObject({ before: { version: null }, item: { quantity: 4, unitCost: 300 } });
  });

  it("refuses going below zero only when the company blocks it, with the caller's message", () => {
    const state = states({ quantity: 1, unitCost: 0, version: 1 });
    expect(planLedger([change(-2)], state, options).stock[0]?.item.quantity).toBe(-1);
    expect(() => planLedger([change(-2)], state, { ...options, blockNegative: true })).toThrow(
      new AppError("CONFLICT", inventoryMessages.notEnough("Gummies")),
    );
    const refusal = (name: string) => `Not enough ${name} in stock`;
    expect(() => planLedger([change(-2)], state, { ...options, blockNegative: true, refusal })).toThrow(
      "Not enough Gummies in stock",
    );
  });

  it("moves the cost only for what arrives with a cost; an entry records the cost it moved at", () => {
    const state = states({ quantity: 10, unitCost: 600, version: 1 });
    const plan = planLedger(
      [change(2, { type: "REFUND", unitCost: 450 }), change(3, { type: "ADJUSTMENT" })],
      state,
      options,
    );
    expect(plan.logs.map((log) => log.unitCost)).toEqual([450, 575]);
    expect(plan.stock[0]?.item).toMatchObject({ quantity: 15, unitCost: 575 });
  });
});
