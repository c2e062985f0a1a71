import { describe, expect, it } from "vitest";
import type { PosListings } from "@pos/core/payments/pos-data.schema";
import { listings, product } from "./catalog-fixture";
import { CatalogStore } from "./catalog-store";

describe("CatalogStore", () => {
  it("loads everything once, then asks for what changed since the last answer, one call at a time", async () => {
    const calls: (string | null)[] = [];
    let open = 0;
    let overlapped = false;
    const answers = ["2026-05-01T10:00:00.000Z", "2026-05-01T10:00:30.000Z", "2026-05-01T10:01:00.000Z"];
    const store = new CatalogStore(async (since) => {
      calls.push(since);
      open += 1;
      overlapped ||= open > 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      open -= 1;
      const asOf = answers[calls.length - 1] as string;
      return listings({ asOf, products: [product(`p${calls.length}`, { updateDate: asOf })] });
    });
    expect(store.getSnapshot().status).toBe("loading");
    await Promise.all([store.refresh(), store.refresh(), store.refresh()]);
    expect(overlapped).toBe(false);
    expect(calls).toEqual([null, answers[0]]);
    const { index, status, version } = store.getSnapshot();
    expect([status, version, index.get("p1")?.id, index.get("p2")?.id]).toEqual(["ready", 2, "p1", "p2"]);
  });

  it("reports a failed first load, keeps the catalogue when a later refresh fails", async () => {
    let fail = true;
    const store = new CatalogStore(async (): Promise<PosListings> => {
      if (fail) throw new Error("The server is unreachable");
      return listings({ products: [product("p1")] });
    });
    await store.refresh();
    expect(store.getSnapshot()).toMatchObject({ status: "error", error: "The server is unreachable" });
    fail = false;
    await store.refresh();
    expect(store.getSnapshot()).toMatchObject({ status: "ready", error: null });
    fail = true;
    await store.refresh();
    expect(store.getSnapshot()).toMatchObject({ status: "ready", error: "The server is unreachable" });
    expect(store.getSnapshot().index.get("p1")).toBeDefined();
  });
});
