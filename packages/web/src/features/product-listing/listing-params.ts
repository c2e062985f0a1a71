import {
  defaultProductPageSize,
  productPageSizes,
  productViews,
  type ProductView,
} from "@pos/core/catalog/listing.schema";

/** What the listing shows, kept in the URL's query string so that reload and back keep it. */
export type ListingParams = {
  searchQuery: string;
  supplierId: string | null;
  categoryIds: string[];
  view: ProductView;
  offset: number;
  limit: number;
};

export const defaultListingParams: ListingParams = {
  searchQuery: "",
  supplierId: null,
  categoryIds: [],
  view: "active",
  offset: 0,
  limit: defaultProductPageSize,
};

const isView = (value: string | null): value is ProductView =>
  (productViews as readonly (string | null)[]).includes(value);

/** Anything unreadable in the URL (a hand-edited offset, an unknown view) falls back to the default. */
export function readListingParams(search: URLSearchParams): ListingParams {
  const view = search.get("view");
  const offset = Number(search.get("offset") ?? 0);
  const limit = Number(search.get("limit") ?? defaultProductPageSize);
  return {
    searchQuery: search.get("q") ?? "",
    supplierId: search.get("supplier") || null,
    categoryIds: [...new Set(search.getAll("category").filter(Boolean))],
    view: isView(view) ? view : "active",
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
    limit: (productPageSizes as readonly number[]).includes(limit) ? limit : defaultProductPageSize,
  };
}

/** Only what differs from the defaults is written, so a plain listing keeps a clean URL. */
export function writeListingParams(params: ListingParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.searchQuery) search.set("q", params.searchQuery);
  if (params.supplierId) search.set("supplier", params.supplierId);
  for (const id of params.categoryIds) search.append("category", id);
  if (params.view !== "active") search.set("view", params.view);
  if (params.offset > 0) search.set("offset", String(params.offset));
  if (params.limit !== defaultProductPageSize) search.set("limit", String(params.limit));
  return search;
}

/** A change of filter, view or page size starts again from the first page; only paging moves the offset. */
export function changeListingParams(current: ListingParams, change: Partial<ListingParams>): ListingParams {
  const paging = Object.keys(change).every((key) => key === "offset");
  return { ...current, ...change, offset: paging ? Math.max(0, change.offset ?? current.offset) : 0 };
}

export const hasFilters = (params: ListingParams): boolean =>
  params.searchQuery.trim() !== "" || params.supplierId !== null || params.categoryIds.length > 0;

export function clearFilters(params: ListingParams): ListingParams {
  return { ...params, searchQuery: "", supplierId: null, categoryIds: [], offset: 0 };
}
