import type { QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { CategoryEntity } from "../catalog/category.entity";
import { complianceCategories } from "../catalog/category.schema";
import { Product } from "../catalog/product.entity";
import { productSequence } from "../catalog/products";
import { TaxGroupEntity } from "../catalog/tax-group.entity";
import { nowIso } from "../common/clock";
import type { DeviceActor } from "../common/actor";
import { changesPage, type ChangesQuery, type RawItem } from "../db/changes-feed";
import { lastId } from "../db/counters";
import { getActiveDevice } from "../device/device";
import { Batch, noBatch, Stock } from "../inventory/stock.entity";
import { readInventoryCompany } from "../inventory/stock-targets";
import {
  ZPosListingsInput,
  type PosBatchRow,
  type PosCategory,
  type PosListingsInput,
  type PosListingsPage,
  type PosStockRow,
  type PosTaxGroup,
} from "./pos-data.schema";
import { decodeCursor, nextCursor, type FeedState, type ListingsCursor } from "./pos-listings-cursor";
import { locationGate } from "../compliance/product-gate";
import { isFeatureEnabled } from "../company/feature-flags";
import { taxConfigRules } from "../tax-config/tax-configs";
import { posProductAttributes, toPosProduct } from "./pos-product-row";

/**
 * pos-and-accounts.md 4 "Listings refresh incrementally": the register sends back the `asOf` of its last complete
 * load and gets what was stamped since then, minus this overlap. A write that was not yet visible when the last read started
 * carries a stamp at most this much older (a slow transaction, clock skew, the index's propagation delay); the
 * register's merge keeps the newest version of a row, so re-reading a few rows twice is harmless.
 */
export const listingsOverlapMs = 10_000;

export const stockAttributes = ["productId", "batchId", "quantity", "updateDate"] as const;
const batchAttributes = ["productId", "batchId", "lotNumber", "expiryDate", "updateDate"] as const;

const colorOf = new Map<string, string>(complianceCategories.map((entry) => [entry.id, entry.color]));
const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

const productChanges =
  (companyId: number): ChangesQuery =>
  (from, to) =>
    Product.query
      .changes({ companyId })
      .between({ updateDate: from }, { updateDate: to })
      .params() as QueryCommandInput;

const stockChanges =
  (companyId: number, locationId: string): ChangesQuery =>
  (from, to) =>
    Stock.query
      .changes({ companyId, locationId })
      .between({ updateDate: from }, { updateDate: to })
      .params() as QueryCommandInput;

const batchChanges =
  (companyId: number): ChangesQuery =>
  (from, to) =>
    Batch.query
      .changes({ companyId })
      .between({ updateDate: from }, { updateDate: to })
      .params() as QueryCommandInput;

/** The next page of one feed of the load, and where the feed stands after it. */
async function feedPage(
  query: ChangesQuery,
  attributes: readonly string[],
  { from, state, limit }: { from: string | null; state: FeedState; limit: number },
): Promise<{ items: RawItem[]; state: FeedState }> {
  if (state === "done") return { items: [], state };
  const page = await changesPage(query, attributes, { from, limit, startKey: state });
  return { items: page.items, state: page.next ?? "done" };
}

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

/** A cold load's or a refresh's first page: the range and the time it starts from. */
function firstCursor(since: string | null): ListingsCursor {
  const from = since === null ? null : new Date(Date.parse(since) - listingsOverlapMs).toISOString();
  return { asOf: nowIso(), from, productTotal: null, products: null, stock: null, batches: null };
}

/**
 * One page of what changed for the register's location since its last read (everything when `since` is null),
 * read with DynamoDB's own paging: each page takes up to `pageSize` products and twice as many stock rows and lot
 * rows, the three feeds read at the same time. The categories, the tax groups and (cold) the product total come with
 * the first page; every page reads the categories (a product carries its category's ancestors) and repeats the
 * first page's `asOf`.
 */
export async function posListings(actor: DeviceActor, input: PosListingsInput): Promise<PosListingsPage> {
  const { since, cursor: sent, pageSize } = ZPosListingsInput.parse(input);
  const cursor = sent ? decodeCursor(sent) : firstCursor(since);
  const first = !sent;
  const { companyId } = actor;
  const { locationId } = await getActiveDevice(companyId, actor.deviceId);
  const { from } = cursor;
  const rows = pageSize * 2;
  const [products, stock, batches, categories, taxGroups, productTotal, companyGate] = await Promise.all([
    feedPage(productChanges(companyId), posProductAttributes, {
      from,
      state: cursor.products,
      limit: pageSize,
    }),
    feedPage(stockChanges(companyId, locationId), stockAttributes, {
      from,
      state: cursor.stock,
      limit: rows,
    }),
    feedPage(batchChanges(companyId), batchAttributes, { from, state: cursor.batches, limit: rows }),
    registerCategories(companyId),
    first ? registerTaxGroups(companyId) : [],
    first && from === null ? lastId(productSequence(companyId)) : cursor.productTotal,
    readInventoryCompany(companyId).then(async (company) => ({
      company,
      gate: await locationGate(company, locationId),
      taxRules: (await isFeatureEnabled(companyId, "taxConfig")) ? await taxConfigRules(companyId) : null,
    })),
  ]);
  const { company, gate, taxRules } = companyGate;
  const parents = new Map(categories.map((category) => [category.id, category.parentId]));
  return {
    asOf: cursor.asOf,
    products: products.items.map((item) =>
      toPosProduct(item, locationId, parents, company.isBatchTracking, gate, taxRules),
    ),
    stock: stock.items.map(toStockRow),
    batches: batches.items.map(toBatchRow),
    categories: first ? categories : [],
    taxGroups,
    cursor: nextCursor({
      ...cursor,
      productTotal,
      products: products.state,
      stock: stock.state,
      batches: batches.state,
    }),
    productTotal,
  };
}
