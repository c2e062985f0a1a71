import type { PosListingsPage } from "@pos/core/payments/pos-data.schema";
import type { ListingsJournal } from "@/lib/offline/listings-journal";
import { CatalogIndex, type PendingLine } from "./catalog-index";
import { mergePage } from "./page-merge";

/** One page of `posData.listings`: `cursor` null asks for a load's first page. */
export type FetchListings = (request: {
  since: string | null;
  cursor: string | null;
}) => Promise<PosListingsPage>;

/** How far the first load is: products received, of how many (null: not told). */
export interface LoadProgress {
  loaded: number;
  total: number | null;
}

export interface CatalogSnapshot {
  index: CatalogIndex;
  /** Moves on every merge, so screens re-read the index. */
  version: number;
  /** "loading" until the first page of the first load is merged; then what is merged so far is usable. */
  status: "loading" | "ready" | "error";
  /** The last failed load's message (a failed refresh keeps the catalogue it had). */
  error: string | null;
  /** While the first load runs (it may take many pages); null once it is complete. */
  progress: LoadProgress | null;
}

/** pos-and-accounts.md 4: the listings refresh every 30 s, on window focus and after each sale. */
export const refreshEveryMs = 30_000;

/**
 * During the first load, screens re-read the index (`version` moves) after the first page, then at most this often,
 * then after the last page: a grid page costs little, but a search typed meanwhile goes through every merged
 * product again (about 40 ms at 50 000).
 * The progress moves on every page, and search and scanning always see every merged page.
 */
export const coldViewEveryMs = 2_000;

/**
 * One register's catalogue, shared by every screen that uses it: loaded once, page by page, then refreshed with
 * `since` = the last complete load's `asOf`. Loads never overlap (one asked for during another runs once right
 * after it, as a refresh), so an older answer never lands after a newer one. A load cut short by an error goes on
 * from its last page at the next refresh. Polls only while some screen is subscribed.
 */
export class CatalogStore {
  private snapshot: CatalogSnapshot = {
    index: new CatalogIndex(),
    version: 0,
    status: "loading",
    error: null,
    progress: { loaded: 0, total: null },
  };
  private readonly listeners = new Set<() => void>();
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** The next page of a load an error interrupted. */
  private resumeAt: string | null = null;
  /** When screens were last told to re-read the index during the first load. */
  private viewedAt = 0;

  /** Until the journal's pages are merged again (once, before the first load). */
  private restored: Promise<void> | null = null;

  constructor(
    private fetchListings: FetchListings,
    private readonly journal: ListingsJournal | null = null,
  ) {}

  setFetcher(fetchListings: FetchListings): void {
    this.fetchListings = fetchListings;
  }

  readonly getSnapshot = (): CatalogSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  };

  readonly refresh = (): Promise<void> => {
    if (!this.inFlight) {
      this.inFlight = this.load().finally(() => {
        this.inFlight = null;
      });
      return this.inFlight;
    }
    this.queued ??= this.inFlight.then(() => {
      this.queued = null;
      return this.refresh();
    });
    return this.queued;
  };

  /**
   * The lines of the sales waiting in the outbox (see CatalogIndex.setPendingSales). When one leaves (it synced),
   * what changed is fetched at once, so its units come back as the server's count.
   */
  readonly setPendingSales = (lines: readonly PendingLine[]): void => {
    const { index } = this.snapshot;
    const before = index.version;
    const synced = lines.length < this.pendingLines;
    this.pendingLines = lines.length;
    index.setPendingSales(lines);
    if (index.version !== before) this.publish({ ...this.snapshot, version: index.version });
    if (synced) void this.refresh();
  };
  private pendingLines = 0;

  private readonly onFocus = () => void this.refresh();

  private start(): void {
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), refreshEveryMs);
    window.addEventListener("focus", this.onFocus);
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    window.removeEventListener("focus", this.onFocus);
  }

  /** Runs a load to its last page; the next page is asked for while this one is merged. */
  private async load(): Promise<void> {
    const { index } = this.snapshot;
    this.restored ??= this.restore();
    await this.restored;
    const ask = (cursor: string | null) => {
      const request = { since: index.asOf, cursor };
      const answer = this.fetchListings(request);
      if (this.journal) void answer.then((page) => this.journal?.append(request, page)).catch(() => undefined);
      // Awaited in its turn; until then a failure must not count as unhandled.
      answer.catch(() => undefined);
      return answer;
    };
    try {
      let cursor = this.resumeAt;
      let next = ask(cursor);
      for (;;) {
        const page = await next;
        const cold = index.asOf === null;
        if (page.cursor !== null) next = ask(page.cursor);
        await mergePage(index, page, { first: cursor === null });
        this.resumeAt = cursor = page.cursor;
        const loaded = (this.snapshot.progress?.loaded ?? 0) + page.products.length;
        const now = Date.now();
        const view =
          !cold ||
          cursor === null ||
          this.snapshot.status !== "ready" ||
          now - this.viewedAt >= coldViewEveryMs;
        if (view) this.viewedAt = now;
        this.publish({
          index,
          version: view ? index.version : this.snapshot.version,
          status: "ready",
          error: null,
          progress: cold && cursor !== null ? { loaded, total: page.productTotal } : null,
        });
        if (cursor === null) return;
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = this.snapshot.status === "ready" ? "ready" : "error";
      this.publish({ ...this.snapshot, status, error: message });
    }
  }

  /** The catalogue as the register last had it (kept in IndexedDB), so it sells after a reload offline. */
  private async restore(): Promise<void> {
    const pages = await this.journal?.load().catch(() => []);
    if (!pages?.length) return;
    const { index } = this.snapshot;
    for (const { cursor, page } of pages) await mergePage(index, page, { first: cursor === null });
    if (index.asOf === null) return;
    this.publish({ index, version: index.version, status: "ready", error: null, progress: null });
  }

  private publish(snapshot: CatalogSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
