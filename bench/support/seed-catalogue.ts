/** The benchmarks' catalogue: `productCount` products of one company over a year of updates, with categories and suppliers. */
import { performance } from "node:perf_hooks";
import type { ProductItem } from "@pos/core/catalog/product.entity";

const strains = [
  "Pink Kush",
  "Blue Dream",
  "Gelato",
  "Wedding Cake",
  "Crème Brûlée",
  "Sour Diesel",
  "Zkittlez",
];
const formats = ["Flower", "Pre-Roll", "Gummies", "Vape Cartridge", "Oil", "Capsules", "Hash", "Shatter"];
const sizes = ["1 g", "3.5 g", "7 g", "15 g", "28 g", "10 mg", "0.5 g", "1 x 1 g"];

export const pick = <T>(values: readonly T[], index: number): T => values[index % values.length] as T;

export interface SeededCatalogue {
  items: ProductItem[];
  /** The top-level categories (one per format); each has three subcategories. */
  parents: string[];
  suppliers: string[];
}

/** Writes the products with BatchWriteItem (one in 10 inactive, one in 50 deleted) and prints how long it took. */
export async function seedCatalogue(companyId: number, productCount: number): Promise<SeededCatalogue> {
  // Loaded once the local runtime runs: the DynamoDB client reads its endpoint when first imported.
  const { productItem, putCategory, putProducts, putSupplier } = await import("../../tests/support/catalog");
  const parents = await Promise.all(formats.map((name) => putCategory(companyId, name)));
  const categories = [
    ...parents,
    ...(await Promise.all(
      parents.flatMap((parent) => sizes.slice(0, 3).map((size) => putCategory(companyId, size, parent))),
    )),
  ];
  const suppliers = await Promise.all(
    Array.from({ length: 20 }, (_, index) => putSupplier(companyId, `Supplier ${index}`)),
  );
  const year = 365 * 24 * 3600 * 1000;
  const items = Array.from({ length: productCount }, (_, index) => {
    const stamp = new Date(
      Date.now() - year + Math.floor((index / productCount) * (year - 60_000)),
    ).toISOString();
    return productItem(companyId, {
      productId: String(100_000 + index),
      name: `${pick(strains, index)} ${pick(formats, index >> 3)} ${pick(sizes, index >> 6)} #${index}`,
      sku: `SKU-${index}`,
      barcode: `00628${String(index).padStart(7, "0")}`,
      categoryId: pick(categories, index * 7),
      supplierId: pick(suppliers, index * 3),
      isActive: index % 10 !== 0,
      isDeleted: index % 50 === 0,
      tags: [pick(["indica", "sativa", "hybrid", "new", "sale"], index)],
      createDate: stamp,
      updateDate: stamp,
    });
  });
  const start = performance.now();
  await putProducts(items, 32);
  console.log(
    `seeded ${productCount} products in ${((performance.now() - start) / 1000).toFixed(1)} s (BatchWriteItem)`,
  );
  return { items, parents, suppliers };
}
