import { QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { documentClient } from "../db/client";
import { CategoryEntity } from "./category.entity";
import type { ProductListRow } from "./listing.schema";
import { Product } from "./product.entity";
import { indexedProduct, type IndexedProduct } from "./product-search";

/** A cold load reads the company in this many slices of updateDate at once. */
const coldLoadSlices = 8;
/** Above every ISO date: the open end of the `changes` index's range. */
const endOfTime = "9999";

const listingAttributes = [
  "productId",
  "parentId",
  "name",
  "sku",
  "barcode",
  "imageUrl",
  "price",
  "purchasePrice",
  "categoryId",
  "supplierId",
  "taxGroupId",
  "isActive",
  "isDeleted",
  "isMasterProduct",
  "trackInventory",
  "weight",
  "cannabisWeight",
  "cannabisVolume",
  "thc",
  "cbd",
  "strainType",
  "tags",
  "childIds",
  "createDate",
  "updateDate",
] as const;

type RawItem = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const numeric = (value: unknown): number | null => (typeof value === "number" ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

export function fromItem(item: RawItem): IndexedProduct {
  const row: Omit<ProductListRow, "children"> = {
    id: String(item.productId),
    parentId: text(item.parentId),
    name: text(item.name) ?? "",
    sku: text(item.sku),
    barcode: text(item.barcode),
    imageUrl: text(item.imageUrl),
    price: numeric(item.price),
    purchasePrice: numeric(item.purchasePrice),
    categoryId: text(item.categoryId),
    supplierId: text(item.supplierId),
    isActive: item.isActive === true,
    isDeleted: item.isDeleted === true,
    isMasterProduct: item.isMasterProduct === true,
    trackInventory: item.trackInventory === true,
    weight: numeric(item.weight),
    cannabisWeight: numeric(item.cannabisWeight),
    cannabisVolume: numeric(item.cannabisVolume),
    thc: numeric(item.thc),
    cbd: numeric(item.cbd),
    strainType: text(item.strainType) as ProductListRow["strainType"],
    tags: strings(item.tags),
    createDate: text(item.createDate) ?? "",
    updateDate: text(item.updateDate) ?? "",
  };
  return indexedProduct(row, { taxGroupId: text(item.taxGroupId), childIds: strings(item.childIds) });
}

function changesQuery(companyId: number, from: string, to: string): QueryCommandInput {
  return Product.query
    .changes({ companyId })
    .between({ updateDate: from }, { updateDate: to })
    .params() as QueryCommandInput;
}

/** Every page of the query, with only these attributes. */
async function queryAll(params: QueryCommandInput, attributes: readonly string[]): Promise<RawItem[]> {
  const names = Object.fromEntries(attributes.map((name) => [`#a_${name}`, name]));
  const items: RawItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        ...params,
        ExpressionAttributeNames: { ...params.ExpressionAttributeNames, ...names },
        ProjectionExpression: Object.keys(names).join(", "),
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The products of the company stamped at or after `since`. */
export function changedSince(companyId: number, since: string): Promise<RawItem[]> {
  return queryAll(changesQuery(companyId, since, endOfTime), listingAttributes);
}

async function edgeStamp(companyId: number, oldest: boolean): Promise<string | null> {
  const page = await documentClient.send(
    new QueryCommand({
      ...changesQuery(companyId, "", endOfTime),
      ScanIndexForward: oldest,
      Limit: 1,
      ProjectionExpression: "updateDate",
    }),
  );
  const stamp: unknown = page.Items?.[0]?.updateDate;
  return typeof stamp === "string" ? stamp : null;
}

/**
 * Every product of the company. DynamoDB returns at most 1 MB a page, so one query would take one round trip per
 * megabyte; the range between the oldest and newest stamps is cut into slices read at the same time. A product
 * stamped exactly at a cut is read once, by the later slice: its key (stamp, then id) sorts after the bare stamp
 * that closes one slice's BETWEEN and not before the one that opens the next.
 */
export async function loadAll(companyId: number): Promise<RawItem[]> {
  const [oldest, newest] = await Promise.all([edgeStamp(companyId, true), edgeStamp(companyId, false)]);
  if (oldest === null || newest === null) return [];
  const from = Date.parse(oldest);
  const span = Date.parse(newest) - from;
  const cuts = Array.from({ length: coldLoadSlices - 1 }, (_, index) =>
    new Date(from + Math.floor((span * (index + 1)) / coldLoadSlices)).toISOString(),
  );
  const bounds = ["", ...new Set(cuts), endOfTime];
  const slices = await Promise.all(
    bounds
      .slice(1)
      .map((to, index) => queryAll(changesQuery(companyId, bounds[index] as string, to), listingAttributes)),
  );
  return slices.flat();
}

/** The company's categories with their parents, to expand a category filter to its subcategories. */
export async function categoryParents(
  companyId: number,
): Promise<{ categoryId: string; parentCategoryId: string | null }[]> {
  const params = CategoryEntity.query
    .byCompany({ companyId })
    .between({ categoryId: "" }, { categoryId: "\uffff" })
    .params() as QueryCommandInput;
  const items = await queryAll(params, ["categoryId", "parentCategoryId"]);
  return items.map((item) => ({
    categoryId: String(item.categoryId),
    parentCategoryId: text(item.parentCategoryId),
  }));
}
