import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createLocation } from "@pos/core/company/company";
import { applyStockChanges } from "@pos/core/inventory/stock-ledger";
import { noBatch, Stock } from "@pos/core/inventory/stock.entity";
import { replayCompany } from "@pos/core/inventory/stock-replay";
import { seedDemoCatalogue } from "@pos/functions/local/seed-catalogue";
import { demoLots, seedDemoStock } from "@pos/functions/local/seed-stock";
import type { PosProduct } from "@pos/core/payments/pos-data.schema";
import { sell } from "../support/sale-world";
import { openShift, passcodes } from "../support/register";

describe("the ledger replayed", () => {
  let world: Awaited<ReturnType<typeof openShift>>;
  let companyId: number;
  let products: PosProduct[];

  beforeAll(async () => {
    world = await openShift();
    companyId = world.companyId;
    const second = await createLocation({ companyId, name: "Kensington" });
    await seedDemoCatalogue(companyId, second.id);
    await seedDemoStock(companyId, [world.location.id, second.id]);
    await world.register.hours.clockIn({ passcode: passcodes.cashier });
    const listings = await world.register.posData.listings({ since: null });
    products = listings.products.filter(
      (product) => product.trackInventory && product.isActive && product.price !== null,
    );
  }, 300_000);

  it("finds every demo stock item equal to its ledger after a burst of sales, refunds and adjustments", async () => {
    const lotted = products.find((product) => product.sku === demoLots[0].sku)!;
    expect(lotted.isBatchTracked).toBe(true);
    const picked = [lotted, ...products.filter((product) => product !== lotted).slice(0, 5)];
    const sale = (product: PosProduct) => sell(world, [{ lineId: "l1", productId: product.id, quantity: 1 }]);
    const earlier = await Promise.all(picked.map(sale));
    const key = { locationId: world.location.id, productId: picked[1]!.id, batchId: noBatch };
    const adjust = (quantity: number) =>
      applyStockChanges(
        [key],
        () => [{ ...key, quantity, type: "ADJUSTMENT", reason: "damaged", productName: picked[1]!.name }],
        {
          companyId,
          actor: { kind: "user", id: "u-replay", name: "replay@test.example" },
          at: new Date().toISOString(),
          document: null,
          blockNegative: false,
          costOption: "weightedAverage",
        },
      );
    await Promise.all([
      ...picked.flatMap((product) => [sale(product), sale(product)]),
      ...earlier.slice(0, 3).map((payment) =>
        world.register.payments.refund({
          paymentId: payment.id,
          idempotencyKey: randomUUID(),
          lines: [{ lineId: "l1", units: 1, restock: true }],
          reason: "Returned",
          passcode: passcodes.manager,
        }),
      ),
      adjust(-1),
      adjust(-2),
    ]);

    const replay = await replayCompany(companyId);
    expect(replay.items.length).toBeGreaterThan(80);
    expect(replay.entries).toBeGreaterThan(replay.items.length + picked.length * 3);
    expect(replay.mismatches).toEqual([]);
    for (const item of replay.items) {
      expect(item.ledgerQuantity, item.productId).toBeCloseTo(item.quantity, 6);
      expect(item.lastQuantityAfter ?? 0, item.productId).toBeCloseTo(item.quantity, 6);
    }
    expect(earlier[0]!.lines[0]).toMatchObject({ lotNumber: demoLots[0].lots[0].lotNumber });
    expect(earlier.every((payment) => payment.lines[0]!.cost > 0)).toBe(true);
  }, 300_000);

  it("reports a stock item written around the ledger", async () => {
    const [item] = (await Stock.query.byLocation({ companyId, locationId: world.location.id }).go()).data;
    await Stock.patch(item!).add({ quantity: 1 }).go();
    const replay = await replayCompany(companyId);
    expect(replay.mismatches).toEqual([
      expect.objectContaining({
        productId: item!.productId,
        batchId: item!.batchId,
        quantity: item!.quantity + 1,
        ledgerQuantity: item!.quantity,
        lastQuantityAfter: item!.quantity,
        matches: false,
      }),
    ]);
  }, 120_000);
});
