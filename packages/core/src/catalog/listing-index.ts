/**
 * The product listing index. DynamoDB cannot search substrings or skip to an offset, so each process keeps, per
 * company, compact listing rows in memory and serves search, filters and offset pages from them.
 *
 * Freshness: every product item carries `updateDate`, and the Product entity's `changes` index (gsi2: company id,
 * then updateDate#productId) orders a company's products by it. Before answering, the index runs one Query for
 * the items stamped since its cursor minus an overlap of 10 s. The cursor is the time (core clock) at which the
 * previous refresh started: everything visible then was read, and a write not yet visible then carries a stamp at
 * most the overlap older (a slow transaction, clock skew between instances, the GSI's propagation delay). Anchoring
 * on the refresh time rather than on the newest updateDate keeps the re-read small: after a bulk edit, the items
 * leave the window 10 s later instead of being re-read until the next write. Items are deduplicated by id, keeping
 * the newest updateDate (equal stamps: the content decides). A cold company is loaded through the same Query from
 * the beginning, reading only the listing attributes.
 *
 * Consistency: a process sees its own writes and every write another process made before the request, as soon
 * as it has reached the GSI (eventually consistent, usually well under a second on DynamoDB; at once on DynamoDB
 * Local). Products are never deleted, only flagged; children removed from a master are hard-deleted, which the
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
import { CompanyListing } from "./company-listing";
import { categoryParents } from "./listing-reads";
import { normalise, searchPage, withSubcategories, type ListFilter } from "./product-search";

const maxCompanies = 48;

const companies = new Map<number, CompanyListing>();

/** The company's index, brought up to date (a failed cold load is tried again by the next call). */
async function listingOf(companyId: number): Promise<CompanyListing> {
  let listing = companies.get(companyId);
  if (listing) companies.delete(companyId);
  else listing = new CompanyListing(companyId);
  companies.set(companyId, listing);
  while (companies.size > maxCompanies) companies.delete(companies.keys().next().value as number);
  await listing.fresh();
  return listing;
}

async function categoryFilter(
  companyId: number,
  selected: string[] | undefined,
): Promise<Set<string> | null> {
  if (!selected || selected.length === 0) return null;
  return withSubcategories(selected, await categoryParents(companyId));
}

async function filterOf(
  input: ExportProductsInput,
): Promise<{ listing: CompanyListing; filter: ListFilter }> {
  const data = ZExportProductsInput.parse(input);
  const [listing, categoryIds] = await Promise.all([
    listingOf(data.companyId),
    categoryFilter(data.companyId, data.selectedCategoryIds),
  ]);
  const filter: ListFilter = {
    view: data.view ?? null,
    query: normalise(data.searchQuery ?? ""),
    supplierId: data.selectedSupplierId ?? null,
    categoryIds,
  };
  return { listing, filter };
}

export async function listProducts(input: ListProductsInput): Promise<ProductListPage> {
  const { offset, limit, ...query } = ZListProductsInput.parse(input);
  const { listing, filter } = await filterOf(query);
  const { rows, count } = searchPage(listing.sorted, filter, offset, limit);
  return { products: rows, count, offset, limit };
}

/** Every row matching the filters, in listing order; without a view, rows of every view (the export). */
export async function matchingRows(input: ExportProductsInput): Promise<ProductListRow[]> {
  const { listing, filter } = await filterOf(input);
  return searchPage(listing.sorted, filter, 0, Number.MAX_SAFE_INTEGER).rows;
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
