import { describe, expect, it } from "vitest";
import { complianceMessages } from "@pos/core/compliance/compliance.schema";
import { editProduct, putProducts, productItem } from "../support/catalog";
import {
  complianceCategory,
  complianceWorld,
  placeIn,
  receive,
  type ComplianceWorld,
} from "../support/compliance-world";
import { ledgerOf, stockOf } from "../support/inventory-world";
import { sell } from "../support/sale-world";
import { failureOf } from "../support/world";

const refused = (message: string) => ({ code: "BAD_REQUEST", appCode: "INVALID_INPUT", message });
const bothMissing = (name: string) => complianceMessages.blocked(name, ["ocsSku", "gtin"]);
const codes = { ocsSku: "100234", gtin: "0628417000378" };

const at = (world: ComplianceWorld, locationId = world.location.id) => ({
  companyId: world.companyId,
  locationId,
});

describe("the Ontario compliance gate", () => {
  it("refuses to sell a cannabis product without its OCS SKU and GTIN, names what is missing and writes nothing", async () => {
    const world = await complianceWorld();
    const { gummies, soda } = world.products;
    const before = await ledgerOf(at(world));
    const line = { productId: gummies.productId, quantity: 1 };
    expect(await failureOf(sell(world, [line]))).toMatchObject(refused(bothMissing("Gummies")));
    expect(
      await failureOf(
        world.register.sales.quote({ lines: [{ ...line, lineId: "l1" }], orderDiscountIds: [] }),
      ),
    ).toMatchObject(refused(bothMissing("Gummies")));
    expect(await stockOf(at(world), gummies.productId)).toMatchObject({ quantity: 10 });
    expect(await ledgerOf(at(world))).toHaveLength(before.length);
    // Not cannabis: sold as before.
    await sell(world, [{ productId: soda.productId, quantity: 1 }]);
    await editProduct(gummies, { ocsSku: codes.ocsSku });
    expect(await failureOf(sell(world, [line]))).toMatchObject(
      refused(complianceMessages.blocked("Gummies", ["gtin"])),
    );
    await editProduct(gummies, { gtin: codes.gtin });
    await sell(world, [line]);
    expect(await stockOf(at(world), gummies.productId)).toMatchObject({ quantity: 9 });
  });

  it("refuses a receipt, an adjustment, a transfer and a conversion of the product until it has both codes", async () => {
    const world = await complianceWorld();
    const { flower, bulkMaster } = world.products;
    const message = bothMissing("Flower 3.5 g");
    const before = (await ledgerOf(at(world))).length;
    await expect(receive(world, world.location.id, flower, 5)).rejects.toMatchObject({
      code: "INVALID_INPUT",
      message,
    });
    expect(
      await failureOf(
        world.caller.inventory.adjust({
          ...at(world),
          productId: flower.productId,
          quantity: -1,
          reason: "damaged",
        }),
      ),
    ).toMatchObject(refused(message));
    const transfer = {
      companyId: world.companyId,
      fromLocationId: world.location.id,
      toLocationId: world.second.id,
      lines: [{ productId: flower.productId, batchId: null, quantity: 2 }],
    };
    expect(await failureOf(world.caller.transfers.create(transfer))).toMatchObject(refused(message));
    const conversion = {
      ...at(world),
      from: { productId: bulkMaster.productId, batchId: null, quantity: 7 },
      outputs: [{ productId: flower.productId, batchId: null, quantity: 2 }],
    };
    expect(await failureOf(world.caller.inventoryConversions.convert(conversion))).toMatchObject(
      refused(message),
    );
    expect(await ledgerOf(at(world))).toHaveLength(before);
    expect(await stockOf(at(world), flower.productId)).toMatchObject({ quantity: 10 });

    await editProduct(flower, codes);
    await receive(world, world.location.id, flower, 5);
    await world.caller.inventory.adjust({
      ...at(world),
      productId: flower.productId,
      quantity: -1,
      reason: "damaged",
    });
    await world.caller.transfers.create(transfer);
    await world.caller.inventoryConversions.convert(conversion);
    expect(await stockOf(at(world), flower.productId)).toMatchObject({ quantity: 16 });
  });

  it("gates a transfer by its destination too: from a store elsewhere into an Ontario store", async () => {
    const world = await complianceWorld();
    await placeIn(world, world.location.id, "AB");
    const transfer = {
      companyId: world.companyId,
      fromLocationId: world.location.id,
      toLocationId: world.second.id,
      lines: [{ productId: world.products.gummies.productId, batchId: null, quantity: 1 }],
    };
    expect(await failureOf(world.caller.transfers.create(transfer))).toMatchObject(
      refused(bothMissing("Gummies")),
    );
  });

  it("does not gate a store outside Ontario, nor an Ontario company without the OCS compliance flag", async () => {
    const alberta = await complianceWorld();
    await placeIn(alberta, alberta.location.id, "AB");
    await sell(alberta, [{ productId: alberta.products.gummies.productId, quantity: 1 }]);
    await receive(alberta, alberta.location.id, alberta.products.flower, 3);

    const unflagged = await complianceWorld({ flag: false });
    await sell(unflagged, [{ productId: unflagged.products.gummies.productId, quantity: 1 }]);
    await unflagged.caller.inventory.adjust({
      ...at(unflagged),
      productId: unflagged.products.flower.productId,
      quantity: 2,
      reason: "correction",
    });
  });

  it("knows cannabis by its category's compliance category too, and never gates accessories", async () => {
    const world = await complianceWorld();
    const { companyId } = world;
    const dried = await complianceCategory(companyId, "Flower", "dried");
    const whole = await complianceCategory(companyId, "Whole flower", null, dried);
    const gear = await complianceCategory(companyId, "Gear", "accessories");
    const [jar, grinder] = await putProducts([
      productItem(companyId, { name: "Jar in a dried subcategory", categoryId: whole }),
      productItem(companyId, { name: "Grinder", categoryId: gear }),
    ]);
    await expect(receive(world, world.location.id, jar!, 4)).rejects.toMatchObject({
      message: bothMissing("Jar in a dried subcategory"),
    });
    await receive(world, world.location.id, grinder!, 4);
  });

  it("gives the register each product's refusal with the catalogue, so it shows when the item is added", async () => {
    const world = await complianceWorld();
    await editProduct(world.products.flower, codes);
    const page = await world.register.posData.listings({ since: null, cursor: null, pageSize: 100 });
    const blockOf = (id: string) => page.products.find((product) => product.id === id)?.complianceBlock;
    expect(blockOf(world.products.gummies.productId)).toBe(bothMissing("Gummies"));
    expect(blockOf(world.products.flower.productId)).toBeNull();
    expect(blockOf(world.products.soda.productId)).toBeNull();
    expect(blockOf(world.products.bulkMaster.productId)).toBeNull();
  });
});
