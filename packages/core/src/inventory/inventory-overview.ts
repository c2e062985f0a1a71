import { matchingEntries } from "../catalog/listing-index";
import type { IndexedProduct } from "../catalog/product-search";
import { Batch, noBatch } from "./stock.entity";
import {
  ZInventoryOverviewInput,
  type InventoryOverviewInput,
  type InventoryOverviewPage,
  type OverviewLot,
  type OverviewRow,
} from "./inventory-overview.schema";
import { locationStock, valueOf, type StockRow, type StockSummary } from "./location-stock";
import { reorderPointsAt } from "./reorder-points";
import { assertLocations, readInventoryCompany } from "./stock-targets";

interface Listed {
  product: IndexedProduct["row"];
  parentName: string | null;
  summary: StockSummary;
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
 * only the page's reorder points and lots. Products that hold stock themselves are listed: each listed product
 * that tracks inventory, then its children that do.
 */
export async function inventoryOverview(input: InventoryOverviewInput): Promise<InventoryOverviewPage> {
  const data = ZInventoryOverviewInput.parse(input);
  const [company, entries, stock] = await Promise.all([
    readInventoryCompany(data.companyId),
    matchingEntries({
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
  const listed: Listed[] = [];
  const totals = { units: 0, value: 0 };
  const add = (product: IndexedProduct["row"], parentName: string | null) => {
    if (!product.trackInventory || product.isDeleted) return;
    const summary = stock.summaryOf(product.id);
    if (hideEmpty && summary.onHand === 0) return;
    listed.push({ product, parentName, summary });
    totals.units += summary.onHand;
    totals.value += summary.value;
  };
  for (const entry of entries) {
    add(entry.product.row, null);
    for (const child of entry.children) add(child.row, entry.product.row.name);
  }
  const offset = data.cursor === null ? 0 : Number(data.cursor);
  const page = listed.slice(offset, offset + data.limit);
  const items = new Map(page.map(({ product }) => [product.id, stock.of(product.id)]));
  const [points, lots] = await Promise.all([
    reorderPointsAt(data.companyId, data.locationId, [...items.keys()]),
    lotsOf(data.companyId, [...items.values()].flat()),
  ]);
  const fallback = company.defaultReorderPoint ?? null;
  const rows = page.map(({ product, parentName, summary }): OverviewRow => {
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
      lots: lotRows(product.id, items.get(product.id) ?? [], lots),
    };
  });
  const next = offset + data.limit;
  return {
    rows,
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
        (a.expiryDate ?? "9999").localeCompare(b.expiryDate ?? "9999") ||
        a.lotNumber.localeCompare(b.lotNumber),
    );
}
