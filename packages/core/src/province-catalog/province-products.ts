import { AppError } from "../common/errors";
import { nowIso } from "../common/clock";
import { queryPage, type Page } from "../db/pagination";
import {
  catalogueFileLimits,
  catalogueMessages,
  ZChangeSetPageInput,
  ZProvinceLookupInput,
  ZSaveChunkInput,
  ZSearchProvinceProductsInput,
  type CatalogueImportView,
  type CatalogueProduct,
  type ChangeSet,
} from "./catalogue-product.schema";
import { CatalogueImportEntity } from "./catalogue-import.entity";
import { CatalogueProductEntity, type CatalogueProductItem } from "./catalogue-product.entity";
import { findImport, loadChangeSet, viewOf } from "./catalogue-imports";
import { nameKeyOf, productByGtin, productBySku, productOf, putProducts } from "./catalogue-store";
import { changeSetChunk, chunkCount } from "./change-set";
import type { z } from "zod";

const parse = (items: Record<string, unknown>[]): CatalogueProduct[] =>
  CatalogueProductEntity.parse({ Items: items }).data.map(productOf);

/**
 * A province's products in name order, or those whose name starts with the query (an index range, never a
 * scan). On the first page an exact SKU or GTIN match comes first.
 */
export async function searchProvinceProducts(
  input: z.input<typeof ZSearchProvinceProductsInput>,
): Promise<Page<CatalogueProduct>> {
  const { province, query, limit, lastEvaluatedKey } = ZSearchProvinceProductsInput.parse(input);
  const index = CatalogueProductEntity.query.byName({ catalog: "province", province });
  const params = (query ? index.begins({ nameKey: nameKeyOf(query) }) : index).params();
  const page = await queryPage(params, parse, { limit, lastEvaluatedKey });
  if (!query || lastEvaluatedKey) return page;
  const exact = [
    await productBySku("province", province, query),
    await productByGtin("province", province, query),
  ]
    .filter((item): item is CatalogueProductItem => item !== null)
    .map(productOf)
    .filter((product) => !page.items.some((item) => item.sku === product.sku));
  const items = [
    ...exact.filter((product, index) => exact.findIndex((p) => p.sku === product.sku) === index),
    ...page.items,
  ];
  return { ...page, items, count: items.length };
}

/**
 * The province product with this SKU, else with this GTIN, else null: the product import fills the fields a
 * row leaves empty from it.
 */
export async function provinceProductBySkuOrGtin(
  input: z.input<typeof ZProvinceLookupInput>,
): Promise<CatalogueProduct | null> {
  const { province, sku, gtin } = ZProvinceLookupInput.parse(input);
  const bySku = sku ? await productBySku("province", province, sku) : null;
  const found = bySku ?? (gtin ? await productByGtin("province", province, gtin) : null);
  return found ? productOf(found) : null;
}

/** One page of one list of the change set: the review shows the first 10 rows, then pages through all. */
export async function changeSetPage<Part extends keyof ChangeSet>(
  part: Part,
  input: z.input<typeof ZChangeSetPageInput>,
): Promise<{ items: ChangeSet[Part]; total: number; offset: number }> {
  const { importId, offset, limit } = ZChangeSetPageInput.parse(input);
  const item = await findImport(importId);
  if (item.kind !== "province" || !item.changeSetKey)
    throw new AppError("INVALID_INPUT", catalogueMessages.notReady);
  const list = (await loadChangeSet(item))[part];
  return { items: list.slice(offset, offset + limit) as ChangeSet[Part], total: list.length, offset };
}

function assertSavable(status: string): void {
  if (status === "cancelled") throw new AppError("INVALID_INPUT", catalogueMessages.cancelled);
  if (status === "saved") throw new AppError("INVALID_INPUT", catalogueMessages.saved);
  if (status !== "ready" && status !== "saving")
    throw new AppError("INVALID_INPUT", catalogueMessages.notReady);
}

/**
 * Saves one chunk of 200 products of a reviewed change set. A chunk saved twice writes the same items again,
 * so a page that lost its answer can send it once more; once every chunk is in, the change set is saved.
 */
export async function saveChangeSetChunk(
  input: z.input<typeof ZSaveChunkInput>,
): Promise<CatalogueImportView> {
  const { importId, chunk } = ZSaveChunkInput.parse(input);
  const item = await findImport(importId);
  if (item.kind !== "province") throw new AppError("INVALID_INPUT", catalogueMessages.notReady);
  assertSavable(item.status);
  const changeSet = await loadChangeSet(item);
  const chunks = chunkCount(changeSet, catalogueFileLimits.chunkSize);
  if (chunk >= chunks) throw new AppError("INVALID_INPUT", catalogueMessages.chunkOutOfRange);
  await putProducts(
    "province",
    item.province,
    changeSetChunk(changeSet, chunk, catalogueFileLimits.chunkSize),
  );
  const savedChunks = [...new Set([...item.savedChunks, chunk])];
  const { data } = await CatalogueImportEntity.patch({ importId })
    .set({ savedChunks, status: savedChunks.length >= chunks ? "saved" : "saving", updateDate: nowIso() })
    .where(({ status }, { eq }) => `${eq(status, "ready")} OR ${eq(status, "saving")}`)
    .go({ response: "all_new" });
  return viewOf({ ...item, ...data });
}

/** Drops a change set before it is saved; nothing of it is written afterwards. */
export async function cancelChangeSet(importId: string): Promise<CatalogueImportView> {
  const item = await findImport(importId);
  if (item.status === "saved") throw new AppError("INVALID_INPUT", catalogueMessages.saved);
  if (item.status === "cancelled") return viewOf(item);
  const { data } = await CatalogueImportEntity.patch({ importId })
    .set({ status: "cancelled", updateDate: nowIso() })
    .go({ response: "all_new" });
  return viewOf({ ...item, ...data });
}
