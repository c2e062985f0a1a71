/** Imports core: load only after the environment is set (see runtime.ts). */
import { Product } from "@pos/core/catalog/product.entity";
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import { cannabisCategoryIds, isCannabis } from "@pos/core/compliance/product-gate";

/** The Green Leaf product the compliance page lists: its GTIN was never entered. */
export const demoMissingGtinSku = "ED-002";

/**
 * Green Leaf reports to the OCS: the compliance flag is on, every cannabis product has its OCS item number (six
 * digits, in SKU order) and its GTIN, but for one gummy whose GTIN is missing (the compliance page's demo issue).
 * Runs after the stock, transfers and audits are seeded: from here on the gate refuses that gummy's stock moves.
 */
export async function seedDemoCompliance(companyId: number): Promise<void> {
  await setFeatureFlag({ companyId, flag: "ocsCompliance", enabled: true });
  const [products, cannabis] = await Promise.all([
    Product.query.byCompany({ companyId }).go({ pages: "all" }),
    cannabisCategoryIds(companyId),
  ]);
  const reported = products.data
    .filter((product) => !product.isMasterProduct && isCannabis(product, cannabis))
    .sort((a, b) => (a.sku ?? "").localeCompare(b.sku ?? ""));
  for (const [index, product] of reported.entries()) {
    const key = { companyId, productId: product.productId };
    // Seeded before any register loads the catalogue: the update dates (the catalogue's order) stay the seed's.
    const fields = { ocsSku: String(100_001 + index) };
    if (product.sku === demoMissingGtinSku) await Product.patch(key).set(fields).remove(["gtin"]).go();
    else await Product.patch(key).set(fields).go();
  }
}
