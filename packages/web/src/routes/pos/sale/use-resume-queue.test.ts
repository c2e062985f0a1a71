import { describe, expect, it } from "vitest";
import type { QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import { posProduct as product } from "@pos/core/payments/pos-data.fixtures";
import { queueLines } from "./use-resume-queue";

const entry = (paymentLines: QueueEntryView["paymentLines"]): QueueEntryView => ({
  id: "q1",
  status: "PENDING",
  orderType: "parked",
  locationId: "loc-1",
  deviceId: "reg-1",
  heldBy: null,
  externalSourceId: null,
  externalSourceName: null,
  externalOrderId: null,
  customerId: null,
  customerName: null,
  note: null,
  paymentLines,
  paidAmount: 0,
  total: 0,
  completedPayment: null,
  createdBy: null,
  createDate: "2026-11-21T10:00:00.000Z",
  updateDate: "2026-11-21T10:00:00.000Z",
});

const line = (productId: string, price: number, discountId: string | null = null) => ({
  productId,
  batchId: null,
  quantity: 2,
  price,
  discountPrice: 0,
  discountId,
  inventorySubtracted: 0,
});

describe("resuming a parked sale", () => {
  const catalogue = new Map([
    ["a", product("a", { price: 1000 })],
    ["b", product("b", { price: 2000 })],
  ]);
  const find = (id: string) => catalogue.get(id);

  it("keeps each line's price (an override only where it differs) and its discount", () => {
    expect(queueLines(entry([line("a", 1000, "d1"), line("b", 1500)]), find)).toMatchObject([
      { product: { id: "a" }, quantity: 2, priceOverride: null, discountId: "d1" },
      { product: { id: "b" }, quantity: 2, priceOverride: 1500, discountId: null },
    ]);
  });

  it("refuses an entry with a product no longer sold here", () => {
    expect(queueLines(entry([line("a", 1000), line("gone", 500)]), find)).toBeNull();
  });
});
