import { describe, expect, it, vi } from "vitest";
import type { PosListingsPage } from "@pos/core/payments/pos-data.schema";
import { later, listings, product, stamp } from "./catalog.fixtures";
import { CatalogStore, type FetchListings } from "./catalog-store";
import { CatalogIndex } from "./catalog-index";
import { mergePage } from "./page-merge";

type Request = Parameters<FetchListings>[0];

const page = (fields: Partial<PosListingsPage>): PosListingsPage => ({
  ...listings(fields),
  cursor: null,
  productTotal: null,
  ...fields,
});

const category = { id: "c1", name: "Edibles", parentId: null, color: null };

/** A cold load of three pages (two products each, the last one), then empty refreshes. */
const threePages = (request: Request): PosListingsPage => {
  const at = request.cursor === null ? 0 : Number(request.cursor.slice(1));
  if (request.since !== null) return page({ asOf: refreshed, categories: [category] });
  return page({
    asOf: later,
    products: [product(`p${at * 2}`), product(`p${at * 2 + 1}`)].slice(0, at === 2 ? 1 : 2),
    stock: [{ productId: `p${at * 2}`, batchId: null, quantity: 3, updateDate: stamp }],
    categories: at === 0 ? [category] : [],
    cursor: at === 2 ? null : `c${at + 1}`,
    productTotal: 5,
  });
};

const refreshed = "2026-05-01T10:09:00.000Z";

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("CatalogStore", () => {
  it("loads everything once, then asks for what changed since the last answer, one call at a time", async () => {
    const calls: Request[] = [];
    let open = 0;
    let overlapped = false;
    const answers = ["2026-05-01T10:00:00.000Z", "2026-05-01T10:00:30.000Z", "2026-05-01T10:01:00.000Z"];
    const store = new CatalogStore(async (request) => {
      calls.push(request);
      open += 1;
      overlapped ||= open > 1;
      await settle();
      open -= 1;
      const asOf = answers[calls.length - 1] as string;
      return page({ asOf, products: [product(`p${calls.length}`, { updateDate: asOf })] });
    });
    expect(store.getSnapshot().status).toBe("loading");
    await Promise.all([store.refresh(), store.refresh(), store.refresh()]);
    expect(overlapped).toBe(false);
    expect(calls).toEqual([
      { since: null, cursor: null },
      { since: answers[0], cursor: null },
    ]);
    const { index, status, version } = store.getSnapshot();
    expect([status, version, index.get("p1")?.id, index.get("p2")?.id]).toEqual(["ready", 2, "p1", "p2"]);
  });

  it("reports a failed first load, keeps the catalogue when a later refresh fails", async () => {
    let fail = true;
    const store = new CatalogStore(async (): Promise<PosListingsPage> => {
      if (fail) throw new Error("The server is unreachable");
      return page({ products: [product("p1")] });
    });
    await store.refresh();
    expect(store.getSnapshot()).toMatchObject({ status: "error", error: "The server is unreachable" });
    fail = false;
    await store.refresh();
    expect(store.getSnapshot()).toMatchObject({ status: "ready", error: null, progress: null });
    fail = true;
    await store.refresh();
    expect(store.getSnapshot()).toMatchObject({ status: "ready", error: "The server is unreachable" });
    expect(store.getSnapshot().index.get("p1")).toBeDefined();
  });

  it("merges page by page: usable after the first, progress shown, asOf kept only when the last is in", async () => {
    const seen: unknown[] = [];
    const calls: Request[] = [];
    const store = new CatalogStore(async (request) => {
      calls.push(request);
      await settle();
      return threePages(request);
    });
    vi.stubGlobal("window", new EventTarget());
    const unsubscribe = store.subscribe(() => {
      const { status, progress, index, version } = store.getSnapshot();
      const found = index.search.search("p").length;
      seen.push([status, version, progress, index.asOf, found, index.categories.length]);
    });
    await store.refresh();
    unsubscribe();
    vi.unstubAllGlobals();
    expect(seen).toEqual([
      // Screens re-read the index (version) after the first page and the last; the progress moves on each page.
      ["ready", 1, { loaded: 2, total: 5 }, null, 2, 1],
      ["ready", 1, { loaded: 4, total: 5 }, null, 4, 1],
      ["ready", 3, null, later, 5, 1],
      ["ready", 4, null, refreshed, 5, 1],
    ]);
    // The load that subscribing started, then the refresh asked for during it.
    expect(calls.map((call) => call.cursor)).toEqual([null, "c1", "c2", null]);
    expect(store.getSnapshot().index.stock.quantity("p4")).toBe(3);
  });

  it("runs a refresh asked for during the load once after it, never a second load alongside", async () => {
    const calls: Request[] = [];
    let open = 0;
    let overlapped = false;
    const store = new CatalogStore(async (request) => {
      calls.push(request);
      open += 1;
      overlapped ||= open > 1;
      await settle();
      open -= 1;
      return threePages(request);
    });
    const load = store.refresh();
    await settle();
    await Promise.all([load, store.refresh(), store.refresh()]);
    expect(overlapped).toBe(false);
    expect(calls).toEqual([
      { since: null, cursor: null },
      { since: null, cursor: "c1" },
      { since: null, cursor: "c2" },
      { since: later, cursor: null },
    ]);
  });

  it("goes on from the last page a failure interrupted, keeping what it had", async () => {
    const calls: Request[] = [];
    let failAt: string | null = "c2";
    const store = new CatalogStore(async (request) => {
      calls.push(request);
      if (request.cursor === failAt) throw new Error("The server is unreachable");
      return threePages(request);
    });
    await store.refresh();
    expect(store.getSnapshot()).toMatchObject({
      status: "ready",
      error: "The server is unreachable",
      progress: { loaded: 4, total: 5 },
    });
    expect(store.getSnapshot().index.asOf).toBeNull();
    failAt = null;
    await store.refresh();
    expect(calls.map((call) => call.cursor)).toEqual([null, "c1", "c2", "c2"]);
    expect(store.getSnapshot()).toMatchObject({ status: "ready", error: null, progress: null });
    expect(store.getSnapshot().index.asOf).toBe(later);
    expect(store.getSnapshot().index.categories).toEqual([category]);
  });
});

describe("mergePage", () => {
  it("merges a large page in slices, giving the browser its turn between them", async () => {
    const index = new CatalogIndex();
    const products = Array.from({ length: 250 }, (_, at) => product(`p${at}`, { name: `Gummies ${at}` }));
    const between: number[] = [];
    await mergePage(index, page({ products, cursor: "c1" }), {
      first: true,
      budgetMs: 0,
      pause: async () => {
        between.push(index.search.search("gummies", 1000).length);
      },
    });
    expect(between).toEqual([100, 200]);
    expect([index.search.size, index.asOf, index.version]).toEqual([250, null, 1]);
  });
});
