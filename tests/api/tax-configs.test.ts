import { describe, expect, it } from "vitest";
import { featureDisabledMessage } from "@pos/core/company/feature-flags.schema";
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import { Product } from "@pos/core/catalog/product.entity";
import { createCategory } from "@pos/core/catalog/categories";
import { TaxConfigEntity } from "@pos/core/tax-config/tax-config.entity";
import { taxConfigMessages, type TaxConfigFields } from "@pos/core/tax-config/tax-config.schema";
import { taxConfigInUse } from "@pos/core/tax-config/tax-configs";
import { newProductDraft } from "@pos/core/catalog/product-draft";
import { saleWorld, sell } from "../support/sale-world";
import { badInput, companyWithManager, conflict, makeStaff, missingPermission } from "../support/staff";
import { failureOf } from "../support/world";

const ontario: TaxConfigFields = {
  name: "Ontario HST",
  locationIds: [],
  categoryIds: [],
  taxes: [{ name: "HST", rate: 13 }],
  depositCents: 0,
  isActive: true,
};

async function withFlag() {
  const world = await companyWithManager();
  await setFeatureFlag({ companyId: world.companyId, flag: "taxConfig", enabled: true });
  return world;
}

describe("tax configurations: the flag and the permission", () => {
  it("refuses every call while the company's taxConfig flag is off", async () => {
    const world = await companyWithManager();
    expect(await failureOf(world.caller.taxConfigs.list({ companyId: world.companyId }))).toEqual({
      code: "FORBIDDEN",
      appCode: "FORBIDDEN",
      message: featureDisabledMessage,
    });
    expect(
      await failureOf(world.caller.taxConfigs.create({ companyId: world.companyId, config: ontario })),
    ).toMatchObject({ code: "FORBIDDEN", message: featureDisabledMessage });
    expect((await TaxConfigEntity.query.byCompany({ companyId: world.companyId }).go()).data).toEqual([]);
  });

  it("needs CAN_MANAGE_COMPANY to manage them, CAN_MANAGE_PRODUCTS to choose them", async () => {
    const world = await withFlag();
    const clerk = await makeStaff(world.companyId, ["CAN_MANAGE_PRODUCTS"]);
    expect(
      await failureOf(clerk.caller.taxConfigs.create({ companyId: world.companyId, config: ontario })),
    ).toEqual(missingPermission("CAN_MANAGE_COMPANY"));
    await world.caller.taxConfigs.create({ companyId: world.companyId, config: ontario });
    expect((await clerk.caller.taxConfigs.options({ companyId: world.companyId })).items).toMatchObject([
      { name: "Ontario HST", isActive: true },
    ]);
  });
});

describe("tax configurations: validation", () => {
  it("refuses a rule without taxes or deposit, a repeated tax, a taken name, and another company's ids", async () => {
    const world = await withFlag();
    const other = await withFlag();
    const { companyId } = world;
    const create = (config: TaxConfigFields) =>
      failureOf(world.caller.taxConfigs.create({ companyId, config }));
    expect(await create({ ...ontario, taxes: [] })).toMatchObject(
      badInput(taxConfigMessages.needsTaxOrDeposit),
    );
    expect(
      await create({
        ...ontario,
        taxes: [
          { name: "GST", rate: 5 },
          { name: "gst", rate: 5 },
        ],
      }),
    ).toMatchObject({ code: "BAD_REQUEST" });
    expect(await create({ ...ontario, locationIds: [other.location.id] })).toEqual(
      badInput(taxConfigMessages.unknownLocation),
    );
    const foreign = await createCategory({
      companyId: other.companyId,
      name: "Other's edibles",
      parentCategoryId: null,
      complianceCategoryId: "edibles-solids",
    });
    expect(await create({ ...ontario, categoryIds: [foreign.id] })).toEqual(
      badInput(taxConfigMessages.unknownCategory),
    );
    await world.caller.taxConfigs.create({ companyId, config: ontario });
    expect(await create({ ...ontario, name: "ontario hst" })).toEqual(conflict(taxConfigMessages.nameTaken));
    expect((await TaxConfigEntity.query.byCompany({ companyId }).go()).data).toHaveLength(1);
  });

  it("refuses a product naming an unknown configuration and deleting one a product chose", async () => {
    const world = await withFlag();
    const { companyId } = world;
    const config = await world.caller.taxConfigs.create({ companyId, config: ontario });
    const draft = { ...newProductDraft(), name: "Pre-roll", price: 1000 };
    expect(
      await failureOf(
        world.caller.catalog.products.create({ companyId, product: { ...draft, taxConfigs: ["tc_nope"] } }),
      ),
    ).toEqual(badInput(taxConfigMessages.unknownConfig));
    await world.caller.catalog.products.create({ companyId, product: { ...draft, taxConfigs: [config.id] } });
    expect(await failureOf(world.caller.taxConfigs.delete({ companyId, taxConfigId: config.id }))).toEqual(
      conflict(taxConfigInUse(1)),
    );
  });
});

