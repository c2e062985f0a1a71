/** A register's in-memory catalogue of 50 000 products for the benchmarks that need no server. */
import type {
  PosBatchRow,
  PosCategory,
  PosListings,
  PosProduct,
  PosStockRow,
} from "@pos/core/payments/pos-data.schema";
import { product as posProduct } from "../../packages/web/src/features/pos-catalog/catalog.fixtures";

export const catalogueStamp = "2026-05-01T10:00:00.000Z";

function checkDigit(body: string): number {
  let sum = 0;
  for (let at = 0; at < body.length; at += 1)
    sum += Number(body[at]) * ((body.length - at) % 2 === 1 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

export const gtinFor = (serial: number): string => {
  const body = `0628${String(serial).padStart(8, "0")}`;
  return `${body}${checkDigit(body)}`;
};

/** Four top categories with three subcategories each; a product's categoryIds hold its category and ancestors. */
function categoryTree(): PosCategory[] {
  const categories: PosCategory[] = [];
  ["Flower", "Pre-rolls", "Edibles", "Accessories"].forEach((name, top) => {
    categories.push({ id: `c${top}`, name, parentId: null, color: null });
    for (let sub = 0; sub < 3; sub += 1)
      categories.push({
        id: `c${top}-${sub}`,
        name: `${name} ${sub + 1}`,
        parentId: `c${top}`,
        color: null,
      });
  });
  return categories;
}

const categoryIdsFor = (at: number): string[] => [`c${at % 4}-${Math.floor(at / 4) % 3}`, `c${at % 4}`];

/**
 * `count` products: 8 % masters with 3 sizes each, the rest single products; every 25th single product tracked by
 * lot (2 lots); every 10th single product out of stock. Ids are `p<n>` (masters' children `p<n>-<size>`).
 */
export function registerCatalogue(count: number): PosListings {
  const products: PosProduct[] = [];
  const stock: PosStockRow[] = [];
  const batches: PosBatchRow[] = [];
  const strains = ["Pink Kush", "Blue Dream", "Gelato", "Wedding Cake", "Crème Brûlée", "Sour Diesel"];
  let serial = 0;
  const sellable = (id: string, name: string, at: number, fields: Partial<PosProduct> = {}) => {
    serial += 1;
    const gtin = gtinFor(serial);
    const categoryIds = categoryIdsFor(at);
    const categoryId = categoryIds[0] ?? null;
    products.push(
      posProduct(id, { name, sku: `SKU-${serial}`, barcode: gtin, gtin, categoryId, categoryIds, ...fields }),
    );
    const quantity = at % 10 === 7 ? 0 : 50;
    if (!fields.isBatchTracked)
      stock.push({ productId: id, batchId: null, quantity, updateDate: catalogueStamp });
  };
  for (let at = 0; products.length < count; at += 1) {
    const name = `${strains[at % strains.length]} ${at}`;
    if (at % 12 === 0 && products.length + 4 <= count) {
      const childIds = [0, 1, 2].map((size) => `p${at}-${size}`);
      const categoryIds = categoryIdsFor(at);
      products.push(
        posProduct(`p${at}`, {
          name,
          isMasterProduct: true,
          trackInventory: false,
          childIds,
          price: 0,
          categoryId: categoryIds[0] ?? null,
          categoryIds,
        }),
      );
      childIds.forEach((id, size) =>
        sellable(id, `${name} ${[3.5, 7, 28][size]} g`, at, { parentId: `p${at}` }),
      );
    } else if (at % 25 === 1) {
      sellable(`p${at}`, name, at, { isBatchTracked: true });
      for (const lot of ["A", "B"]) {
        batches.push({
          id: `b${at}${lot}`,
          productId: `p${at}`,
          lotNumber: `L${at}-${lot}`,
          expiryDate: "2027-06-30",
          updateDate: catalogueStamp,
        });
        stock.push({
          productId: `p${at}`,
          batchId: `b${at}${lot}`,
          quantity: 20,
          updateDate: catalogueStamp,
        });
      }
    } else sellable(`p${at}`, name, at);
  }
  return { asOf: catalogueStamp, products, stock, batches, categories: categoryTree(), taxGroups: [] };
}
