// Green Leaf's demo tax configurations and pricing group (packages/functions/src/local/demo-settings-rest.ts).
import { describe, expect, it } from "vitest";
import { getCompanyFlags } from "@pos/core/company/feature-flags";
import { listPricingGroups } from "@pos/core/pricing-groups/pricing-groups";
import { listTaxConfigs } from "@pos/core/tax-config/tax-configs";
import { seedDemoPrairieTaxes, seedDemoSettingsRest } from "@pos/functions/local/demo-settings-rest";
import { seedDemoCatalogue } from "@pos/functions/local/seed-catalogue";
import { storedItems } from "../support/product-world";
import { makeCompany } from "../support/world";

describe("demo settings: tax configurations and pricing groups", () => {
  it("adds Ontario HST and a beverage deposit rule, and groups the $39.95 products without changing a price", async () => {
    const { company, location } = await makeCompany();
    await seedDemoCatalogue(company.id, location.id);
    const before = await storedItems(company.id);
    await seedDemoSettingsRest(company.id);

    expect((await listTaxConfigs(company.id)).map((config) => [config.name, config.depositCents])).toEqual([
      ["Beverages with container deposit", 10],
      ["Ontario HST 13%", 0],
    ]);
    const [group] = await listPricingGroups(company.id);
    expect(group).toMatchObject({ name: "Eighths", price: 3995 });
    expect(group?.productCount).toBeGreaterThan(0);
    const after = await storedItems(company.id);
    expect(after.map((item) => [item.productId, item.price])).toEqual(
      before.map((item) => [item.productId, item.price]),
    );
    const flags = await getCompanyFlags(company.id);
    expect(flags.permissions.canAccessPricingGroups).toBe(true);
    expect(flags.featureFlags.taxConfig).toBe(false);
  }, 120_000);

  it("runs Prairie Buds on tax configurations: the flag on and Alberta's GST", async () => {
    const { company } = await makeCompany();
    await seedDemoPrairieTaxes(company.id);
    expect((await listTaxConfigs(company.id)).map((config) => config.name)).toEqual(["Alberta GST 5%"]);
    expect((await getCompanyFlags(company.id)).featureFlags.taxConfig).toBe(true);
  });
});
