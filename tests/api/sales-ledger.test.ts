import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createLocation } from "@pos/core/company/company";
import { Company } from "@pos/core/company/company.entity";
import { InventoryLog } from "@pos/core/inventory/inventory-log.entity";
import { receiveStock } from "@pos/core/inventory/receive-stock";
import { stockAtLocation } from "@pos/core/inventory/stock";
import { applyStockChanges, readStock, stockKeyOf } from "@pos/core/inventory/stock-ledger";
import { noBatch } from "@pos/core/inventory/stock.entity";
import { readInventoryCompany } from "@pos/core/inventory/stock-targets";
import { replayLocation } from "@pos/core/inventory/stock-replay";
import { paymentMessages } from "@pos/core/payments/payment.schema";
import { Payment } from "@pos/core/payments/payment.entity";
import { saleWorld, sell, type SaleWorld } from "../support/sale-world";
import { productItem, putProducts } from "../support/catalog";
import { passcodes } from "../support/register";

async function stockOf(world: SaleWorld, productId: string) {
  const rows = await stockAtLocation(world.companyId, world.location.id);
  return rows.find((row) => row.productId === productId && row.batchId === null)?.quantity;
}

async function entriesOf(world: SaleWorld, productId: string) {
  const { companyId, location } = world;
  const result = await InventoryLog.query
    .byProduct({ companyId, locationId: location.id, productId })
    .go({ pages: "all" });
  return result.data;
}

async function costOf(world: SaleWorld, productId: string) {
  const key = { locationId: world.location.id, productId, batchId: noBatch };
  return (await readStock(world.companyId, [key])).get(stockKeyOf(key))?.unitCost;
}

async function receive(world: SaleWorld, productId: string, quantity: number, unitCost: number) {
  const company = await readInventoryCompany(world.companyId);
  await receiveStock(company, {
    locationId: world.location.id,
    lines: [{ productId, batchId: null, quantity, unitCost }],
  });
}

const adjustment = (world: SaleWorld, productId: string, quantity: number) => {
  const key = { locationId: world.location.id, productId, batchId: noBatch };
  return applyStockChanges(
    [key],
    () => [{ ...key, quantity, type: "ADJUSTMENT", reason: "correction", productName: productId }],
    {
      companyId: world.companyId,
      actor: { kind: "user", id: "u-test", name: "tester@test.example" },
      at: new Date().toISOString(),
      document: null,
      blockNegative: false,
      costOption: "weightedAverage",
    },
  );
};

const refundInput = (paymentId: string, lineId: string, units: number) => ({
  paymentId,
  idempotencyKey: randomUUID(),
  lines: [{ lineId, units, restock: true }],
  reason: "Returned unopened",
  passcode: passcodes.manager,
});

