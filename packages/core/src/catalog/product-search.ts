import type { ProductListRow, ProductView } from "./listing.schema";

/** A product's listing fields as the index keeps them; `row` is what the client receives. */
export interface IndexedProduct {
  row: Omit<ProductListRow, "children">;
  taxGroupId: string | null;
  /** A master's children, in their order. */
  childIds: string[];
  /** Normalised name, SKU and barcode, separated so a query cannot match across two fields. */
  searchText: string;
}

/** A top-level row (a master or a product without parent) with its children, as the listing sorts it. */
export interface ListEntry {
  product: IndexedProduct;
  children: IndexedProduct[];
  sortKey: string;
  /** The product's and its children's search texts, so a master matches when a child does. */
  searchText: string;
}

export interface ListFilter {
  /** null: every view (the export without a view). */
  view: ProductView | null;
  /** Already normalised; empty matches everything. */
  query: string;
  supplierId: string | null;
  /** The selected categories with all their subcategories; null when not filtering by category. */
  categoryIds: ReadonlySet<string> | null;
}

const fieldSeparator = "\u0001";

/** Case and accents ignored: "Crème BRÛLÉE" and "creme brulee" are the same text. */
export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .toLowerCase()
    .trim();
}

export function indexedProduct(
  row: Omit<ProductListRow, "children">,
  extra: { taxGroupId: string | null; childIds: string[] },
): IndexedProduct {
  const searchText = [row.name, row.sku ?? "", row.barcode ?? ""].map(normalise).join(fieldSeparator);
  return { row, ...extra, searchText };
}

export function listEntry(product: IndexedProduct, children: IndexedProduct[]): ListEntry {
  return {
    product,
    children,
    sortKey: normalise(product.row.name),
    searchText: [product, ...children].map((item) => item.searchText).join(fieldSeparator),
  };
}

/** By name (case and accents ignored), then id: a stable order for offset paging. */
export function compareEntries(a: ListEntry, b: ListEntry): number {
  return compareKeys(a.sortKey, a.product.row.id, b.sortKey, b.product.row.id);
}

function compareKeys(keyA: string, idA: string, keyB: string, idB: string): number {
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  if (idA === idB) return 0;
  return idA < idB ? -1 : 1;
}

/** Where an entry with this key is, or would go, in entries sorted by compareEntries. */
export function positionOf(entries: readonly ListEntry[], sortKey: string, id: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const entry = entries[middle] as ListEntry;
    if (compareKeys(entry.sortKey, entry.product.row.id, sortKey, id) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Removes the entry stored under this key and id, keeping the order; false when it is not there. */
export function removeEntry(entries: ListEntry[], sortKey: string, id: string): boolean {
  const at = positionOf(entries, sortKey, id);
  if (entries[at]?.product.row.id !== id) return false;
  entries.splice(at, 1);
  return true;
}

export function insertEntry(entries: ListEntry[], entry: ListEntry): void {
  entries.splice(positionOf(entries, entry.sortKey, entry.product.row.id), 0, entry);
}

function inView(product: IndexedProduct, view: ProductView | null): boolean {
  const { isDeleted, isActive } = product.row;
  if (view === null) return true;
  if (view === "deleted") return isDeleted;
  return !isDeleted && isActive === (view === "active");
}

const someOf = (entry: ListEntry, test: (item: IndexedProduct) => boolean): boolean =>
  test(entry.product) || entry.children.some(test);

export function matches(entry: ListEntry, filter: ListFilter): boolean {
  if (!inView(entry.product, filter.view)) return false;
  const { supplierId, categoryIds } = filter;
  if (supplierId !== null && !someOf(entry, (item) => item.row.supplierId === supplierId)) return false;
  if (categoryIds !== null && !someOf(entry, (item) => categoryIds.has(item.row.categoryId ?? "")))
    return false;
  return filter.query === "" || entry.searchText.includes(filter.query);
}

/** An entry's filter fields in an index snapshot: its view's letter, then its suppliers and categories as JSON. */
export function entryFacets(entry: ListEntry): string {
  const { isDeleted, isActive } = entry.product.row;
  const items = [entry.product, ...entry.children];
  const suppliers = [...new Set(items.flatMap((item) => item.row.supplierId ?? []))];
  const categories = [...new Set(items.map((item) => item.row.categoryId ?? ""))];
  return (isDeleted ? "d" : isActive ? "a" : "i") + JSON.stringify([suppliers, categories]);
}

/** A row no entry shows: matches no filter. */
export const hiddenFacets = "h";

const viewLetters: Record<ProductView, string> = { active: "a", inactive: "i", deleted: "d" };

/** `matches` without the search text, on an entry's snapshot facets. */
export function facetsMatch(facets: string, filter: ListFilter): boolean {
  if (facets === hiddenFacets) return false;
  if (filter.view !== null && facets[0] !== viewLetters[filter.view]) return false;
  if (filter.supplierId === null && filter.categoryIds === null) return true;
  const [suppliers, categories] = JSON.parse(facets.slice(1)) as [string[], string[]];
  if (filter.supplierId !== null && !suppliers.includes(filter.supplierId)) return false;
  const { categoryIds } = filter;
  return categoryIds === null || categories.some((id) => categoryIds.has(id));
}

export function toListRow(entry: ListEntry): ProductListRow {
  return { ...entry.product.row, children: entry.children.map((child) => child.row) };
}

/** One page of the matching entries (in their sorted order) and how many match in all. */
export function searchPage(
  entries: readonly ListEntry[],
  filter: ListFilter,
  offset: number,
  limit: number,
): { rows: ProductListRow[]; count: number } {
  const rows: ProductListRow[] = [];
  let count = 0;
  for (const entry of entries) {
    if (!matches(entry, filter)) continue;
    if (count >= offset && rows.length < limit) rows.push(toListRow(entry));
    count += 1;
  }
  return { rows, count };
}

/** The subcategories of the selected categories, at any depth, with the selected ones. */
export function withSubcategories(
  selected: readonly string[],
  categories: readonly { categoryId: string; parentCategoryId?: string | null }[],
): Set<string> {
  const childrenOf = new Map<string, string[]>();
  for (const category of categories) {
    const parent = category.parentCategoryId ?? "";
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category.categoryId]);
  }
  const found = new Set<string>();
  const pending = [...selected];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(childrenOf.get(id) ?? []));
  }
  return found;
}
