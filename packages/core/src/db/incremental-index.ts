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
const overlapMs = 10_000;

const minus = (iso: string, ms: number): string => new Date(new Date(iso).getTime() - ms).toISOString();

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
    const items = this.cursor
      ? await this.feed.changedSince(minus(this.cursor, overlapMs))
      : await this.feed.loadAll();
    const changes: IndexChange<Row>[] = [];
    for (const item of items) {
      const row = this.parse(item);
      const id = this.idOf(row);
      const previous = this.rows.get(id);
      if (previous && (this.stampOf(previous) > this.stampOf(row) || this.same(previous, row))) continue;
      this.rows.set(id, row);
      changes.push({ row, previous });
    }
    if (changes.length > 0) this.applied(changes);
    this.cursor = started;
  }

  /** Re-read in the overlap window; two writes stamped with the same time are told apart by their content. */
  private same(a: Row, b: Row): boolean {
    return this.stampOf(a) === this.stampOf(b) && JSON.stringify(a) === JSON.stringify(b);
  }
}

/** The indexes of the most recently used companies (LRU), each brought up to date before it is returned. */
export function companyIndexes<Index extends { fresh(): Promise<void> }>(
  create: (companyId: number) => Index,
  maxCompanies = 48,
): (companyId: number) => Promise<Index> {
  const indexes = new Map<number, Index>();
  return async (companyId) => {
    let index = indexes.get(companyId);
    if (index) indexes.delete(companyId);
    else index = create(companyId);
    indexes.set(companyId, index);
    while (indexes.size > maxCompanies) indexes.delete(indexes.keys().next().value as number);
    await index.fresh();
    return index;
  };
}
