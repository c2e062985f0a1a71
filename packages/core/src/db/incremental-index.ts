import { nowIso } from "../common/clock";
import type { ChangesFeed, RawItem } from "./changes-feed";

/**
 * An in-memory index of one company's items, kept fresh from a `changes` index (gsi2: company id, then
 * updateDate#id). Before answering, it runs one Query for the items stamped since its cursor minus an overlap of
 * 10 s. The cursor is the time (core clock) at which the previous refresh started: everything visible then was
 * read, and a write not yet visible then carries a stamp at most the overlap older (a slow transaction, clock skew
 * between instances, the GSI's propagation delay). Anchoring on the refresh time rather than on the newest
 * updateDate keeps the re-read small. Items are deduplicated by id, keeping the newest updateDate (equal stamps:
 * the content decides). A cold company is loaded through the same index from the beginning.
 *
 * A process sees its own writes and every write another process made before the request, as soon as it has reached
 * the GSI (eventually consistent, usually well under a second on DynamoDB; at once on DynamoDB Local).
 */
export const overlapMs = 10_000;

export const minus = (iso: string, ms: number): string =>
  new Date(new Date(iso).getTime() - ms).toISOString();

/** A row that changed in one refresh, with the version the index held before (if any). */
export interface IndexChange<Row> {
  row: Row;
  previous: Row | undefined;
}

export abstract class IncrementalIndex<Row> {
  protected readonly rows = new Map<string, Row>();
  /** When the last successful refresh started; empty until the company is loaded. */
  private cursor = "";
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  protected constructor(private readonly feed: ChangesFeed) {}

  protected abstract parse(item: RawItem): Row;
  protected abstract idOf(row: Row): string;
  protected abstract stampOf(row: Row): string;
  /** Brings derived structures (sorted entries, ...) up to date with the rows that changed. */
  protected abstract applied(changes: IndexChange<Row>[]): void;

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

  private async sync(): Promise<void> {
    const started = nowIso();
    if (!this.cursor) this.cursor = (await this.restored()) ?? "";
    const items = this.cursor
      ? await this.feed.changedSince(minus(this.cursor, overlapMs))
      : await this.feed.loadAll();
    const changed = this.absorb(items.map((item) => this.parse(item)));
    this.cursor = started;
    this.refreshed(changed);
  }

  /** Takes the rows that are newer than the ones held (deduplicated by id) and returns how many changed. */
  protected absorb(rows: readonly Row[]): number {
    const changes: IndexChange<Row>[] = [];
    for (const row of rows) {
      const id = this.idOf(row);
      const previous = this.rows.get(id);
      if (previous && (this.stampOf(previous) > this.stampOf(row) || this.same(previous, row))) continue;
      this.rows.set(id, row);
      changes.push({ row, previous });
    }
    if (changes.length > 0) this.applied(changes);
    return changes.length;
  }

  /** A cold index may start from a saved state: it loads the rows and returns that state's cursor (null: none). */
  protected restored(): Promise<string | null> {
    return Promise.resolve(null);
  }

  /** Called after each refresh with the number of rows that changed. */
  protected refreshed(changed: number): void {
    void changed;
  }

  /** Whether the index has loaded its company (then `fresh()` reads only changes). */
  get loaded(): boolean {
    return this.cursor !== "";
  }

  /** When the last refresh started (empty until loaded). */
  protected get cursorAt(): string {
    return this.cursor;
  }

  protected get changes(): ChangesFeed {
    return this.feed;
  }

  /** Re-read in the overlap window; two writes stamped with the same time are told apart by their content. */
  private same(a: Row, b: Row): boolean {
    return this.stampOf(a) === this.stampOf(b) && JSON.stringify(a) === JSON.stringify(b);
  }
}

/** The indexes of the most recently used companies (LRU), as they are: a cold one is not loaded. */
export function companyIndexCache<Index>(
  create: (companyId: number) => Index,
  maxCompanies = 48,
): (companyId: number) => Index {
  const indexes = new Map<number, Index>();
  return (companyId) => {
    let index = indexes.get(companyId);
    if (index) indexes.delete(companyId);
    else index = create(companyId);
    indexes.set(companyId, index);
    while (indexes.size > maxCompanies) indexes.delete(indexes.keys().next().value as number);
    return index;
  };
}

/** The indexes of the most recently used companies (LRU), each brought up to date before it is returned. */
export function companyIndexes<Index extends { fresh(): Promise<void> }>(
  create: ((companyId: number) => Index) | { cache: (companyId: number) => Index },
  maxCompanies = 48,
): (companyId: number) => Promise<Index> {
  const cached = typeof create === "function" ? companyIndexCache(create, maxCompanies) : create.cache;
  return async (companyId) => {
    const index = cached(companyId);
    await index.fresh();
    return index;
  };
}