describe("checkout with tax configurations", () => {
  it("taxes by tax group with the flag off and by the configurations with it on", async () => {
    const world = await saleWorld();
    const { companyId, location } = world;
    const { gummies } = world.products;
    const owner = world.caller;
    await setFeatureFlag({ companyId, flag: "taxConfig", enabled: true });
    await owner.taxConfigs.create({ companyId, config: ontario });
    await setFeatureFlag({ companyId, flag: "taxConfig", enabled: false });

    // Off: the gummies' tax group, GST 5 % of 12.99.
    const off = await sell(world, [{ productId: gummies.productId, quantity: 1 }]);
    expect(off.taxes).toEqual([{ name: "GST", rate: 5, amount: 65 }]);

    // On: the default configuration of every location, HST 13 % of 12.99.
    await setFeatureFlag({ companyId, flag: "taxConfig", enabled: true });
    const on = await sell(world, [{ productId: gummies.productId, quantity: 1 }]);
    expect(on.taxes).toEqual([{ name: "HST", rate: 13, amount: 169 }]);
    expect(on.total).toBe(1299 + 169);

    // A configuration for the product's category, at this location, with a deposit, wins over the default.
    const edibles = await createCategory({
      companyId,
      name: "Edibles",
      parentCategoryId: null,
      complianceCategoryId: "edibles-solids",
    });
    await Product.patch({ companyId, productId: gummies.productId }).set({ categoryId: edibles.id }).go();
    await owner.taxConfigs.create({
      companyId,
      config: {
        ...ontario,
        name: "Edibles here",
        locationIds: [location.id],
        categoryIds: [edibles.id],
        taxes: [
          { name: "GST", rate: 5 },
          { name: "PST", rate: 7 },
        ],
        depositCents: 25,
      },
    });
    const byCategory = await sell(world, [{ productId: gummies.productId, quantity: 2 }]);
    expect(byCategory.taxes).toEqual([
      { name: "GST", rate: 5, amount: 130 },
      { name: "PST", rate: 7, amount: 182 },
    ]);
    expect(byCategory.depositTotal).toBe(50);

    // A configuration chosen on the product wins over the rules by category.
    const chosen = await owner.taxConfigs.create({
      companyId,
      config: { ...ontario, name: "Chosen", taxes: [{ name: "QST", rate: 9.975 }] },
    });
    await Product.patch({ companyId, productId: gummies.productId })
      .set({ taxConfigs: [chosen.id] })
      .go();
    const explicit = await sell(world, [{ productId: gummies.productId, quantity: 1 }]);
    expect(explicit.taxes).toEqual([{ name: "QST", rate: 9.975, amount: 130 }]);
  });

  it("gives the register the configured taxes in its listings, so its own quote matches checkout", async () => {
    const world = await saleWorld();
    const { companyId } = world;
    await setFeatureFlag({ companyId, flag: "taxConfig", enabled: true });
    await world.caller.taxConfigs.create({ companyId, config: { ...ontario, depositCents: 10 } });
    const page = await world.register.posData.listings({ since: null });
    const gummies = page.products.find((product) => product.id === world.products.gummies.productId);
    expect(gummies).toMatchObject({ configuredTaxes: [{ name: "HST", rate: 13 }], depositFee: 10 });
  });
});
