import type { PosListings, PosProduct } from "@pos/core/payments/pos-data.schema";
import { posProduct } from "@pos/core/payments/pos-data.fixtures";
import { CatalogIndex } from "./catalog-index";

/** Catalogue rows for the register's unit tests. */
export const stamp = "2026-05-01T10:00:00.000Z";
export const later = "2026-05-01T10:05:00.000Z";

export const product = (id: string, fields: Partial<PosProduct> = {}): PosProduct =>
  posProduct(id, { name: id, updateDate: stamp, ...fields });

export const listings = (fields: Partial<PosListings>): PosListings => ({
  asOf: later,
  products: [],
  stock: [],
  batches: [],
  categories: [],
  taxGroups: [],
  ...fields,
});

export function demoIndex(): CatalogIndex {
  const index = new CatalogIndex();
  index.merge(
    listings({
      products: [
        product("crem", { name: "Crème Brûlée Gummies", sku: "ED-010", barcode: "0628417012951" }),
        product("kush", { name: "Pink Kush Pre-rolls", sku: "PR-101", gtin: "628417007773" }),
        product("master", {
          name: "Pink Kush",
          isMasterProduct: true,
          trackInventory: false,
          childIds: ["small", "big"],
        }),
        product("small", {
          name: "3.5 g",
          parentId: "master",
          sku: "FL-PK-3.5",
          barcode: "0628417000378",
          isBatchTracked: true,
        }),
        product("big", { name: "28 g", parentId: "master", sku: "FL-PK-28" }),
        product("bulk", { name: "House Shake", isMasterProduct: true, unit: "g", childIds: ["gram7"] }),
        product("gram7", {
          name: "House Shake 7 g",
          parentId: "bulk",
          trackInventory: false,
          inventorySubtractAmount: 7,
        }),
        product("bush", { name: "Bush Kush", sku: "KUSH-1" }),
      ],
      stock: [
        { productId: "small", batchId: "lot-a", quantity: 4, updateDate: stamp },
        { productId: "small", batchId: "lot-b", quantity: 2, updateDate: stamp },
        { productId: "bulk", batchId: null, quantity: 30, updateDate: stamp },
      ],
      batches: [
        { id: "lot-a", productId: "small", lotNumber: "A100", expiryDate: "2027-06-30", updateDate: stamp },
        { id: "lot-b", productId: "small", lotNumber: "B200", expiryDate: "2027-01-31", updateDate: stamp },
      ],
    }),
  );
  return index;
}
