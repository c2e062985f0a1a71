import { listProducts } from "../catalog/listing-index";
import { readItems } from "../catalog/product-store";
import { AppError } from "../common/errors";
import {
  ZConversionHoldingInput,
  ZConversionProductsInput,
  type ConversionHolding,
  type ConversionProduct,
} from "./conversion.schema";
import { inventoryMessages } from "./inventory-log.schema";
import { noBatch, Stock } from "./stock.entity";
import { batchesOf } from "./stock";
import { assertLocations, readInventoryCompany, tracksLots } from "./stock-targets";

/** Products that hold stock (their own: not a bulk child, not a prepack master) matching a search, at most 20. */
export async function conversionProducts(input: unknown): Promise<ConversionProduct[]> {
  const { companyId, locationId, searchQuery } = ZConversionProductsInput.parse(input);
  const [company, page] = await Promise.all([
    readInventoryCompany(companyId),
    listProducts({ companyId, searchQuery, limit: 50, offset: 0 }),
    assertLocations(companyId, [locationId]),
  ]);
  const rows = page.products.flatMap((row) => [row, ...row.children]).filter((row) => row.trackInventory);
  const items = await readItems(
    companyId,
    rows.slice(0, 20).map((row) => row.id),
  );
  const byId = new Map(items.map((item) => [item.productId, item]));
  return rows.slice(0, 20).flatMap((row) => {
    const item = byId.get(row.id);
    if (!item) return [];
    const parent = row.parentId ? page.products.find((entry) => entry.id === row.parentId) : undefined;
    return [
      {
        id: item.productId,
        name: parent ? `${parent.name} – ${item.name}` : item.name,
        sku: item.sku ?? null,
        unit: item.unit,
        lotted: tracksLots(company, item),
        tracksConversionCosts: item.trackConversionCosts,
      },
    ];
  });
}

/** What the location holds of a product: each of its lots (with or without stock), or its one stock item. */
export async function conversionHolding(input: unknown): Promise<ConversionHolding[]> {
  const { companyId, locationId, productId } = ZConversionHoldingInput.parse(input);
  const [company, [product], stock] = await Promise.all([
    readInventoryCompany(companyId),
    readItems(companyId, [productId]),
    Stock.query.byLocation({ companyId, locationId, productId }).go({ pages: "all", consistent: true }),
    assertLocations(companyId, [locationId]),
  ]);
  if (!product || product.isDeleted) throw new AppError("INVALID_INPUT", inventoryMessages.unknownProduct);
  const held = new Map(stock.data.map((row) => [row.batchId, row]));
  if (!tracksLots(company, product)) {
    const row = held.get(noBatch);
    return [
      {
        batchId: null,
        lotNumber: null,
        expiryDate: null,
        quantity: row?.quantity ?? 0,
        unitCost: row?.unitCost ?? 0,
      },
    ];
  }
  const lots = await batchesOf(companyId, productId);
  return lots
    .map((lot) => ({
      batchId: lot.id,
      lotNumber: lot.lotNumber,
      expiryDate: lot.expiryDate,
      quantity: held.get(lot.id)?.quantity ?? 0,
      unitCost: held.get(lot.id)?.unitCost ?? 0,
    }))
    .sort((a, b) => (a.expiryDate ?? "9999").localeCompare(b.expiryDate ?? "9999"));
}
