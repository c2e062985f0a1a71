import { describe, expect, it } from "vitest";
import { inventoryMessages } from "@pos/core/inventory/inventory-log.schema";
import { batchesOf, createBatch } from "@pos/core/inventory/stock";
import { stockWorld, ledgerAt, onHandAt, type StockWorld } from "../support/stock-world";
import { callerFor, failureOf, makeUser } from "../support/world";

const badInput = (message: string) => ({ code: "BAD_REQUEST", appCode: "INVALID_INPUT", message });

const adjust = (world: StockWorld, fields: Record<string, unknown>) =>
  world.caller.inventory.adjust({
    companyId: world.companyId,
    locationId: world.location.id,
    productId: world.products.gummies.productId,
    quantity: 5,
    reason: "correction",
    ...fields,
  } as Parameters<StockWorld["caller"]["inventory"]["adjust"]>[0]);

describe("inventory.adjust", () => {
  it("adds received stock at its cost and writes one ADJUSTMENT entry under a new adjustment document", async () => {
    const world = await stockWorld();
    const entry = await adjust(world, {
      quantity: 12,
      reason: "received",
      unitCost: 250,
      note: "Delivery #4",
    });
    expect(entry).toMatchObject({
      type: "ADJUSTMENT",
      reason: "received",
      note: "Delivery #4",
      quantityChange: 12,
      quantityAfter: 12,
      unitCost: 250,
      actor: { kind: "user", id: world.owner.userId, name: world.owner.email },
      documentType: "adjustment",
    });
    expect(entry.documentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await onHandAt(world, world.products.gummies.productId)).toBe(12);
    const second = await adjust(world, { quantity: -2, reason: "damaged" });
    expect(second).toMatchObject({ quantityAfter: 10, unitCost: 250, reason: "damaged" });
    expect(second.documentId).not.toBe(entry.documentId);
    expect(await ledgerAt(world)).toHaveLength(2);
  });

  it("ignores a unit cost unless units are received", async () => {
    const world = await stockWorld();
    await adjust(world, { quantity: 10, reason: "received", unitCost: 300 });
    const corrected = await adjust(world, { quantity: 4, reason: "correction", unitCost: 9_999 });
    expect(corrected.unitCost).toBe(300);
  });

  it("adjusts one lot of a lot-tracked product", async () => {
    const world = await stockWorld();
    const { flower } = world.products;
    await adjust(world, {
      productId: flower.productId,
      batchId: world.lots.b.id,
      quantity: 7,
      reason: "received",
      unitCost: 400,
    });
    expect(await onHandAt(world, flower.productId, world.lots.b.id)).toBe(7);
    expect(await onHandAt(world, flower.productId, world.lots.a.id)).toBe(0);
  });

  it("refuses to go below zero when the company blocks negative stock, writing nothing", async () => {
    const world = await stockWorld({ blockNegative: true });
    await adjust(world, { quantity: 3 });
    expect(await failureOf(adjust(world, { quantity: -4, reason: "theft" }))).toEqual({
      code: "CONFLICT",
      appCode: "CONFLICT",
      message: inventoryMessages.notEnough("Gummies"),
    });
    expect(await onHandAt(world, world.products.gummies.productId)).toBe(3);
    expect(await ledgerAt(world)).toHaveLength(1);
    await adjust(world, { quantity: -3, reason: "theft" });
    expect(await onHandAt(world, world.products.gummies.productId)).toBe(0);
  });

  it("lets stock go below zero when the company does not block it", async () => {
    const world = await stockWorld();
    expect((await adjust(world, { quantity: -2, reason: "expired" })).quantityAfter).toBe(-2);
  });

  describe("bad input is a 400 and writes nothing", () => {
    const cases: [string, (world: StockWorld) => Record<string, unknown>, string | null][] = [
      ["a quantity of 0", () => ({ quantity: 0 }), null],
      [
        "a lot of another product",
        (world) => ({ productId: world.products.gummies.productId, batchId: world.lots.a.id }),
        inventoryMessages.unknownLot,
      ],
      [
        "a lot that does not exist",
        (world) => ({ productId: world.products.flower.productId, batchId: "nope" }),
        inventoryMessages.unknownLot,
      ],
      [
        "no lot for a product kept by lot",
        (world) => ({ productId: world.products.flower.productId }),
        inventoryMessages.lotRequired("Flower"),
      ],
      [
        "another company's location",
        (world) => ({ locationId: world.other.location.id }),
        inventoryMessages.unknownLocation,
      ],
      [
        "another company's product",
        (world) => ({ productId: world.other.product.productId }),
        inventoryMessages.unknownProduct,
      ],
      [
        "a product that does not track inventory",
        (world) => ({ productId: world.products.papers.productId }),
        inventoryMessages.notTracked("Papers"),
      ],
      ["an unknown reason", () => ({ reason: "gift" }), null],
      ["a negative unit cost", () => ({ reason: "received", unitCost: -1 }), null],
    ];
    it.each(cases)("%s", async (_, fields, message) => {
      const world = await stockWorld();
      const failure = await failureOf(adjust(world, fields(world)));
      expect(failure).toMatchObject({ code: "BAD_REQUEST", appCode: "INVALID_INPUT" });
      if (message) expect(failure).toEqual(badInput(message));
      expect(await ledgerAt(world)).toEqual([]);
      expect(await onHandAt(world, world.products.gummies.productId)).toBe(0);
    });

    it("refuses a lot on a product not tracked by lot when the company does not track lots", async () => {
      const world = await stockWorld();
      const { Company } = await import("@pos/core/company/company.entity");
      await Company.patch({ companyId: world.companyId }).set({ isBatchTracking: false }).go();
      const failure = await failureOf(
        adjust(world, { productId: world.products.flower.productId, batchId: world.lots.a.id }),
      );
      expect(failure).toEqual(badInput(inventoryMessages.unknownLot));
      expect(await ledgerAt(world)).toEqual([]);
    });

    it("refuses a lot of its own on a product not tracked by lot", async () => {
      const world = await stockWorld();
      const { gummies } = world.products;
      const own = await createBatch({
        companyId: world.companyId,
        productId: gummies.productId,
        lotNumber: "G1",
      });
      expect(await failureOf(adjust(world, { batchId: own.id }))).toEqual(
        badInput(inventoryMessages.unknownLot),
      );
      expect(await ledgerAt(world)).toEqual([]);
    });

    it("says which quantity is wrong", async () => {
      const world = await stockWorld();
      expect((await failureOf(adjust(world, { quantity: 0 }))).message).toContain(
        inventoryMessages.zeroQuantity,
      );
    });
  });

  it("needs CAN_MANAGE_INVENTORY", async () => {
    const world = await stockWorld();
    const stranger = await makeUser();
    const failure = await failureOf(
      adjust({ ...world, caller: await callerFor(stranger.token) }, { quantity: 1 }),
    );
    expect(failure.code).toBe("FORBIDDEN");
    expect(await ledgerAt(world)).toEqual([]);
  });

  it("keeps every unit when adjustments of one product race", async () => {
    const world = await stockWorld({ blockNegative: true });
    await Promise.all(Array.from({ length: 10 }, () => adjust(world, { quantity: 1 })));
    expect(await onHandAt(world, world.products.gummies.productId)).toBe(10);
    expect((await ledgerAt(world)).map((entry) => entry.quantityAfter).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });
});

describe("inventory.addLot", () => {
  it("adds a lot to a product kept by lot, once per lot number, and stock can be adjusted into it", async () => {
    const world = await stockWorld();
    const { flower } = world.products;
    const add = (lotNumber: string) =>
      world.caller.inventory.addLot({
        companyId: world.companyId,
        locationId: world.location.id,
        productId: flower.productId,
        lotNumber,
        expiryDate: "2027-12-31",
      });
    const lot = await add("C3");
    expect(lot).toMatchObject({ lotNumber: "C3", expiryDate: "2027-12-31", productId: flower.productId });
    expect((await add("c3")).id).toBe(lot.id);
    await adjust(world, { productId: flower.productId, batchId: lot.id, quantity: 5, reason: "received" });
    expect(await onHandAt(world, flower.productId, lot.id)).toBe(5);
  });

  it("refuses a lot for a product not kept by lot, another company's product, or an empty lot number", async () => {
    const world = await stockWorld();
    const add = (fields: Record<string, unknown>) =>
      world.caller.inventory.addLot({
        companyId: world.companyId,
        locationId: world.location.id,
        productId: world.products.flower.productId,
        lotNumber: "L1",
        ...fields,
      } as Parameters<StockWorld["caller"]["inventory"]["addLot"]>[0]);
    expect(await failureOf(add({ productId: world.products.gummies.productId }))).toEqual(
      badInput("Gummies is not tracked by lot"),
    );
    expect(await failureOf(add({ productId: world.other.product.productId }))).toEqual(
      badInput(inventoryMessages.unknownProduct),
    );
    expect(await failureOf(add({ lotNumber: " " }))).toMatchObject({ code: "BAD_REQUEST" });
    expect((await batchesOf(world.companyId, world.products.gummies.productId)).length).toBe(0);
  });
});
