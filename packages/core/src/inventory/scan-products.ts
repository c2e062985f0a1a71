import { matchingRows } from "../catalog/listing-index";
import type { ProductListRow } from "../catalog/listing.schema";
import { type Gs1Data, gtinKey, parseGs1 } from "../payments/gs1";
import { batchesOf } from "./stock";
import type { BatchView } from "./stock.schema";

const shown = 20;

export type StockRow = Omit<ProductListRow, "children">;

/** Rows that hold stock themselves, the product and its children alike. */
const stockHolders = (rows: readonly ProductListRow[]): StockRow[] =>
  rows.flatMap((row) => [row, ...row.children]).filter((row) => row.trackInventory && !row.isMasterProduct);

/**
 * The stock-holding products a search or scan finds (at most 20), exact barcode or SKU matches first. A GS1
 * element string finds the product by its GTIN; its data (lot, expiry, packaging date) comes back as `gs1`.
 */
export async function scanStockProducts(
  companyId: number,
  query: string,
): Promise<{ rows: StockRow[]; gs1: Gs1Data | null }> {
  const text = query.trim();
  if (text === "") return { rows: [], gs1: null };
  const gs1 = parseGs1(text);
  if (gs1.ok) {
    const key = gtinKey(gs1.data.gtin);
    const rows = stockHolders(await matchingRows({ companyId, view: "active" })).filter(
      (row) => row.barcode !== null && /^\d+$/.test(row.barcode) && gtinKey(row.barcode) === key,
    );
    return { rows: rows.slice(0, shown), gs1: gs1.data };
  }
  const lowered = text.toLowerCase();
  const rows = stockHolders(await matchingRows({ companyId, view: "active", searchQuery: text })).sort(
    (a, b) =>
      Number([b.barcode, b.sku].some((code) => code?.toLowerCase() === lowered)) -
      Number([a.barcode, a.sku].some((code) => code?.toLowerCase() === lowered)),
  );
  return { rows: rows.slice(0, shown), gs1: null };
}

/** A product's lots, the soonest to expire first (lots without an expiry last). */
export async function lotsByExpiry(companyId: number, productId: string): Promise<BatchView[]> {
  return (await batchesOf(companyId, productId)).sort((a, b) =>
    (a.expiryDate ?? "9999").localeCompare(b.expiryDate ?? "9999"),
  );
}
