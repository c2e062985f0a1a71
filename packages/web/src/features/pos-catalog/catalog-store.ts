import type { PosListings } from "@pos/core/payments/pos-data.schema";
import { CatalogIndex } from "./catalog-index";

export type FetchListings = (since: string | null) => Promise<PosListings>;

export interface CatalogSnapshot {
  index: CatalogIndex;
  /** Moves on every merge, so screens re-read the index. */
  version: number;
  /** "loading" until the first load answers. */
  status: "loading" | "ready" | "error";
  /** The last failed load's message (a failed refresh keeps the catalogue it had). */
  error: string | null;
}

/** pos-and-accounts.md 4: the listings refresh every 30 s, on window focus and after each sale. */
export const refreshEveryMs = 30_000;

/**
 * One register's catalogue, shared by every screen that uses it: loaded once, then refreshed with `since` = the
 * last answer's `asOf`. Refreshes never overlap (one asked for during another runs right after it), so an older
 * answer never lands after a newer one. Polls only while some screen is subscribed.
 */
export class CatalogStore {
  private snapshot: CatalogSnapshot = {
    index: new CatalogIndex(),
    version: 0,
    status: "loading",
    error: null,
  };
  private readonly listeners = new Set<() => void>();
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private fetchListings: FetchListings) {}

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

  private async load(): Promise<void> {
    const { index } = this.snapshot;
    try {
      index.merge(await this.fetchListings(index.asOf));
      this.publish({ index, version: index.version, status: "ready", error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.publish({ ...this.snapshot, status: index.asOf === null ? "error" : "ready", error: message });
    }
  }

  private publish(snapshot: CatalogSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
