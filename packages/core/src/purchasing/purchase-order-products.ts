import { readItems } from "../catalog/product-store";
import type { ProductItem } from "../catalog/product.entity";
import { createProduct } from "../catalog/products";
import { newProductDraft } from "../catalog/product-draft";
import { locationStock } from "../inventory/location-stock";
import { lotsByExpiry, scanStockProducts } from "../inventory/scan-products";
import { restockSuggestions } from "../inventory/restock";
import { assertLocations, readInventoryCompany, tracksLots } from "../inventory/stock-targets";
import {
  ZCreateOrderProductInput,
  ZOrderProductSearch,
  ZSuggestOrderInput,
  maxOrderLines,
  type CreateOrderProductInput,
  type OrderProductSearch,
  type SuggestOrderInput,
} from "./purchase-order.schema";
import { type OrderProductChoice, type SuggestedLine } from "./purchase-order-view.schema";

/** What a unit costs by default on an order: the location's last (or average) cost, else the purchase price. */
export const defaultUnitCost = (
  stockCost: number,
  product: Pick<ProductItem, "purchasePrice"> | undefined,
): number => (stockCost > 0 ? Math.round(stockCost) : (product?.purchasePrice ?? 0));

/**
 * The products a search or scan finds, with their default unit cost and what the location holds. A GS1 element
 * string finds the product by its GTIN and carries the package's lot number, expiry and packaging date.
 */
export async function findOrderProducts(input: OrderProductSearch): Promise<OrderProductChoice[]> {
  const { companyId, locationId, query } = ZOrderProductSearch.parse(input);
  if (query.trim() === "") return [];
  const [company, stock, { rows: found, gs1 }] = await Promise.all([
    readInventoryCompany(companyId),
    locationStock(companyId, locationId),
    scanStockProducts(companyId, query),
    assertLocations(companyId, [locationId]),
  ]);
  const products = new Map(
    (
      await readItems(
        companyId,
        found.map((row) => row.id),
      )
    ).map((item) => [item.productId, item]),
  );
  return Promise.all(
    found.map(async (row) => {
      const product = products.get(row.id);
      const summary = stock.summaryOf(row.id);
      const lotTracked = product ? tracksLots(company, product) : false;
      const held = new Map(stock.of(row.id).map((item) => [item.batchId, item.quantity]));
      return {
        productId: row.id,
        name: row.name,
        sku: row.sku,
        barcode: row.barcode,
        lotTracked,
        unitCost: defaultUnitCost(summary.unitCost, product),
        onHand: summary.onHand,
        lots: lotTracked
          ? (await lotsByExpiry(companyId, row.id)).map((lot) => ({
              id: lot.id,
              lotNumber: lot.lotNumber,
              expiryDate: lot.expiryDate,
              onHand: held.get(lot.id) ?? 0,
            }))
          : [],
        scanned: gs1
          ? { lotNumber: gs1.lot, expiryDate: gs1.expiry, packagedDate: gs1.packaged ?? null }
          : null,
      };
    }),
  );
}

/** A product made from an order line's short form (the router needs flag createPoProducts): the supplier's. */
export async function createOrderProduct(input: CreateOrderProductInput): Promise<OrderProductChoice> {
  const data = ZCreateOrderProductInput.parse(input);
  const company = await readInventoryCompany(data.companyId);
  const product = await createProduct({
    companyId: data.companyId,
    product: newProductDraft({
      name: data.name,
      sku: data.sku,
      barcode: data.barcode,
      price: data.price,
      purchasePrice: data.purchasePrice,
      supplierId: data.supplierId,
      isBatchTracked: data.isBatchTracked,
    }),
  });
  return {
    productId: product.id!,
    name: product.name,
    sku: product.sku,
    barcode: product.barcode,
    lotTracked: company.isBatchTracking && data.isBatchTracked,
    unitCost: data.purchasePrice ?? 0,
    onHand: 0,
    lots: [],
    scanned: null,
  };
}

/**
 * The "Suggested order" lines: every product whose restock suggestion is above 0 (inventory/restock.ts), or,
 * when products are named (the restock report's selection), each of them with its suggestion or else 1.
 */
export async function suggestOrderLines(input: SuggestOrderInput): Promise<SuggestedLine[]> {
  const { companyId, locationId, productIds } = ZSuggestOrderInput.parse(input);
  const [company, stock, suggestions] = await Promise.all([
    readInventoryCompany(companyId),
    locationStock(companyId, locationId),
    restockSuggestions({ companyId, locationId, productIds: productIds ?? undefined }),
  ]);
  const wanted = productIds ? suggestions : suggestions.filter((entry) => entry.suggested > 0);
  const products = new Map(
    (
      await readItems(
        companyId,
        wanted.map((entry) => entry.productId),
      )
    ).map((item) => [item.productId, item]),
  );
  return wanted.slice(0, maxOrderLines).map((entry) => {
    const product = products.get(entry.productId);
    return {
      productId: entry.productId,
      name: entry.name,
      sku: entry.sku,
      barcode: product?.barcode ?? null,
      lotTracked: product ? tracksLots(company, product) : false,
      unitCost: defaultUnitCost(stock.summaryOf(entry.productId).unitCost, product),
      onHand: entry.onHand,
      lots: [],
      scanned: null,
      quantity: Math.max(1, entry.suggested),
    };
  });
}