describe("sales through the inventory ledger", () => {
  it("sells the last unit once among 30 concurrent sales when negative stock is blocked: one SALE entry", async () => {
    const world = await saleWorld({ blockNegative: true, stock: 1 });
    const { gummies } = world.products;
    const lines = [{ productId: gummies.productId, quantity: 1 }];
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => sell(world, lines)));
    const sold = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    expect(sold).toHaveLength(1);
    const refused = results.flatMap((result) =>
      result.status === "rejected" ? [String(result.reason)] : [],
    );
    expect(refused.every((reason) => reason.includes(paymentMessages.notInStock("Gummies")))).toBe(true);
    expect(await stockOf(world, gummies.productId)).toBe(0);
    const sales = (await entriesOf(world, gummies.productId)).filter((entry) => entry.type === "SALE");
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({
      quantityChange: -1,
      quantityAfter: 0,
      documentType: "payment",
      documentId: sold[0]!.id,
      actorKind: "employee",
      actorName: "Blake",
    });
  }, 120_000);

  it("records every one of 15 concurrent sales without blocking: 15 entries, each a distinct balance", async () => {
    const world = await saleWorld({ stock: 10 });
    const { soda } = world.products;
    const lines = [{ productId: soda.productId, quantity: 1 }];
    const payments = await Promise.all(Array.from({ length: 15 }, () => sell(world, lines)));
    expect(new Set(payments.map((payment) => payment.id)).size).toBe(15);
    expect(await stockOf(world, soda.productId)).toBe(10 - 15);
    const sales = (await entriesOf(world, soda.productId)).filter((entry) => entry.type === "SALE");
    expect(sales).toHaveLength(15);
    expect(new Set(sales.map((entry) => entry.quantityAfter))).toEqual(
      new Set(Array.from({ length: 15 }, (_, index) => 9 - index)),
    );
    expect((await replayLocation(world.companyId, world.location.id)).mismatches).toEqual([]);
  }, 120_000);

  it("never loses an update when sales and adjustments of one product run at the same time", async () => {
    const world = await saleWorld({ stock: 50 });
    const { flower } = world.products;
    const lines = [{ productId: flower.productId, quantity: 2 }];
    await Promise.all([
      ...Array.from({ length: 8 }, () => sell(world, lines)),
      ...Array.from({ length: 8 }, () => adjustment(world, flower.productId, 3)),
    ]);
    expect(await stockOf(world, flower.productId)).toBe(50 - 16 + 24);
    const entries = await entriesOf(world, flower.productId);
    expect(entries.filter((entry) => entry.type === "SALE")).toHaveLength(8);
    expect(entries.filter((entry) => entry.type === "ADJUSTMENT")).toHaveLength(1 + 8);
    expect((await replayLocation(world.companyId, world.location.id)).mismatches).toEqual([]);
  }, 120_000);
});

describe("register sales racing the back office", () => {
  it("never loses a register sale made while a transfer leaves the same stock", async () => {
    const world = await saleWorld({ stock: 40 });
    const { flower } = world.products;
    const { companyId } = world;
    const elsewhere = await createLocation({ companyId, name: "Elsewhere" });
    const transfer = await world.caller.transfers.create({
      companyId,
      fromLocationId: world.location.id,
      toLocationId: elsewhere.id,
      lines: [{ productId: flower.productId, quantity: 10 }],
    });
    await Promise.all([
      world.caller.transfers.send({ companyId, transferId: transfer.id }),
      ...Array.from({ length: 8 }, () => sell(world, [{ productId: flower.productId, quantity: 2 }])),
    ]);
    expect(await stockOf(world, flower.productId)).toBe(40 - 10 - 16);
    const entries = await entriesOf(world, flower.productId);
    expect(entries.filter((entry) => entry.type === "SALE")).toHaveLength(8);
    expect(entries.filter((entry) => entry.type === "TRANSFER_OUT")).toHaveLength(1);
    expect((await replayLocation(companyId, world.location.id)).mismatches).toEqual([]);
  }, 120_000);
});

