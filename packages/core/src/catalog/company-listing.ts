import type { IndexChange } from "../db/incremental-index";
import type { RawItem } from "../db/changes-feed";
import type { SnapshotUnit } from "../db/index-snapshot";
import { SnapshotIndex } from "../db/snapshot-index";
import { fromItem, productChanges } from "./listing-reads";
import {
  compareEntries,
  entryFacets,
  hiddenFacets,
  insertEntry,
  listEntry,
  removeEntry,
  type IndexedProduct,
  type ListEntry,
} from "./product-search";

/** Beyond this many changed rows at once, sorting everything again is cheaper than moving rows one by one. */
const resortThreshold = 2_000;

/** One company's listing rows, kept fresh as listing-index.ts describes. */
export class CompanyListing extends SnapshotIndex<IndexedProduct> {
  private readonly entryById = new Map<string, ListEntry>();
  private entries: ListEntry[] = [];

  constructor(companyId: number) {
    super(productChanges(companyId), "products", companyId);
  }

  /** The entries in listing order, then every row no entry shows (kept: a later write may show it). */
  protected *units(): Iterable<SnapshotUnit<IndexedProduct>> {
    const shown = new Set<string>();
    for (const entry of this.entries) {
      const rows = [entry.product, ...entry.children];
      for (const row of rows) shown.add(row.row.id);
      yield { ids: rows.map((row) => row.row.id), text: entry.searchText, facets: entryFacets(entry), rows };
    }
    for (const [id, row] of this.rows)
      if (!shown.has(id)) yield { ids: [id], text: "", facets: hiddenFacets, rows: [row] };
  }

  protected relatedIds(product: IndexedProduct): string[] {
    const { id, parentId } = product.row;
    return parentId ? [id, parentId, ...product.childIds] : [id, ...product.childIds];
  }

  protected scratch(): this {
    return new CompanyListing(this.companyId) as this;
  }

  protected parse(item: RawItem): IndexedProduct {
    return fromItem(item);
  }

  protected idOf(product: IndexedProduct): string {
    return product.row.id;
  }

  protected stampOf(product: IndexedProduct): string {
    return product.row.updateDate;
  }

  /** The entries to recompute: each product's own (it may have become or stopped being a child) and its masters'. */
  protected applied(changes: IndexChange<IndexedProduct>[]): void {
    const touched = new Set<string>();
    for (const { row, previous } of changes)
      for (const id of [row.row.id, row.row.parentId, previous?.row.parentId]) if (id) touched.add(id);
    this.rebuild(touched);
  }

  get sorted(): readonly ListEntry[] {
    return this.entries;
  }

  /** Products shown anywhere: top-level ones and children their master still lists. */
  *liveProducts(): Generator<IndexedProduct> {
    for (const entry of this.entries) {
      yield entry.product;
      yield* entry.children;
    }
  }

  private childrenOf(master: IndexedProduct): IndexedProduct[] {
    return master.childIds
      .map((id) => this.rows.get(id))
      .filter((child): child is IndexedProduct => child?.row.parentId === master.row.id);
  }

  private entryFor(id: string): ListEntry | null {
    const product = this.rows.get(id);
    if (!product || product.row.parentId !== null) return null;
    return listEntry(product, this.childrenOf(product));
  }

  private rebuild(touched: Set<string>): void {
    if (touched.size > resortThreshold) {
      for (const id of touched) {
        const entry = this.entryFor(id);
        if (entry) this.entryById.set(id, entry);
        else this.entryById.delete(id);
      }
      this.entries = [...this.entryById.values()].sort(compareEntries);
      return;
    }
    for (const id of touched) {
      const old = this.entryById.get(id);
      if (old) removeEntry(this.entries, old.sortKey, id);
      const entry = this.entryFor(id);
      if (entry) {
        insertEntry(this.entries, entry);
        this.entryById.set(id, entry);
      } else this.entryById.delete(id);
    }
  }
}
