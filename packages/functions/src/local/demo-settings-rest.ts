/** Imports core: load only after the environment is set (see runtime.ts). */
import { CategoryEntity } from "@pos/core/catalog/category.entity";
import { Product } from "@pos/core/catalog/product.entity";
import { setFeatureFlag, setPermissionFlag } from "@pos/core/company/feature-flags";
import { createPricingGroup } from "@pos/core/pricing-groups/pricing-groups";
import { taxPresets } from "@pos/core/tax-config/tax-config.schema";
import { createTaxConfig } from "@pos/core/tax-config/tax-configs";

const eighthPrice = 3995;

/**
 * Green Leaf's tax configurations (Ontario HST as the default rule, and Beverages with a container deposit) and a
 * pricing group, "Eighths $39.95", holding the products already sold at that price, so no demo price changes.
 * The taxConfig flag stays off: the register's demo sales (and the tests that read them) keep their tax groups;
 * an admin switches it on to try it. Pricing groups are switched on.
 */
export async function seedDemoSettingsRest(companyId: number): Promise<void> {
  const ontario = taxPresets.find((preset) => preset.province === "ON");
  if (ontario)
    await createTaxConfig({
      companyId,
      config: {
        name: ontario.name,
        locationIds: [],
        categoryIds: [],
        taxes: ontario.taxes,
        depositCents: 0,
        isActive: true,
      },
    });
  const categories = (await CategoryEntity.query.byCompany({ companyId }).go({ pages: "all" })).data;
  const beverages = categories.find((category) => category.name === "Beverages");
  if (beverages)
    await createTaxConfig({
      companyId,
      config: {
        name: "Beverages with container deposit",
        locationIds: [],
        categoryIds: [beverages.categoryId],
        taxes: ontario?.taxes ?? [],
        depositCents: 10,
        isActive: true,
      },
    });

  await setPermissionFlag({ companyId, flag: "canAccessPricingGroups", enabled: true });
  const group = await createPricingGroup({ companyId, name: "Eighths", price: eighthPrice });
  const products = (await Product.query.byCompany({ companyId }).go({ pages: "all" })).data;
  const eighths = products.filter((item) => item.price === eighthPrice && !item.isMasterProduct);
  for (const item of eighths)
    await Product.patch({ companyId, productId: item.productId }).set({ pricingGroupId: group.id }).go();
}

/** Prairie Buds (Alberta) runs on tax configurations: the flag on and Alberta's GST as its one rule. */
export async function seedDemoPrairieTaxes(companyId: number): Promise<void> {
  const alberta = taxPresets.find((preset) => preset.province === "AB");
  if (!alberta) return;
  await setFeatureFlag({ companyId, flag: "taxConfig", enabled: true });
  await createTaxConfig({
    companyId,
    config: {
      name: alberta.name,
      locationIds: [],
      categoryIds: [],
      taxes: alberta.taxes,
      depositCents: 0,
      isActive: true,
    },
  });
}
