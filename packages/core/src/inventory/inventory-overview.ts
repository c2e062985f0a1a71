import { matchingRows } from "../catalog/listing-index";
import type { ProductListRow } from "../catalog/listing.schema";
import { Batch, noBatch } from "./stock.entity";
import {
  ZInventoryOverviewInput,
  type InventoryOverviewInput,
  type InventoryOverviewPage,
  type OverviewLot,
  type OverviewRow,
} from "./inventory-overview.schema";
import { locationStock, type StockRow } from "./location-stock";
import { reorderPointsAt } from "./reorder-points";
import { assertLocations, readInventoryCompany } from "./stock-targets";

type Listed = Omit<ProductListRow, "children">;

/** Cents of what is on hand at cost: stock below zero is worth nothing. */
export const valueOf = (row: Pick<StockRow, "quantity" | "unitCost">): number =>
  Math.round(Math.max(0, row.quantity) * row.unitCost);

/** On hand, value and cost of a product's stock items (its lots, or its one item). */
export function stockSummary(items: readonly StockRow[]): { onHand: number; value: number; unitCost: number } {
  const onHand = items.reduce((sum, item) => sum + item.quantity, 0);
  const value = items.reduce((sum, item) => sum + valueOf(item), 0);
  const held = items.reduce((sum, item) => sum + Math.max(0, item.quantity), 0);
  const latest = [...items].sort((a, b) => b.updateDate.localeCompare(a.updateDate))[0];
  return { onHand, value, unitCost: held > 0 ? Math.round((value / held) * 100) / 100 : (latest?.unitCost ?? 0) };
}

/** Products that hold stock themselves, in listing order: each listed product, then its children. */
function stockHolders(rows: readonly ProductListRow[]): { product: Listed; parentName: string | null }[] {
  return rows.flatMap(({ children, ...row }) => [
    ...(row.trackInventory ? [{ product: row, parentName: null }] : []),
    ...children
      .filter((child) => child.trackInventory && !child.isDeleted)
      .map((child) => ({ product: child, parentName: row.name })),
  ]);
}

async function lotsOf(companyId: number, items: readonly StockRow[]): Promise<Map<string, OverviewLot>> {
  const keys = items
    .filter((item) => item.batchId !== noBatch)
    .map((item) => ({ companyId, productId: item.productId, batchId: item.batchId }));
  const lots = new Map<string, OverviewLot>();
  for (let start = 0; start < keys.length; start += 100) {
    const found = await Batch.get(keys.slice(start, start + 100)).go();
    for (const batch of found.data)
      lots.set(`${batch.productId}/${batch.batchId}`, {
        batchId: batch.batchId,
        lotNumber: batch.lotNumber,
        expiryDate: batch.expiryDate ?? null,
        onHand: 0,
        unitCost: 0,
        value: 0,
      });
  }
  return lots;
}

/**
 * A location's on-hand per product (lots included), filtered as the product listing is, with totals over every
 * matching product. Reads the listing index and the location's stock index (both in memory, kept fresh), then
 * only the page's reorder points and lots.
 */
export async function inventoryOverview(input: InventoryOverviewInput): Promise<InventoryOverviewPage> {
  const data = ZInventoryOverviewInput.parse(input);
  const [company, rows, stock] = await Promise.all([
    readInventoryCompany(data.companyId),
    matchingRows({
      companyId: data.companyId,
      searchQuery: data.searchQuery,
      selectedSupplierId: data.selectedSupplierId,
      selectedCategoryIds: data.selectedCategoryIds,
      view: data.view,
    }),
    locationStock(data.companyId, data.locationId),
    assertLocations(data.companyId, [data.locationId]),
  ]);
  const hideEmpty = data.hideEmpty ?? company.hideEmptyInventory ?? true;
  const listed = stockHolders(rows)
    .map((entry) => ({ ...entry, items: stock.of(entry.product.id) }))
    .map((entry) => ({ ...entry, summary: stockSummary(entry.items) }))
    .filter((entry) => !hideEmpty || entry.summary.onHand !== 0);
  const totals = listed.reduce(
    (sum, entry) => ({ units: sum.units + entry.summary.onHand, value: sum.value + entry.summary.value }),
    { units: 0, value: 0 },
  );
  const offset = data.cursor === null ? 0 : Number(data.cursor);
  const page = listed.slice(offset, offset + data.limit);
  const [points, lots] = await Promise.all([
    reorderPointsAt(
      data.companyId,
      data.locationId,
      page.map((entry) => entry.product.id),
    ),
    lotsOf(
      data.companyId,
      page.flatMap((entry) => entry.items),
    ),
  ]);
  const fallback = company.defaultReorderPoint ?? null;
  const pageRows = page.map(({ product, parentName, items, summary }): OverviewRow => {
    const own = points.get(product.id);
    const reorderPoint = own ?? fallback;
    return {
      productId: product.id,
      name: product.name,
      parentName,
      sku: product.sku,
      barcode: product.barcode,
      categoryId: product.categoryId,
      ...summary,
      reorderPoint,
      reorderPointIsDefault: own === undefined && fallback !== null,
      lowStock: reorderPoint !== null && summary.onHand <= reorderPoint,
      lots: lotRows(product.id, items, lots),
    };
  });
  const next = offset + data.limit;
  return {
    rows: pageRows,
    count: listed.length,
    totals,
    hideEmpty,
    nextCursor: next < listed.length ? String(next) : null,
  };
}

/** A product's lots with their stock, earliest expiry first (a lot without a record keeps its id as number). */
export function lotRows(
  productId: string,
  items: readonly StockRow[],
  lots: ReadonlyMap<string, OverviewLot>,
): OverviewLot[] {
  return items
    .filter((item) => item.batchId !== noBatch)
    .map((item) => ({
      ...(lots.get(`${productId}/${item.batchId}`) ?? {
        batchId: item.batchId,
        lotNumber: item.batchId,
        expiryDate: null,
      }),
      onHand: item.quantity,
      unitCost: item.unitCost,
      value: valueOf(item),
    }))
    .sort(
      (a, b) =>
        (a.expiryDate ?? "9999").localeCompare(b.expiryDate ?? "9999") || a.lotNumber.localeCompare(b.lotNumber),
    );
}
