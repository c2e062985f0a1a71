/**
 * The product listing index. DynamoDB cannot search substrings or skip to an offset, so each process keeps, per
 * company, compact listing rows in memory and serves search, filters and offset pages from them.
 *
 * Freshness and consistency: every product item carries `updateDate`, and the Product entity's `changes` index
 * (gsi2: company id, then updateDate#productId) orders a company's products by it; db/incremental-index.ts keeps
 * the index fresh from it, reading only the listing attributes. Products are never deleted, only flagged; children removed from a master are hard-deleted, which the
 * master's own write reveals through its `childIds`, so the index hides them then.
 *
 * Memory: about 600 bytes a product; the most recently used companies are kept (LRU).
 */
import {
  ZExportProductsInput,
  ZListProductsInput,
  type ExportProductsInput,
  type ListProductsInput,
  type ProductListPage,
  type ProductListRow,
} from "./listing.schema";
import { companyIndexCache, companyIndexes } from "../db/incremental-index";
import { CompanyListing } from "./company-listing";
import { categoryParents } from "./listing-reads";
import {
  facetsMatch,
  matches,
  normalise,
  searchPage,
  withSubcategories,
  type ListEntry,
  type ListFilter,
} from "./product-search";

/** The company's index as it is: a cold one is not loaded (see `coldAnswer`). */
export const listingCache = companyIndexCache((companyId) => new CompanyListing(companyId));

/** The company's index, brought up to date (a failed cold load is tried again by the next call). */
const listingOf = companyIndexes({ cache: listingCache });

async function categoryFilter(
  companyId: number,
  selected: string[] | undefined,
): Promise<Set<string> | null> {
  if (!selected || selected.length === 0) return null;
  return withSubcategories(selected, await categoryParents(companyId));
}

async function listFilter(data: ExportProductsInput): Promise<ListFilter> {
  return {
    view: data.view ?? null,
    query: normalise(data.searchQuery ?? ""),
    supplierId: data.selectedSupplierId ?? null,
    categoryIds: await categoryFilter(data.companyId, data.selectedCategoryIds),
  };
}

async function filterOf(
  input: ExportProductsInput,
): Promise<{ listing: CompanyListing; filter: ListFilter }> {
  const data = ZExportProductsInput.parse(input);
  const [listing, filter] = await Promise.all([listingOf(data.companyId), listFilter(data)]);
  return { listing, filter };
}

/** The page from the company's index snapshot while this process has not loaded the index (null: load it). */
async function coldPage(
  data: ExportProductsInput,
  offset: number,
  limit: number,
): Promise<{ rows: ProductListRow[]; count: number } | null> {
  const listing = listingCache(data.companyId);
  if (listing.loaded) return null;
  const filter = await listFilter(data);
  return listing.coldAnswer({
    query: filter.query,
    facets: (facets) => facetsMatch(facets, filter),
    need: offset + limit,
    answer: (scratch) => searchPage(scratch.sorted, filter, offset, limit),
  });
}

export async function listProducts(input: ListProductsInput): Promise<ProductListPage> {
  const { offset, limit, ...query } = ZListProductsInput.parse(input);
  const cold = await coldPage(query, offset, limit);
  if (cold) return { products: cold.rows, count: cold.count, offset, limit };
  const { listing, filter } = await filterOf(query);
  const { rows, count } = searchPage(listing.sorted, filter, offset, limit);
  return { products: rows, count, offset, limit };
}

/** Every row matching the filters, in listing order; without a view, rows of every view (the export). */
export async function matchingRows(input: ExportProductsInput): Promise<ProductListRow[]> {
  const { listing, filter } = await filterOf(input);
  return searchPage(listing.sorted, filter, 0, Number.MAX_SAFE_INTEGER).rows;
}

/** The index entries matching the filters, in listing order, not copied (the inventory overview reads them). */
export async function matchingEntries(input: ExportProductsInput): Promise<ListEntry[]> {
  const { listing, filter } = await filterOf(input);
  return listing.sorted.filter((entry) => matches(entry, filter));
}

/** The distinct tags of the company's products that are not deleted, sorted. */
export async function productTags(companyId: number): Promise<string[]> {
  const listing = await listingOf(companyId);
  const tags = new Set<string>();
  for (const product of listing.liveProducts())
    if (!product.row.isDeleted) for (const tag of product.row.tags) tags.add(tag);
  return [...tags].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" }) || (a < b ? -1 : 1));
}

/** How many products that are not deleted (children included) use each category, supplier and tax group. */
export async function catalogueUsage(companyId: number): Promise<{
  categories: Map<string, number>;
  suppliers: Map<string, number>;
  taxGroups: Map<string, number>;
}> {
  const listing = await listingOf(companyId);
  const usage = {
    categories: new Map<string, number>(),
    suppliers: new Map<string, number>(),
    taxGroups: new Map<string, number>(),
  };
  const count = (map: Map<string, number>, id: string | null) => {
    if (id !== null) map.set(id, (map.get(id) ?? 0) + 1);
  };
  for (const product of listing.liveProducts()) {
    if (product.row.isDeleted) continue;
    count(usage.categories, product.row.categoryId);
    count(usage.suppliers, product.row.supplierId);
    count(usage.taxGroups, product.taxGroupId);
  }
  return usage;
}
