import { nowIso } from "../common/clock";
import {
  catalogueFields,
  type CatalogueProduct,
  type CatalogueProductFields,
  type CatalogueProvince,
} from "./catalogue-product.schema";
import { CatalogueProductEntity, noGtin, type CatalogueProductItem } from "./catalogue-product.entity";

export type CatalogueKind = "province" | "global";

/** DynamoDB keeps no attribute for an empty value: null on the way in, absent in the item. */
export function fieldsOf(item: CatalogueProductItem): CatalogueProductFields {
  const fields = Object.fromEntries(catalogueFields.map((field) => [field, item[field] ?? null]));
  return fields as CatalogueProductFields;
}

export const productOf = (item: CatalogueProductItem): CatalogueProduct => ({
  ...fieldsOf(item),
  province: item.province,
  updateDate: item.updateDate,
});

export const nameKeyOf = (name: string): string => name.trim().toLowerCase().slice(0, 200);

function itemOf(
  catalog: CatalogueKind,
  province: CatalogueProvince,
  fields: CatalogueProductFields,
  at: string,
) {
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
  return {
    ...(present as Pick<CatalogueProductFields, "sku" | "name">),
    catalog,
    province,
    nameKey: nameKeyOf(fields.name),
    gtinKey: fields.gtin ?? noGtin,
    updateDate: at,
  };
}

/** Writes (or overwrites) products by SKU: the same file saved twice leaves the same items. */
export async function putProducts(
  catalog: CatalogueKind,
  province: CatalogueProvince,
  products: readonly CatalogueProductFields[],
): Promise<void> {
  if (products.length === 0) return;
  const at = nowIso();
  const { unprocessed } = await CatalogueProductEntity.put(
    products.map((fields) => itemOf(catalog, province, fields, at)),
  ).go({ concurrent: 2 });
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} catalogue products were not written`);
}

/** The stored products with these SKUs (read 100 at a time). */
export async function productsBySku(
  catalog: CatalogueKind,
  province: CatalogueProvince,
  skus: readonly string[],
): Promise<Map<string, CatalogueProductFields>> {
  const found = new Map<string, CatalogueProductFields>();
  for (let start = 0; start < skus.length; start += 100) {
    const keys = skus.slice(start, start + 100).map((sku) => ({ catalog, province, sku }));
    const { data, unprocessed } = await CatalogueProductEntity.get(keys).go({ concurrent: 2 });
    if (unprocessed.length > 0) throw new Error("Catalogue products could not be read");
    for (const item of data) found.set(item.sku, fieldsOf(item));
  }
  return found;
}

export async function productBySku(
  catalog: CatalogueKind,
  province: CatalogueProvince,
  sku: string,
): Promise<CatalogueProductItem | null> {
  const { data } = await CatalogueProductEntity.get({ catalog, province, sku }).go();
  return data;
}

export async function productByGtin(
  catalog: CatalogueKind,
  province: CatalogueProvince,
  gtin: string,
): Promise<CatalogueProductItem | null> {
  const { data } = await CatalogueProductEntity.query
    .byGtin({ gtinKey: gtin })
    .begins({ catalog, province })
    .go({ limit: 1 });
  return data[0] ?? null;
}
