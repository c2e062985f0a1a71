import type { CatalogueProductFields } from "../province-catalog/catalogue-product.schema";
import { fieldsOf, productByGtin, productsBySku } from "../province-catalog/catalogue-store";
import { catalogueProvinceOf } from "../province-catalog/global-catalog";
import type { ProductRow } from "./product-row";

/**
 * admin.md 5: fields a product row leaves empty are filled from the province's product list (the platform's province
 * products, the company's own province's or Ontario's for the others), matched by SKU, else by GTIN.
 */
async function provinceProducts(
  companyProvince: string,
  keys: { skus: string[]; gtins: string[] },
): Promise<{ bySku: Map<string, CatalogueProductFields>; byGtin: Map<string, CatalogueProductFields> }> {
  const province = catalogueProvinceOf(companyProvince);
  const bySku = await productsBySku("province", province, [...new Set(keys.skus)]);
  const found = new Set([...bySku.values()].flatMap((product) => (product.gtin ? [product.gtin] : [])));
  const byGtin = new Map<string, CatalogueProductFields>();
  for (const gtin of new Set(keys.gtins)) {
    if (found.has(gtin)) continue;
    const item = await productByGtin("province", province, gtin);
    if (item) byGtin.set(gtin, fieldsOf(item));
  }
  return { bySku, byGtin };
}

/** Fills the rows' empty fields (and marks them present) from the province products with their SKU or GTIN. */
export async function fillFromProvince(rows: ProductRow[], province: string | null): Promise<void> {
  if (!province || rows.length === 0) return;
  const { bySku, byGtin } = await provinceProducts(province, {
    skus: rows.map((row) => row.sku).filter(Boolean),
    gtins: rows.flatMap((row) => (row.gtin ? [row.gtin] : [])),
  });
  for (const row of rows) {
    const fill = bySku.get(row.sku) ?? (row.gtin ? byGtin.get(row.gtin) : undefined);
    if (!fill) continue;
    const take = <
      K extends "barcode" | "gtin" | "description" | "weight" | "cannabisWeight" | "cannabisVolume",
    >(
      field: K,
      value: ProductRow[K],
    ) => {
      if (row[field] !== null || value === null) return;
      row[field] = value;
      row.present.add(field);
    };
    // A package's scannable barcode is its GTIN.
    take("barcode", fill.gtin);
    take("gtin", fill.gtin);
    take("description", fill.description);
    take("weight", fill.weight);
    take("cannabisWeight", fill.cannabisWeight);
    take("cannabisVolume", fill.volume);
    if (row.images.length === 0 && fill.imageUrl) {
      row.images = [fill.imageUrl];
      row.present.add("images");
    }
  }
}
