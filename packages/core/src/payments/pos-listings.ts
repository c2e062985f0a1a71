import type { QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { CategoryEntity } from "../catalog/category.entity";
import { complianceCategories } from "../catalog/category.schema";
import { Product } from "../catalog/product.entity";
import { TaxGroupEntity } from "../catalog/tax-group.entity";
import { nowIso } from "../common/clock";
import type { DeviceActor } from "../common/actor";
import { changesFeed, type ChangesFeed, type RawItem } from "../db/changes-feed";
import { getActiveDevice } from "../device/device";
import { Batch, noBatch, Stock } from "../inventory/stock.entity";
import {
  ZPosListingsInput,
  type PosBatchRow,
  type PosCategory,
  type PosListings,
  type PosListingsInput,
  type PosStockRow,
  type PosTaxGroup,
} from "./pos-data.schema";
import { posProductAttributes, toPosProduct } from "./pos-product-row";

/**
 * pos-and-accounts.md 4 "Listings refresh incrementally": the register sends back the `asOf` of its last answer and
 * gets what was stamped since then, minus this overlap. A write that was not yet visible when the last read started
 * carries a stamp at most this much older (a slow transaction, clock skew, the index's propagation delay); the
 * register's merge keeps the newest version of a row, so re-reading a few rows twice is harmless.
 */
export const listingsOverlapMs = 10_000;

const stockAttributes = ["productId", "batchId", "quantity", "updateDate"] as const;
const batchAttributes = ["productId", "batchId", "lotNumber", "expiryDate", "updateDate"] as const;

const colorOf = new Map<string, string>(complianceCategories.map((entry) => [entry.id, entry.color]));
const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

const productFeed = (companyId: number): ChangesFeed =>
  changesFeed(
    (from, to) =>
      Product.query
        .changes({ companyId })
        .between({ updateDate: from }, { updateDate: to })
        .params() as QueryCommandInput,
    posProductAttributes,
  );

const stockFeed = (companyId: number, locationId: string): ChangesFeed =>
  changesFeed(
    (from, to) =>
      Stock.query
        .changes({ companyId, locationId })
        .between({ updateDate: from }, { updateDate: to })
        .params() as QueryCommandInput,
    stockAttributes,
  );

const batchFeed = (companyId: number): ChangesFeed =>
  changesFeed(
    (from, to) =>
      Batch.query
        .changes({ companyId })
        .between({ updateDate: from }, { updateDate: to })
        .params() as QueryCommandInput,
    batchAttributes,
  );

const read = (feed: ChangesFeed, from: string | null): Promise<RawItem[]> =>
  from === null ? feed.loadAll() : feed.changedSince(from);

const toStockRow = (item: RawItem): PosStockRow => ({
  productId: String(item.productId),
  batchId: item.batchId === noBatch ? null : text(item.batchId),
  quantity: typeof item.quantity === "number" ? item.quantity : 0,
  updateDate: text(item.updateDate) ?? "",
});

const toBatchRow = (item: RawItem): PosBatchRow => ({
  id: String(item.batchId),
  productId: String(item.productId),
  lotNumber: text(item.lotNumber) ?? "",
  expiryDate: text(item.expiryDate),
  updateDate: text(item.updateDate) ?? "",
});

/** Every category but the system Fees one, in their tree order (parents before children, by sort order). */
async function registerCategories(companyId: number): Promise<PosCategory[]> {
  const items = (await CategoryEntity.query.byCompany({ companyId }).go({ pages: "all" })).data;
  return items
    .filter((item) => item.categoryType !== "SYSTEM_FEES")
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
    .map((item) => ({
      id: item.categoryId,
      name: item.name,
      parentId: item.parentCategoryId ?? null,
      color: item.complianceCategoryId ? (colorOf.get(item.complianceCategoryId) ?? null) : null,
    }));
}

async function registerTaxGroups(companyId: number): Promise<PosTaxGroup[]> {
  const items = (await TaxGroupEntity.query.byCompany({ companyId }).go({ pages: "all" })).data;
  return items.map((item) => ({
    id: item.taxGroupId,
    name: item.name,
    taxes: item.taxes.map((tax) => ({ name: tax.name, rate: tax.rate })),
  }));
}

/** What changed for the register's location since its last read (everything when `since` is null). */
export async function posListings(actor: DeviceActor, input: PosListingsInput): Promise<PosListings> {
  const { since } = ZPosListingsInput.parse(input);
  const asOf = nowIso();
  const { companyId } = actor;
  const { locationId } = await getActiveDevice(companyId, actor.deviceId);
  const from = since === null ? null : new Date(Date.parse(since) - listingsOverlapMs).toISOString();
  const [productItems, stockItems, batchItems, categories, taxGroups] = await Promise.all([
    read(productFeed(companyId), from),
    read(stockFeed(companyId, locationId), from),
    read(batchFeed(companyId), from),
    registerCategories(companyId),
    registerTaxGroups(companyId),
  ]);
  const parents = new Map(categories.map((category) => [category.id, category.parentId]));
  return {
    asOf,
    products: productItems.map((item) => toPosProduct(item, locationId, parents)),
    stock: stockItems.map(toStockRow),
    batches: batchItems.map(toBatchRow),
    categories,
    taxGroups,
  };
}
