import { describe, expect, it } from "vitest";
import { featureDisabledMessage } from "@pos/core/company/feature-flags.schema";
import { setPermissionFlag } from "@pos/core/company/feature-flags";
import { newProductDraft } from "@pos/core/catalog/product-rules";
import { pricingGroupMessages } from "@pos/core/pricing-groups/pricing-group.schema";
import { bulkMaster, shop, storedItems } from "../support/product-world";
import { badInput, conflict } from "../support/staff";
import { failureOf } from "../support/world";

async function groupsShop() {
  const world = await shop();
  await setPermissionFlag({ companyId: world.companyId, flag: "canAccessPricingGroups", enabled: true });
  const group = (name: string, price: number) =>
    world.caller.pricingGroups.create({ companyId: world.companyId, name, price });
  return { ...world, group };
}

describe("pricing groups: the permission flag", () => {
  it("refuses every call while canAccessPricingGroups is off", async () => {
    const world = await shop();
    expect(
      await failureOf(
        world.caller.pricingGroups.create({ companyId: world.companyId, name: "Eighths", price: 3000 }),
      ),
    ).toEqual({ code: "FORBIDDEN", appCode: "FORBIDDEN", message: featureDisabledMessage });
    expect(await failureOf(world.caller.pricingGroups.list({ companyId: world.companyId }))).toMatchObject({
      code: "FORBIDDEN",
    });
  });
});

describe("pricing group rules (dashboard.md 4), on the server", () => {
  it("gives a product its group's price, and refreshes it when a saved product changes group", async () => {
    const world = await groupsShop();
    const { companyId } = world;
    const eighths = await world.group("Eighths", 3000);
    const quarters = await world.group("Quarters", 5500);
    const created = await world.products.create({
      companyId,
      product: { ...newProductDraft({ name: "Pink Kush 3.5 g" }), price: 999, pricingGroupId: eighths.id },
    });
    expect(created.price).toBe(3000);
    const moved = await world.products.update({
      companyId,
      productId: created.id,
      product: { ...created, childProducts: [], pricingGroupId: quarters.id },
    });
    expect(moved).toMatchObject({ pricingGroupId: quarters.id, price: 5500 });
  });

  it("clears the children's groups when the master's group is cleared", async () => {
    const world = await groupsShop();
    const { companyId } = world;
    const group = await world.group("Bulk", 3000);
    const draft = bulkMaster("Blue Dream");
    const master = await world.products.create({
      companyId,
      product: {
        ...draft,
        pricingGroupId: group.id,
        childProducts: draft.childProducts.map((child) => ({ ...child, pricingGroupId: group.id })),
      },
    });
    expect(master.childProducts.map((child) => [child.pricingGroupId, child.price])).toEqual([
      [group.id, 3000],
      [group.id, 3000],
    ]);
    const cleared = await world.products.update({
      companyId,
      productId: master.id,
      product: { ...master, pricingGroupId: null },
    });
    expect(cleared.childProducts.map((child) => child.pricingGroupId)).toEqual([null, null]);
    const stored = await storedItems(companyId);
    expect(
      stored.filter((item) => item.parentId === master.id).map((item) => item.pricingGroupId ?? null),
    ).toEqual([null, null]);
  });

  it("writes a new group price to every product of the group", async () => {
    const world = await groupsShop();
    const { companyId } = world;
    const group = await world.group("Pre-rolls", 1000);
    const products = await Promise.all(
      ["A", "B", "C"].map((name) =>
        world.products.create({
          companyId,
          product: { ...newProductDraft({ name }), price: 1, pricingGroupId: group.id },
        }),
      ),
    );
    const updated = await world.caller.pricingGroups.update({
      companyId,
      pricingGroupId: group.id,
      name: "Pre-rolls",
      price: 1250,
    });
    expect(updated).toMatchObject({ price: 1250, productCount: 3 });
    const stored = await storedItems(companyId);
    for (const product of products) {
      const item = stored.find((entry) => entry.productId === product.id);
      expect(item?.price).toBe(1250);
      expect(item && item.updateDate > product.updateDate).toBe(true);
    }
  });

  it("refuses an unknown group on a product (nothing written) and deleting a group in use", async () => {
    const world = await groupsShop();
    const { companyId } = world;
    expect(
      await failureOf(
        world.products.create({
          companyId,
          product: { ...newProductDraft({ name: "X" }), pricingGroupId: "pg_nope" },
        }),
      ),
    ).toEqual(badInput(pricingGroupMessages.unknownGroup));
    expect(await storedItems(companyId)).toEqual([]);
    const group = await world.group("Singles", 500);
    await world.products.create({
      companyId,
      product: { ...newProductDraft({ name: "Y" }), pricingGroupId: group.id },
    });
    expect(
      await failureOf(world.caller.pricingGroups.delete({ companyId, pricingGroupId: group.id })),
    ).toEqual(conflict(pricingGroupMessages.inUse(1)));
    expect(
      await failureOf(world.caller.pricingGroups.create({ companyId, name: "singles", price: 1 })),
    ).toEqual(conflict(pricingGroupMessages.nameTaken));
  });
});
