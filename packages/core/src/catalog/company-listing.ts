import { nowIso } from "../common/clock";
import { changedSince, fromItem, loadAll } from "./listing-reads";
import {
  compareEntries,
  insertEntry,
  listEntry,
  removeEntry,
  type IndexedProduct,
  type ListEntry,
} from "./product-search";

const overlapMs = 10_000;
/** Beyond this many changed rows at once, sorting everything again is cheaper than moving rows one by one. */
const resortThreshold = 2_000;

/** Re-read in the overlap window; two writes stamped with the same time are told apart by their content. */
const sameProduct = (a: IndexedProduct, b: IndexedProduct): boolean =>
  a.row.updateDate === b.row.updateDate && JSON.stringify(a) === JSON.stringify(b);

const minus = (iso: string, ms: number): string => new Date(new Date(iso).getTime() - ms).toISOString();

/** One company's listing rows, kept fresh as listing-index.ts describes. */
export class CompanyListing {
  private readonly products = new Map<string, IndexedProduct>();
  private readonly entryById = new Map<string, ListEntry>();
  private entries: ListEntry[] = [];
  /** When the last successful refresh started; empty until the company is loaded. */
  private cursor = "";
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly companyId: number) {}

  /** Resolves once a refresh that started after this call has finished: a caller always sees its own writes. */
  fresh(): Promise<void> {
    if (!this.inFlight) {
      this.inFlight = this.sync().finally(() => {
        this.inFlight = null;
      });
      return this.inFlight;
    }
    this.queued ??= this.inFlight
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.fresh();
      });
    return this.queued;
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

  private async sync(): Promise<void> {
    const started = nowIso();
    const items = this.cursor
      ? await changedSince(this.companyId, minus(this.cursor, overlapMs))
      : await loadAll(this.companyId);
    const touched = new Set<string>();
    for (const item of items) {
      const product = fromItem(item);
      const known = this.products.get(product.row.id);
      if (known && (known.row.updateDate > product.row.updateDate || sameProduct(known, product))) continue;
      this.products.set(product.row.id, product);
      // The entries to recompute: its own (it may have become or stopped being a child) and its masters'.
      for (const id of [product.row.id, product.row.parentId, known?.row.parentId]) if (id) touched.add(id);
    }
    if (touched.size > 0) this.rebuild(touched);
    this.cursor = started;
  }

  private childrenOf(master: IndexedProduct): IndexedProduct[] {
    return master.childIds
      .map((id) => this.products.get(id))
      .filter((child): child is IndexedProduct => child?.row.parentId === master.row.id);
  }

  private entryFor(id: string): ListEntry | null {
    const product = this.products.get(id);
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
