import { describe, expect, it } from "vitest";
import { setPermissionFlag } from "@pos/core/company/feature-flags";
import { featureDisabledMessage } from "@pos/core/company/feature-flags.schema";
import { conversionMessages } from "@pos/core/inventory/conversion.schema";
import { inventoryMessages } from "@pos/core/inventory/inventory-log.schema";
import { batchesOf, createBatch } from "@pos/core/inventory/stock";
import { editProduct } from "../support/catalog";
import { inventoryWorld, ledgerOf, stock, stockOf, type InventoryWorld } from "../support/inventory-world";
import { badInput, makeStaff, missingPermission } from "../support/staff";
import { failureOf, makeCompany } from "../support/world";

const convert28gIntoJars = (world: InventoryWorld, extra: { note?: string } = {}) =>
  world.caller.inventoryConversions.convert({
    companyId: world.companyId,
    locationId: world.locationId,
    from: { productId: world.bulk.productId, quantity: 28 },
    outputs: [{ productId: world.jar.productId, quantity: 8 }],
    ...extra,
  });

async function nothingWritten(world: InventoryWorld, bulkOnHand: number) {
  expect((await stockOf(world, world.bulk.productId))?.quantity).toBe(bulkOnHand);
  expect(await stockOf(world, world.jar.productId)).toBeNull();
  const list = await world.caller.inventoryConversions.list({
    companyId: world.companyId,
    locationId: world.locationId,
  });
  expect(list.items).toEqual([]);
  expect((await ledgerOf(world)).filter((entry) => entry.type.startsWith("CONVERSION"))).toEqual([]);
}