describe("cost of goods", () => {
  it("records each line's cost at the weighted average, per gram for bulk, 0 when untracked", async () => {
    const world = await saleWorld({ stock: 0 });
    const { gummies, bulkMaster, bulk7 } = world.products;
    await receive(world, gummies.productId, 10, 500);
    await receive(world, gummies.productId, 10, 701);
    expect(await costOf(world, gummies.productId)).toBe(600.5);
    await receive(world, bulkMaster.productId, 100, 412);
    const [bag] = await putProducts([
      productItem(world.companyId, { name: "Gift bag", price: 100, trackInventory: false }),
    ]);
    const payment = await sell(world, [
      { productId: gummies.productId, quantity: 3 },
      { productId: bulk7.productId, quantity: 1 },
      { productId: bag!.productId, quantity: 1 },
    ]);
    expect(payment.lines.map((line) => line.cost)).toEqual([Math.round(3 * 600.5), 7 * 412, 0]);
    const stored = (await Payment.get({ companyId: world.companyId, paymentId: payment.id }).go()).data;
    expect(stored?.lines.map((line) => line.cost)).toEqual([1802, 2884, 0]);
    const [sale] = (await entriesOf(world, gummies.productId)).filter((entry) => entry.type === "SALE");
    expect(sale).toMatchObject({ quantityChange: -3, quantityAfter: 17, unitCost: 600.5 });
  });

  it("records each line's cost at the last receipt's cost when the company uses last cost", async () => {
    const world = await saleWorld({ stock: 0 });
    await Company.patch({ companyId: world.companyId }).set({ inventoryCostOption: "lastCost" }).go();
    const { gummies } = world.products;
    await receive(world, gummies.productId, 10, 500);
    await receive(world, gummies.productId, 10, 701);
    const payment = await sell(world, [{ productId: gummies.productId, quantity: 2 }]);
    expect(payment.lines[0]?.cost).toBe(1402);
  });

  it("puts the sale's cost back with goods a refund restocks: a REFUND entry by the employee", async () => {
    const world = await saleWorld({ stock: 0 });
    const { gummies } = world.products;
    await receive(world, gummies.productId, 10, 600);
    const payment = await sell(world, [{ lineId: "l1", productId: gummies.productId, quantity: 4 }]);
    expect(payment.lines[0]?.cost).toBe(2400);
    await receive(world, gummies.productId, 6, 900);
    expect(await costOf(world, gummies.productId)).toBe(750);
    await world.register.payments.refund(refundInput(payment.id, "l1", 2));
    expect(await stockOf(world, gummies.productId)).toBe(14);
    expect(await costOf(world, gummies.productId)).toBe(Math.round(((12 * 750 + 2 * 600) / 14) * 1e4) / 1e4);
    const refunds = (await entriesOf(world, gummies.productId)).filter((entry) => entry.type === "REFUND");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      quantityChange: 2,
      quantityAfter: 14,
      unitCost: 600,
      documentType: "payment",
      documentId: payment.id,
      actorKind: "employee",
      actorName: "Avery",
    });
    expect((await replayLocation(world.companyId, world.location.id)).mismatches).toEqual([]);
  });

  it("restocks 80 lines of 20 products with one REFUND entry per product, so the refund fits one transaction", async () => {
    const world = await saleWorld();
    const items = await putProducts(
      Array.from({ length: 20 }, (_, index) => productItem(world.companyId, { name: `Item ${index}` })),
    );
    const lines = Array.from({ length: 80 }, (_, index) => ({
      lineId: `l${index + 1}`,
      productId: items[index % 20]!.productId,
      quantity: 1,
    }));
    const payment = await sell(world, lines);
    await world.register.payments.refund({
      paymentId: payment.id,
      idempotencyKey: randomUUID(),
      lines: lines.map((line) => ({ lineId: line.lineId, units: 1, restock: true })),
      reason: "Wrong order",
      passcode: passcodes.manager,
    });
    for (const item of items) {
      expect(await stockOf(world, item.productId)).toBe(0);
      const entries = await entriesOf(world, item.productId);
      expect(entries.map((entry) => [entry.type, entry.quantityChange]).sort()).toEqual([
        ["REFUND", 4],
        ["SALE", -4],
      ]);
    }
  }, 120_000);

  it("restocks every one of concurrent refunds and sales of one product", async () => {
    const world = await saleWorld({ stock: 30 });
    const { gummies } = world.products;
    const sales = [];
    for (let index = 0; index < 4; index += 1)
      sales.push(await sell(world, [{ lineId: "l1", productId: gummies.productId, quantity: 2 }]));
    await Promise.all([
      ...sales.map((sale) => world.register.payments.refund(refundInput(sale.id, "l1", 2))),
      ...Array.from({ length: 4 }, () => sell(world, [{ productId: gummies.productId, quantity: 1 }])),
    ]);
    expect(await stockOf(world, gummies.productId)).toBe(30 - 8 + 8 - 4);
    expect((await replayLocation(world.companyId, world.location.id)).mismatches).toEqual([]);
  }, 120_000);
});
