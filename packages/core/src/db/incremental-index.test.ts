import { afterEach, describe, expect, it } from "vitest";
import { fixedClock, setClock } from "../common/clock";
import type { ChangesFeed, RawItem } from "./changes-feed";
import { companyIndexes, IncrementalIndex, type IndexChange } from "./incremental-index";

interface Row {
  id: string;
  name: string;
  updateDate: string;
}

/** A feed over an in-memory table; records what each refresh asked for. */
function memoryFeed(items: Row[]) {
  const calls: string[] = [];
  const feed: ChangesFeed = {
    loadAll: async () => {
      calls.push("all");
      return items.map((item) => ({ ...item }));
    },
    changedSince: async (since) => {
      calls.push(since);
      return items.filter((item) => item.updateDate >= since).map((item) => ({ ...item }));
    },
  };
  return { feed, calls };
}

class NameIndex extends IncrementalIndex<Row> {
  batches: IndexChange<Row>[][] = [];
  constructor(feed: ChangesFeed) {
    super(feed);
  }
  protected parse(item: RawItem): Row {
    return item as unknown as Row;
  }
  protected idOf(row: Row): string {
    return row.id;
  }
  protected stampOf(row: Row): string {
    return row.updateDate;
  }
  protected applied(changes: IndexChange<Row>[]): void {
    this.batches.push(changes);
  }
  names(): string[] {
    return [...this.rows.values()].map((row) => row.name).sort();
  }
}

afterEach(() => setClock(null));

describe("incremental index", () => {
  it("loads everything once, then reads only the changes since the last refresh minus 10 s", async () => {
    const clock = fixedClock("2026-01-01T00:00:00.000Z");
    setClock(clock);
    const table: Row[] = [{ id: "1", name: "Ann", updateDate: "2025-12-31T23:00:00.000Z" }];
    const { feed, calls } = memoryFeed(table);
    const index = new NameIndex(feed);
    await index.fresh();
    expect(calls).toEqual(["all"]);
    expect(index.names()).toEqual(["Ann"]);

    clock.advance(60_000);
    table.push({ id: "2", name: "Bob", updateDate: "2026-01-01T00:00:55.000Z" });
    table[0] = { id: "1", name: "Anne", updateDate: "2026-01-01T00:00:56.000Z" };
    await index.fresh();
    expect(calls[1]).toBe("2025-12-31T23:59:50.000Z");
    expect(index.names()).toEqual(["Anne", "Bob"]);
    expect(index.batches[1]?.map((change) => [change.row.name, change.previous?.name])).toEqual([
      ["Anne", "Ann"],
      ["Bob", undefined],
    ]);

    // Re-read in the overlap window: unchanged rows are not reported again; an older stamp never wins.
    clock.advance(5_000);
    table.push({ id: "1", name: "Stale", updateDate: "2026-01-01T00:00:00.000Z" });
    await index.fresh();
    expect(index.batches).toHaveLength(2);
    expect(index.names()).toEqual(["Anne", "Bob"]);
  });

  it("lets a caller that arrives during a refresh wait for a refresh that starts after it", async () => {
    const { feed, calls } = memoryFeed([]);
    const index = new NameIndex(feed);
    await Promise.all([index.fresh(), index.fresh(), index.fresh()]);
    expect(calls).toHaveLength(2);
  });

  it("keeps the most recently used companies", async () => {
    const created: number[] = [];
    const indexOf = companyIndexes((companyId) => {
      created.push(companyId);
      return new NameIndex(memoryFeed([]).feed);
    }, 2);
    const first = await indexOf(1);
    await indexOf(2);
    expect(await indexOf(1)).toBe(first);
    await indexOf(3);
    await indexOf(1);
    await indexOf(2);
    expect(created).toEqual([1, 2, 3, 2]);
  });
});
