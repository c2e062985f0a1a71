/** One value in a SortedOrder: ordered by `key`, then by `id` (ids are unique, so the order is total). */
export interface SortedItem<T> {
  readonly id: string;
  readonly key: string;
  value: T;
}

/** Up to this many changes are spliced in and out by binary search; more are merged as a sorted run. */
const spliceLimit = 64;

const before = <T>(a: SortedItem<T>, b: SortedItem<T>): boolean =>
  a.key < b.key || (a.key === b.key && a.id < b.id);

const compare = <T>(a: SortedItem<T>, b: SortedItem<T>): number => (before(a, b) ? -1 : before(b, a) ? 1 : 0);

/**
 * Values kept sorted by a key across many small changes (the register's catalogue after each refresh): changes
 * wait until the order is next read, then a few are placed by binary search and many are sorted on their own and
 * merged with the order, so a refresh of k values never sorts all n again. A value whose key did not change keeps
 * its place.
 */
export class SortedOrder<T> {
  private order: SortedItem<T>[] = [];
  private readonly items = new Map<string, SortedItem<T>>();
  /** Items in `order` that must leave it. */
  private outgoing: SortedItem<T>[] = [];
  /** Items not yet in `order`. */
  private readonly incoming = new Map<string, SortedItem<T>>();

  get size(): number {
    return this.items.size;
  }

  get(id: string): T | undefined {
    return this.items.get(id)?.value;
  }

  set(id: string, key: string, value: T): void {
    const item = this.items.get(id);
    if (item?.key === key) {
      item.value = value;
      return;
    }
    this.delete(id);
    const next = { id, key, value };
    this.items.set(id, next);
    this.incoming.set(id, next);
  }

  delete(id: string): void {
    const item = this.items.get(id);
    if (!item) return;
    this.items.delete(id);
    if (this.incoming.get(id) === item) this.incoming.delete(id);
    else this.outgoing.push(item);
  }

  /** Every item, in order (read-only: the array is reused until the next change). */
  list(): readonly SortedItem<T>[] {
    const changes = this.outgoing.length + this.incoming.size;
    if (changes === 0) return this.order;
    const added = [...this.incoming.values()].sort(compare);
    if (changes <= spliceLimit) {
      for (const item of this.outgoing) this.order.splice(this.place(item), 1);
      for (const item of added) this.order.splice(this.place(item), 0, item);
    } else {
      const gone = new Set(this.outgoing);
      this.order = mergeRuns(
        gone.size === 0 ? this.order : this.order.filter((item) => !gone.has(item)),
        added,
      );
    }
    this.outgoing = [];
    this.incoming.clear();
    return this.order;
  }

  /** Where the item is in the order, or would go: the first place not before it. */
  private place(item: SortedItem<T>): number {
    let low = 0;
    let high = this.order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(this.order[middle] as SortedItem<T>, item)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

function mergeRuns<T>(left: SortedItem<T>[], right: SortedItem<T>[]): SortedItem<T>[] {
  const merged: SortedItem<T>[] = new Array<SortedItem<T>>(left.length + right.length);
  let at = 0;
  let l = 0;
  let r = 0;
  while (l < left.length && r < right.length)
    merged[at++] = before(right[r] as SortedItem<T>, left[l] as SortedItem<T>)
      ? (right[r++] as SortedItem<T>)
      : (left[l++] as SortedItem<T>);
  while (l < left.length) merged[at++] = left[l++] as SortedItem<T>;
  while (r < right.length) merged[at++] = right[r++] as SortedItem<T>;
  return merged;
}
