import { matchingRows } from "../catalog/listing-index";
import type { ProductListRow } from "../catalog/listing.schema";
import { readItems } from "../catalog/product-store";
import { queryPage, type Page } from "../db/pagination";
import { gtinKey, looksLikeGs1, parseGs1 } from "../payments/gs1";
import { AppError } from "../common/errors";
import { InventoryLog, type InventoryLogItem } from "./inventory-log.entity";
import {
  ZFindProductInput,
  ZRecentAdjustmentsInput,
  type AdjustmentView,
  type FindProductResult,
  type FoundProduct,
  type RecentAdjustmentsInput,
} from "./inventory-overview.schema";
import { Batch, noBatch } from "./stock.entity";
import { toLogView } from "./stock-ledger";
import { assertLocations } from "./stock-targets";
import type { z } from "zod";

/** The location's manual adjustments, newest first, from the ledger (DynamoDB's own page keys). */
export async function recentAdjustments(input: RecentAdjustmentsInput): Promise<Page<AdjustmentView>> {
  const data = ZRecentAdjustmentsInput.parse(input);
  await assertLocations(data.companyId, [data.locationId]);
  const params = InventoryLog.query
    .byLocation({ companyId: data.companyId, locationId: data.locationId })
    .where(({ type }, { eq }) => eq(type, "ADJUSTMENT"))
    .params({ order: "desc" });
  const page = await queryPage(
    params,
    (items) => items.map((item) => InventoryLog.parse({ Item: item }).data as InventoryLogItem),
    { limit: data.limit, lastEvaluatedKey: data.lastEvaluatedKey },
  );
  const [products, lots] = await Promise.all([
    readItems(
      data.companyId,
      page.items.map((item) => item.productId),
    ),
    Batch.get(
      page.items
        .filter((item) => item.batchId !== noBatch)
        .map((item) => ({ companyId: data.companyId, productId: item.productId, batchId: item.batchId })),
    ).go(),
  ]);
  const names = new Map(products.map((product) => [product.productId, product.name]));
  const lotNumbers = new Map(lots.data.map((lot) => [`${lot.productId}/${lot.batchId}`, lot.lotNumber]));
  return {
    ...page,
    items: page.items.map((item) => ({
      ...toLogView(item),
      productName: names.get(item.productId) ?? item.productId,
      lotNumber: lotNumbers.get(`${item.productId}/${item.batchId}`) ?? null,
    })),
  };
}

const maxFound = 20;

function holders(rows: readonly ProductListRow[]): FoundProduct[] {
  return rows.flatMap(({ children, ...row }) =>
    [
      { product: row, parentName: null },
      ...children.map((child) => ({ product: child, parentName: row.name })),
    ]
      .filter(({ product }) => product.trackInventory && !product.isDeleted)
      .map(({ product, parentName }) => ({
        productId: product.id,
        name: product.name,
        parentName,
        sku: product.sku,
        barcode: product.barcode,
      })),
  );
}

/**
 * Products that hold stock matching a typed name, SKU or barcode; a scanned GS1 code finds the product by its GTIN
 * (saved as GTIN-12, 13 or 14) and names the lot it carries.
 */
export async function findStockProducts(
  input: z.input<typeof ZFindProductInput>,
): Promise<FindProductResult> {
  const data = ZFindProductInput.parse(input);
  await assertLocations(data.companyId, [data.locationId]);
  if (looksLikeGs1(data.code)) {
    const parsed = parseGs1(data.code);
    if (!parsed.ok) throw new AppError("INVALID_INPUT", parsed.reason);
    const gtin = gtinKey(parsed.data.gtin);
    const all = holders(await matchingRows({ companyId: data.companyId, view: "active" }));
    return {
      products: all.filter((product) => product.barcode !== null && gtinKey(product.barcode) === gtin),
      lotNumber: parsed.data.lot,
      expiryDate: parsed.data.expiry,
    };
  }
  const rows = await matchingRows({ companyId: data.companyId, view: "active", searchQuery: data.code });
  return { products: holders(rows).slice(0, maxFound), lotNumber: null, expiryDate: null };
}
