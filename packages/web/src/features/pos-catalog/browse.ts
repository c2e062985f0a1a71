import type { PosCategory, PosProduct } from "@pos/core/payments/pos-data.schema";
import type { CatalogIndex } from "./catalog-index";

/** What the browser shows of the register's preferences (pos-and-accounts.md 9 gives the defaults). */
export interface BrowsePreferences {
  openVariants: boolean;
  hideEmptyInventory: boolean;
  expandedListings: boolean;
}

/** How many products a category or search shows before "Show more". */
export const browsePageSize = 60;

/** Out of stock here: tracked and nothing (or less) on hand. Untracked products are never empty. */
export const isEmpty = (index: CatalogIndex, product: PosProduct): boolean => {
  const quantity = index.quantityOf(product);
  return quantity !== null && quantity <= 0;
};

/** A master's children that can be sold, in the master's order; the empty ones left out when they are hidden. */
export function variantsOf(index: CatalogIndex, master: PosProduct, hideEmpty: boolean): PosProduct[] {
  return index.childrenOf(master).filter((child) => !hideEmpty || !isEmpty(index, child));
}

/** Shown at all: an empty product is hidden when the preference says so; a master while it has a variant to show. */
export function isShown(index: CatalogIndex, product: PosProduct, hideEmpty: boolean): boolean {
  if (product.isMasterProduct) return variantsOf(index, product, hideEmpty).length > 0;
  return !hideEmpty || !isEmpty(index, product);
}

/** The categories directly under `parentId` (null: the top level). */
export const subcategoriesOf = (categories: PosCategory[], parentId: string | null): PosCategory[] =>
  categories.filter((category) => category.parentId === parentId);

/** The category and its ancestors from the top, for the breadcrumb. */
export function categoryPath(categories: PosCategory[], id: string | null): PosCategory[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path: PosCategory[] = [];
  for (let at = id === null ? undefined : byId.get(id); at && !path.includes(at);) {
    path.unshift(at);
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
  return path;
}

/** The colour a category shows: its own, else its nearest ancestor's. */
export function categoryColor(categories: PosCategory[], id: string): string | null {
  const path = categoryPath(categories, id);
  for (let at = path.length - 1; at >= 0; at -= 1) {
    const color = path[at]?.color;
    if (color) return color;
  }
  return null;
}

/**
 * Top-level products in a category or its subcategories (every one when null; a product's categoryIds hold its
 * category's ancestors), alphabetical, shown ones only; the first `limit` of them.
 */
export function productsIn(
  index: CatalogIndex,
  categoryId: string | null,
  hideEmpty: boolean,
  limit = Number.POSITIVE_INFINITY,
): PosProduct[] {
  const rows: PosProduct[] = [];
  for (const { value: product } of index.topLevelInOrder()) {
    if (rows.length >= limit) break;
    if (
      (categoryId === null || product.categoryIds.includes(categoryId)) &&
      isShown(index, product, hideEmpty)
    )
      rows.push(product);
  }
  return rows;
}

/** Search results that are shown (searching never lists empty products the preference hides). */
export function searchResults(
  index: CatalogIndex,
  query: string,
  hideEmpty: boolean,
  limit: number,
): PosProduct[] {
  return index.search
    .search(query, limit * 2)
    .filter((product) => isShown(index, product, hideEmpty))
    .slice(0, limit);
}

/** The price a card shows: a master's range over its variants. */
export function priceRange(
  index: CatalogIndex,
  product: PosProduct,
  hideEmpty: boolean,
): [number, number] | null {
  const prices = (product.isMasterProduct ? variantsOf(index, product, hideEmpty) : [product])
    .map((item) => item.price)
    .filter((price): price is number => price !== null);
  return prices.length === 0 ? null : [Math.min(...prices), Math.max(...prices)];
}
