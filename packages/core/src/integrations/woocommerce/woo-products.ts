import { AppError } from "../../common/errors";
import { nowIso } from "../../common/clock";
import { CategoryEntity } from "../../catalog/category.entity";
import { Product, type ProductItem } from "../../catalog/product.entity";
import { Stock } from "../../inventory/stock.entity";
import { readConnection, recordFailure, recordSuccess } from "../integration-health";
import { categoryLinks } from "./woo-categories";
import { requireWoo, wooStoreOf } from "./woo-connection";
import { WooProductLink, type WooProductLinkItem } from "./woo-links.entity";
import type { WooProductInput } from "./woo-wire";
import {
  wooMessages,
  ZWooPushInput,
  ZWooSelectInput,
  type WooProductsView,
  type WooPushInput,
  type WooPushResult,
  type WooSelectInput,
} from "./woo.schema";

const sellable = (product: ProductItem) =>
  !product.isDeleted && !product.isGiftCard && !product.isMasterProduct;

async function companyProducts(companyId: number): Promise<ProductItem[]> {
  return (await Product.query.byCompany({ companyId }).go({ pages: "all" })).data.filter(sellable);
}

async function productLinks(companyId: number): Promise<Map<string, WooProductLinkItem>> {
  const links = await WooProductLink.query.byCompany({ companyId }).go({ pages: "all" });
  return new Map(links.data.map((link) => [link.productId, link]));
}

/** The company's products, each with whether it is chosen for the store and how its last push went. */
export async function wooProducts(companyId: number): Promise<WooProductsView> {
  const [products, links, categories, connection] = await Promise.all([
    companyProducts(companyId),
    productLinks(companyId),
    CategoryEntity.query.byCompany({ companyId }).go({ pages: "all" }),
    readConnection(companyId, "wooCommerce"),
  ]);
  const categoryName = new Map(categories.data.map((category) => [category.categoryId, category.name]));
  return {
    products: products
      .map((product) => {
        const link = links.get(product.productId);
        return {
          productId: product.productId,
          name: product.name,
          sku: product.sku ?? null,
          price: product.price ?? null,
          categoryName: (product.categoryId && categoryName.get(product.categoryId)) || null,
          selected: Boolean(link),
          status: link?.status ?? null,
          wooProductId: link?.wooProductId ?? null,
          lastPushedAt: link?.lastPushedAt ?? null,
          pushedStock: link?.pushedStock ?? null,
          error: link?.error ?? null,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
    lastSyncAt: connection?.lastSuccessAt ?? null,
  };
}

/** Chooses products for the store (pending until pushed) or takes them off the list. */
export async function selectWooProducts(input: WooSelectInput): Promise<WooProductsView> {
  const { companyId, productIds, selected } = ZWooSelectInput.parse(input);
  const found = await Product.get(productIds.map((productId) => ({ companyId, productId }))).go();
  if (found.data.length !== new Set(productIds).size || !found.data.every(sellable))
    throw new AppError("INVALID_INPUT", wooMessages.unknownProducts);
  const links = await productLinks(companyId);
  const at = nowIso();
  for (const productId of new Set(productIds)) {
    if (selected && !links.has(productId))
      await WooProductLink.put({ companyId, productId, status: "pending", selectedAt: at }).go();
    if (!selected && links.has(productId)) await WooProductLink.delete({ companyId, productId }).go();
  }
  return wooProducts(companyId);
}

async function stockAt(companyId: number, locationId: string): Promise<Map<string, number>> {
  const items = await Stock.query.byLocation({ companyId, locationId }).go({ pages: "all" });
  const totals = new Map<string, number>();
  for (const item of items.data)
    totals.set(item.productId, (totals.get(item.productId) ?? 0) + item.quantity);
  return totals;
}

const wooProductOf = (
  product: ProductItem,
  stock: number,
  wooCategoryId: number | undefined,
): WooProductInput => ({
  name: product.name,
  sku: product.sku ?? product.productId,
  regular_price: ((product.price ?? 0) / 100).toFixed(2),
  status: product.isActive ? "publish" : "draft",
  manage_stock: product.trackInventory,
  stock_quantity: product.trackInventory ? Math.max(0, Math.floor(stock)) : null,
  categories: wooCategoryId === undefined ? [] : [{ id: wooCategoryId }],
});

/**
 * Pushes the chosen products (or some of them) with their price, category and stock at the connection's location:
 * created in the store the first time, updated afterwards. A rate limit stops the push; the rest stay as they were.
 */
export async function pushWooProducts(input: WooPushInput): Promise<WooPushResult> {
  const { companyId, productIds } = ZWooPushInput.parse(input);
  const connection = await requireWoo(companyId);
  const store = wooStoreOf(connection);
  const [links, products, categories, stock] = await Promise.all([
    productLinks(companyId),
    companyProducts(companyId),
    categoryLinks(companyId),
    stockAt(companyId, connection.locationId ?? ""),
  ]);
  const wanted = productIds ? new Set(productIds) : null;
  const chosen = products.filter(
    (product) => links.has(product.productId) && (!wanted || wanted.has(product.productId)),
  );
  if (wanted && chosen.length !== wanted.size)
    throw new AppError("INVALID_INPUT", wooMessages.unknownProducts);
  const result: WooPushResult = { pushed: 0, failed: 0, message: null };
  for (const product of chosen) {
    const link = links.get(product.productId)!;
    const key = { companyId, productId: product.productId };
    const at = nowIso();
    if (product.price === undefined || product.price === null) {
      result.failed += 1;
      result.message ??= `${product.name}: ${wooMessages.noPrice}`;
      await WooProductLink.patch(key)
        .set({ status: "error", error: wooMessages.noPrice, lastPushedAt: at })
        .go();
      continue;
    }
    const quantity = stock.get(product.productId) ?? 0;
    const body = wooProductOf(
      product,
      quantity,
      product.categoryId ? categories.get(product.categoryId) : undefined,
    );
    const call = link.wooProductId
      ? await store.updateProduct(link.wooProductId, body)
      : await store.createProduct(body);
    if (call.kind === "ok") {
      result.pushed += 1;
      await WooProductLink.patch(key)
        .set({
          status: "synced",
          wooProductId: call.body.id,
          lastPushedAt: at,
          ...(body.stock_quantity === null ? {} : { pushedStock: body.stock_quantity }),
        })
        .remove(["error"])
        .go();
      continue;
    }
    result.failed += 1;
    const message = call.kind === "unauthorized" ? wooMessages.refused : call.message;
    result.message ??= `${product.name}: ${message}`;
    await WooProductLink.patch(key).set({ status: "error", error: message, lastPushedAt: at }).go();
    if (call.kind === "rate-limited" || call.kind === "unauthorized") break;
  }
  if (result.pushed > 0 || result.failed === 0)
    await recordSuccess(companyId, "wooCommerce", { synced: result.pushed });
  if (result.failed > 0 && result.message) await recordFailure(companyId, "wooCommerce", result.message);
  return result;
}
