import type { ProductRow } from "./product-row";

/**
 * Issue 20: fields a product row leaves empty are filled from the province's product list, matched by SKU or GTIN.
 * The province products belong to the platform catalogue (its own part of issue 20); it registers its lookup here
 * with `setProvinceProductLookup`. Until then nothing is filled.
 */
export interface ProvinceProductFill {
  sku: string;
  gtin: string | null;
  barcode: string | null;
  description: string | null;
  weight: number | null;
  cannabisWeight: number | null;
  cannabisVolume: number | null;
  imageUrl: string | null;
}

export type ProvinceProductLookup = (
  province: string,
  keys: { skus: string[]; gtins: string[] },
) => Promise<ProvinceProductFill[]>;

let lookup: ProvinceProductLookup | null = null;

export function setProvinceProductLookup(next: ProvinceProductLookup | null): void {
  lookup = next;
}

/** Fills the rows' empty fields (and marks them present) from the province products with their SKU or GTIN. */
export async function fillFromProvince(rows: ProductRow[], province: string): Promise<void> {
  if (!lookup || rows.length === 0) return;
  const found = await lookup(province, {
    skus: rows.map((row) => row.sku).filter(Boolean),
    gtins: rows.flatMap((row) => (row.gtin ? [row.gtin] : [])),
  });
  const bySku = new Map(found.map((entry) => [entry.sku.toLowerCase(), entry]));
  const byGtin = new Map(found.flatMap((entry) => (entry.gtin ? [[entry.gtin, entry] as const] : [])));
  for (const row of rows) {
    const fill = bySku.get(row.sku.toLowerCase()) ?? (row.gtin ? byGtin.get(row.gtin) : undefined);
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
    take("barcode", fill.barcode);
    take("gtin", fill.gtin);
    take("description", fill.description);
    take("weight", fill.weight);
    take("cannabisWeight", fill.cannabisWeight);
    take("cannabisVolume", fill.cannabisVolume);
    if (row.images.length === 0 && fill.imageUrl) {
      row.images = [fill.imageUrl];
      row.present.add("images");
    }
  }
}