describe("inventory conversions", () => {
  it("converts bulk into prepack in one document, carrying the source's cost to the outputs", async () => {
    const world = await inventoryWorld();
    await stock(world, world.bulk.productId, 100, 50);
    const done = await convert28gIntoJars(world, { note: "Weekly prepack" });
    expect(done.from).toMatchObject({ quantity: 28, onHandBefore: 100, onHandAfter: 72, unitCost: 50 });
    // 28 g × 50 cents = 1 400 cents over 8 jars: 175 cents each.
    expect(done.outputs).toEqual([
      expect.objectContaining({
        productId: world.jar.productId,
        quantity: 8,
        onHandAfter: 8,
        unitCost: 175,
        unitCostAfter: 175,
      }),
    ]);
    expect(done.value).toBe(1400);
    expect(await stockOf(world, world.bulk.productId)).toEqual({ quantity: 72, unitCost: 50 });
    expect(await stockOf(world, world.jar.productId)).toEqual({ quantity: 8, unitCost: 175 });
    const entries = (await ledgerOf(world)).filter((entry) => entry.documentType === "conversion");
    expect(
      entries
        .map((entry) => [entry.type, entry.quantityChange, entry.quantityAfter, entry.documentId])
        .sort(),
    ).toEqual([
      ["CONVERSION_IN", 8, 8, done.id],
      ["CONVERSION_OUT", -28, 72, done.id],
    ]);
    const list = await world.caller.inventoryConversions.list({
      companyId: world.companyId,
      locationId: world.locationId,
    });
    expect(list.items).toEqual([done]);
    expect(list.items[0]!.note).toBe("Weekly prepack");
  });

  it("splits the cost by quantity × weight and averages it with what the output already holds", async () => {
    const world = await inventoryWorld();
    await stock(world, world.bulk.productId, 100, 40);
    await stock(world, world.jar.productId, 2, 300);
    const done = await world.caller.inventoryConversions.convert({
      companyId: world.companyId,
      locationId: world.locationId,
      from: { productId: world.bulk.productId, quantity: 20 },
      // 20 g × 40 = 800 cents: 4 × 3.5 g = 14 g and 12 × 0.5 g = 6 g → 560 and 240 cents.
      outputs: [
        { productId: world.jar.productId, quantity: 4 },
        { productId: world.preroll.productId, quantity: 12 },
      ],
    });
    expect(done.outputs.map((line) => line.unitCost)).toEqual([140, 20]);
    // Weighted average (the default): (2 × 300 + 4 × 140) / 6.
    expect(await stockOf(world, world.jar.productId)).toEqual({ quantity: 6, unitCost: 193.3333 });
    expect(await stockOf(world, world.preroll.productId)).toEqual({ quantity: 12, unitCost: 20 });
  });

  it("leaves an output's cost alone when it does not track conversion costs", async () => {
    const world = await inventoryWorld();
    await editProduct(world.jar, { trackConversionCosts: false });
    await stock(world, world.bulk.productId, 100, 50);
    await stock(world, world.jar.productId, 2, 300);
    const done = await convert28gIntoJars(world);
    expect(done.outputs[0]).toMatchObject({ unitCost: 300, unitCostAfter: 300, onHandAfter: 10 });
    expect(await stockOf(world, world.jar.productId)).toEqual({ quantity: 10, unitCost: 300 });
    expect(await stockOf(world, world.bulk.productId)).toEqual({ quantity: 72, unitCost: 50 });
  });

  it("carries the source's lot to a lot-tracked output, creating the lot once and reusing it", async () => {
    const world = await inventoryWorld({ lots: true });
    const { companyId } = world;
    await editProduct(world.bulk, { isBatchTracked: true });
    await editProduct(world.jar, { isBatchTracked: true });
    const lot = await createBatch({
      companyId,
      productId: world.bulk.productId,
      lotNumber: "LOT-77",
      expiryDate: "2027-05-01",
    });
    await stock(world, world.bulk.productId, 100, 50, lot.id);
    const from = { productId: world.bulk.productId, batchId: lot.id, quantity: 7 };
    const first = await world.caller.inventoryConversions.convert({
      companyId,
      locationId: world.locationId,
      from,
      outputs: [{ productId: world.jar.productId, quantity: 2 }],
    });
    const [created] = await batchesOf(companyId, world.jar.productId);
    expect(created).toMatchObject({ lotNumber: "LOT-77", expiryDate: "2027-05-01" });
    expect(first.outputs[0]).toMatchObject({ batchId: created!.id, lotNumber: "LOT-77", newLot: true });
    const second = await world.caller.inventoryConversions.convert({
      companyId,
      locationId: world.locationId,
      from,
      outputs: [{ productId: world.jar.productId, quantity: 2 }],
    });
    expect(second.outputs[0]).toMatchObject({ batchId: created!.id, newLot: false, onHandAfter: 4 });
    expect(await batchesOf(companyId, world.jar.productId)).toHaveLength(1);
    expect(await stockOf(world, world.bulk.productId, lot.id)).toEqual({ quantity: 86, unitCost: 50 });
    expect(await stockOf(world, world.jar.productId, created!.id)).toEqual({ quantity: 4, unitCost: 175 });
  });

  it("takes an output's chosen lot, and refuses a lot-tracked output when the source has no lot", async () => {
    const world = await inventoryWorld({ lots: true });
    const { companyId, locationId } = world;
    await editProduct(world.jar, { isBatchTracked: true });
    await stock(world, world.bulk.productId, 100, 50);
    const jarLot = await createBatch({ companyId, productId: world.jar.productId, lotNumber: "J-1" });
    const refused = world.caller.inventoryConversions.convert({
      companyId,
      locationId,
      from: { productId: world.bulk.productId, quantity: 7 },
      outputs: [{ productId: world.jar.productId, quantity: 2 }],
    });
    expect(await failureOf(refused)).toEqual(badInput(conversionMessages.sourceLotRequired("Jar 3.5 g")));
    await world.caller.inventoryConversions.convert({
      companyId,
      locationId,
      from: { productId: world.bulk.productId, quantity: 7 },
      outputs: [{ productId: world.jar.productId, batchId: jarLot.id, quantity: 2 }],
    });
    expect(await stockOf(world, world.jar.productId, jarLot.id)).toEqual({ quantity: 2, unitCost: 175 });
  });

  it("refuses to take more than is on hand when the company blocks negative stock, and allows it otherwise", async () => {
    const blocked = await inventoryWorld({ blockNegative: true });
    await stock(blocked, blocked.bulk.productId, 10, 50);
    expect(await failureOf(convert28gIntoJars(blocked))).toEqual(
      badInput(inventoryMessages.notEnough("Bulk flower")),
    );
    await nothingWritten(blocked, 10);
    const open = await inventoryWorld();
    await stock(open, open.bulk.productId, 10, 50);
    await convert28gIntoJars(open);
    expect((await stockOf(open, open.bulk.productId))?.quantity).toBe(-18);
  });

  it("never takes more than is on hand when conversions run at the same time", async () => {
    const world = await inventoryWorld({ blockNegative: true });
    await stock(world, world.bulk.productId, 50, 50);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        world.caller.inventoryConversions.convert({
          companyId: world.companyId,
          locationId: world.locationId,
          from: { productId: world.bulk.productId, quantity: 10 },
          outputs: [{ productId: world.jar.productId, quantity: 2 }],
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    expect(await stockOf(world, world.bulk.productId)).toEqual({ quantity: 0, unitCost: 50 });
    expect(await stockOf(world, world.jar.productId)).toEqual({ quantity: 10, unitCost: 250 });
    const list = await world.caller.inventoryConversions.list({
      companyId: world.companyId,
      locationId: world.locationId,
    });
    expect(list.items).toHaveLength(5);
    expect((await ledgerOf(world)).filter((entry) => entry.type === "CONVERSION_OUT")).toHaveLength(5);
  });

  it("answers bad input with a 400 and writes nothing", async () => {
    const world = await inventoryWorld({ lots: true });
    const { companyId, locationId } = world;
    await stock(world, world.bulk.productId, 100, 50);
    const other = await makeCompany();
    const foreignLot = await createBatch({ companyId, productId: world.jar.productId, lotNumber: "JAR-LOT" });
    const convert = (change: Record<string, unknown>) =>
      failureOf(
        world.caller.inventoryConversions.convert({
          companyId,
          locationId,
          from: { productId: world.bulk.productId, quantity: 28 },
          outputs: [{ productId: world.jar.productId, quantity: 8 }],
          ...change,
        }),
      );
    expect(await convert({ outputs: [{ productId: world.bulk.productId, quantity: 1 }] })).toEqual(
      badInput(conversionMessages.sameProduct),
    );
    expect(await convert({ from: { productId: world.bulk.productId, quantity: 0 } })).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(conversionMessages.positive),
    });
    expect(await convert({ outputs: [{ productId: world.jar.productId, quantity: 0 }] })).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(conversionMessages.positive),
    });
    expect(await convert({ outputs: [] })).toMatchObject({ code: "BAD_REQUEST" });
    expect(
      await convert({ from: { productId: world.bulk.productId, batchId: foreignLot.id, quantity: 28 } }),
    ).toEqual(badInput(inventoryMessages.unknownLot));
    expect(await convert({ locationId: other.location.id })).toEqual(
      badInput(inventoryMessages.unknownLocation),
    );
    expect(
      await convert({
        outputs: [
          { productId: world.preroll.productId, quantity: 1 },
          { productId: world.preroll.productId, quantity: 2 },
        ],
      }),
    ).toEqual(badInput(conversionMessages.duplicateOutput));
    expect(await convert({ outputs: [{ productId: "p_nothere", quantity: 1 }] })).toEqual(
      badInput(inventoryMessages.unknownProduct),
    );
    await nothingWritten(world, 100);
    expect(await stockOf(world, world.preroll.productId)).toBeNull();
  });

  it("needs the company's conversions permission flag and the inventory permission", async () => {
    const world = await inventoryWorld({ conversions: false });
    await stock(world, world.bulk.productId, 100, 50);
    expect(await failureOf(convert28gIntoJars(world))).toEqual({
      code: "FORBIDDEN",
      appCode: "FORBIDDEN",
      message: featureDisabledMessage,
    });
    await setPermissionFlag({
      companyId: world.companyId,
      flag: "canAccessInventoryConversions",
      enabled: true,
    });
    const clerk = await makeStaff(world.companyId, ["CAN_MANAGE_PRODUCTS"]);
    expect(
      await failureOf(
        clerk.caller.inventoryConversions.convert({
          companyId: world.companyId,
          locationId: world.locationId,
          from: { productId: world.bulk.productId, quantity: 28 },
          outputs: [{ productId: world.jar.productId, quantity: 8 }],
        }),
      ),
    ).toEqual(missingPermission("CAN_MANAGE_INVENTORY"));
    await nothingWritten(world, 100);
    const stockKeeper = await makeStaff(world.companyId, ["CAN_MANAGE_INVENTORY"], world.locationId);
    await stockKeeper.caller.inventoryConversions.convert({
      companyId: world.companyId,
      locationId: world.locationId,
      from: { productId: world.bulk.productId, quantity: 28 },
      outputs: [{ productId: world.jar.productId, quantity: 8 }],
    });
    expect((await stockOf(world, world.jar.productId))?.quantity).toBe(8);
  });

  it("previews the on-hand and cost per unit without writing, and finds products and lots for the form", async () => {
    const world = await inventoryWorld();
    const { companyId, locationId } = world;
    await stock(world, world.bulk.productId, 100, 50);
    const preview = await world.caller.inventoryConversions.preview({
      companyId,
      locationId,
      from: { productId: world.bulk.productId, quantity: 28 },
      outputs: [{ productId: world.jar.productId, quantity: 8 }],
    });
    expect(preview.from).toMatchObject({ onHandBefore: 100, onHandAfter: 72 });
    expect(preview.outputs[0]).toMatchObject({ onHandBefore: 0, onHandAfter: 8, unitCostAfter: 175 });
    await nothingWritten(world, 100);
    const found = await world.caller.inventoryConversions.products({
      companyId,
      locationId,
      searchQuery: "bulk",
    });
    expect(found.map((product) => product.name)).toEqual(["Bulk flower"]);
    expect(found[0]).toMatchObject({ unit: "g", lotted: false, sku: "BULK-1" });
    expect(
      await world.caller.inventoryConversions.holding({
        companyId,
        locationId,
        productId: world.bulk.productId,
      }),
    ).toEqual([{ batchId: null, lotNumber: null, expiryDate: null, quantity: 100, unitCost: 50 }]);
  });
});
