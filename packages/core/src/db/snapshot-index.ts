import { now, nowIso } from "../common/clock";
import type { ChangesFeed } from "./changes-feed";
import { IncrementalIndex, minus, overlapMs } from "./incremental-index";
import {
  encodeSnapshot,
  readSnapshot,
  snapshotKey,
  unitRows,
  unitsHolding,
  writeSnapshot,
  type IndexSnapshot,
  type SnapshotUnit,
} from "./index-snapshot";

/** A new snapshot is written once this many rows changed since the last one... */
export const snapshotAfterRows = 500;
/** ...or once it is this old and anything changed. */
export const snapshotAfterMs = 10 * 60_000;
/** A cold answer parses at most this many units; a deeper page waits for the whole index. */
const coldUnitsLimit = 5_000;

/** A search over the snapshot: the units' text must hold `query` and their facets pass `facets`. */
export interface ColdSearch<Page extends { count: number }, Index> {
  query: string;
  facets: (facets: string) => boolean;
  /** The answer needs the first `need` matching units (offset + limit). */
  need: number;
  /** The same answer a warm index gives, computed on an index holding only some of the rows. */
  answer: (index: Index) => Page;
}

/**
 * An IncrementalIndex that a cold process starts from a snapshot in S3 (db/index-snapshot.ts) instead of reading
 * the whole partition. The first call on a cold process is answered from the snapshot without building it: the
 * units matching the search, minus those the changes since the snapshot touch, are counted in the compact texts;
 * only the first page's units and the touched ones are parsed, into a scratch index of the same class, which
 * applies the changes and answers exactly as the warm index would. The whole index is then restored from the same
 * snapshot after the answer. A missing or corrupt snapshot falls back to the full load.
 *
 * Writer: the process whose index has seen `snapshotAfterRows` changes since the snapshot, or any change once the
 * snapshot is `snapshotAfterMs` old, writes a new one after the answer; the index-snapshots job does the same for
 * the snapshots nobody refreshed (jobs/index-snapshot-job.ts).
 */
export abstract class SnapshotIndex<Row> extends IncrementalIndex<Row> {
  private snapshot: Promise<IndexSnapshot | null> | null = null;
  /** Rows changed since the snapshot this index started from; Infinity when it started without one. */
  private sinceSnapshot = 0;
  private snapshotAt = 0;
  private writing: Promise<boolean> | null = null;

  protected constructor(
    feed: ChangesFeed,
    readonly kind: string,
    readonly companyId: number,
  ) {
    super(feed);
  }

  /** The index's rows grouped into units, in its order; every row in exactly one unit. */
  protected abstract units(): Iterable<SnapshotUnit<Row>>;
  /** The ids of rows whose units a change of this row may alter (itself, its master, its children). */
  protected abstract relatedIds(row: Row): string[];
  /** An empty index of the same kind, outside every cache. */
  protected abstract scratch(): this;

  private get key(): string {
    return snapshotKey(this.kind, this.companyId);
  }

  private download(): Promise<IndexSnapshot | null> {
    this.snapshot ??= readSnapshot(this.key);
    return this.snapshot;
  }

  protected override async restored(): Promise<string | null> {
    const snapshot = await this.download();
    this.snapshot = null;
    const rows = snapshot ? this.allRows(snapshot) : null;
    if (!snapshot || !rows) {
      this.sinceSnapshot = Number.POSITIVE_INFINITY;
      return null;
    }
    this.absorb(rows);
    this.snapshotAt = Date.parse(snapshot.writtenAt);
    return snapshot.cursor;
  }

  private allRows(snapshot: IndexSnapshot): Row[] | null {
    try {
      const rows: Row[] = [];
      for (let unit = 0; unit < snapshot.members.length; unit += 1)
        rows.push(...unitRows<Row>(snapshot, unit));
      return rows;
    } catch (error) {
      console.error(`index snapshot ${this.key} is corrupt`, error);
      return null;
    }
  }

  protected override refreshed(changed: number): void {
    this.sinceSnapshot += changed;
    if (this.snapshotDue()) setImmediate(() => void this.writeIfDue());
  }

  private snapshotDue(): boolean {
    if (this.rows.size === 0) return false;
    if (this.sinceSnapshot >= snapshotAfterRows) return true;
    return this.sinceSnapshot > 0 && now().getTime() - this.snapshotAt >= snapshotAfterMs;
  }

  /** Writes a snapshot of the loaded index when one is due; true when it wrote one. */
  writeIfDue(): Promise<boolean> {
    if (!this.loaded || !this.snapshotDue()) return Promise.resolve(false);
    this.writing ??= this.write().finally(() => {
      this.writing = null;
    });
    return this.writing;
  }

  private async write(): Promise<boolean> {
    const counted = this.sinceSnapshot;
    const writtenAt = nowIso();
    try {
      await writeSnapshot(this.key, encodeSnapshot(this.cursorAt, writtenAt, this.units()));
    } catch (error) {
      console.error(`index snapshot ${this.key} could not be written`, error);
      return false;
    }
    this.sinceSnapshot = Number.isFinite(counted) ? this.sinceSnapshot - counted : 0;
    this.snapshotAt = Date.parse(writtenAt);
    return true;
  }

  /**
   * The answer of a cold index from its snapshot and the changes since, or null when the index is loaded (ask it)
   * or no usable snapshot exists (load it). Starts the restore of the whole index after the answer.
   */
  async coldAnswer<Page extends { count: number }>(search: ColdSearch<Page, this>): Promise<Page | null> {
    if (this.loaded || search.need > coldUnitsLimit) return null;
    const snapshot = await this.download();
    if (!snapshot) return null;
    // A database error propagates as from any read; a damaged row block falls back to the full load.
    const delta = (await this.changes.changedSince(minus(snapshot.cursor, overlapMs))).map((item) =>
      this.parse(item),
    );
    try {
      return this.fromSnapshot(snapshot, delta, search);
    } catch (error) {
      console.error(`index snapshot ${this.key} could not answer`, error);
      return null;
    }
  }

  private fromSnapshot<Page extends { count: number }>(
    snapshot: IndexSnapshot,
    delta: Row[],
    search: ColdSearch<Page, this>,
  ): Page {
    const related = new Set(delta.flatMap((row) => this.relatedIds(row)));
    const touched = new Set<number>();
    if (related.size > 0)
      snapshot.members.forEach((ids, unit) => {
        if (ids.some((id) => related.has(id))) touched.add(unit);
      });
    const first: number[] = [];
    let untouchedMatches = 0;
    for (const unit of unitsHolding(snapshot, search.query)) {
      if (touched.has(unit) || !search.facets(snapshot.facets[unit] as string)) continue;
      untouchedMatches += 1;
      if (first.length < search.need) first.push(unit);
    }
    const scratch = this.scratch();
    scratch.absorb([...first, ...touched].flatMap((unit) => unitRows<Row>(snapshot, unit)));
    scratch.absorb(delta);
    const page = search.answer(scratch);
    setImmediate(() => void this.fresh().catch(() => undefined));
    return { ...page, count: untouchedMatches + page.count - first.length };
  }
}
