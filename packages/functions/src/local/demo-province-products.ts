import { readFileSync } from "node:fs";
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import type { CatalogueProvince } from "@pos/core/province-catalog/catalogue-product.schema";
import { parseCsv } from "@pos/core/catalog/csv";
import { catalogueRows, recordsOf } from "@pos/core/province-catalog/catalogue-rows";
import { putProducts } from "@pos/core/province-catalog/catalogue-store";

/** The sample wholesaler lists (brands and formats as sold in Canada; the SKUs and GTINs are made up). */
export const provinceSamples: Record<"ON" | "AB", URL> = {
  ON: new URL("./samples/province-products-on.csv", import.meta.url),
  AB: new URL("./samples/province-products-ab.csv", import.meta.url),
};

export function sampleProducts(province: keyof typeof provinceSamples) {
  return catalogueRows(recordsOf(parseCsv(readFileSync(provinceSamples[province], "utf8")))).products;
}

/**
 * Ontario's and Alberta's province product lists, the same lists as the global catalogue of each, and the global
 * catalogue switched on for Green Leaf, so its catalogue screen can add products from it.
 */
export async function seedDemoProvinceProducts(companyId: number): Promise<void> {
  for (const province of Object.keys(provinceSamples) as (keyof typeof provinceSamples &
    CatalogueProvince)[]) {
    const products = sampleProducts(province);
    await putProducts("province", province, products);
    await putProducts("global", province, products);
  }
  await setFeatureFlag({ companyId, flag: "globalCatalog", enabled: true });
}
