import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SortedOrder } from "./sorted-order";

type Change = { id: number; key: string | null };

/** Ids from a small pool, so changes hit the same values again: moves, same-key updates, deletes, re-adds. */
const change = fc.record({
  id: fc.integer({ min: 0, max: 150 }),
  key: fc.option(fc.string({ minLength: 0, maxLength: 3, unit: fc.constantFrom("a", "b", "c", "1", "2") }), {
    nil: null,
  }),
});
/** Batches of changes read between: small ones are spliced in, ones over 64 merged as a run. */
const batches = fc.array(fc.array(change, { maxLength: 120 }), { minLength: 1, maxLength: 12 });

const fullSort = (truth: Map<string, { key: string; value: number }>) =>
  [...truth]
    .sort(([leftId, left], [rightId, right]) =>
      left.key !== right.key ? (left.key < right.key ? -1 : 1) : leftId < rightId ? -1 : 1,
    )
    .map(([id, { value }]) => [id, value]);

describe("SortedOrder", () => {
  it("after any changes, lists exactly what a full sort by key, then id, gives", () => {
    fc.assert(
      fc.property(batches, (rounds: Change[][]) => {
        const order = new SortedOrder<number>();
        const truth = new Map<string, { key: string; value: number }>();
        let version = 0;
        for (const round of rounds) {
          for (const { id, key } of round) {
            version += 1;
            if (key === null) {
              order.delete(`p${id}`);
              truth.delete(`p${id}`);
            } else {
              order.set(`p${id}`, key, version);
              truth.set(`p${id}`, { key, value: version });
            }
          }
          expect(order.list().map((item) => [item.id, item.value])).toEqual(fullSort(truth));
          expect(order.size).toBe(truth.size);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("keeps a value whose key did not change in its place, with its new value", () => {
    const order = new SortedOrder<string>();
    order.set("a", "b", "first");
    order.set("b", "a", "other");
    const before = order.list();
    order.set("a", "b", "second");
    expect(order.list()).toBe(before);
    expect(order.list().map((item) => item.value)).toEqual(["other", "second"]);
    expect(order.get("a")).toBe("second");
  });
});
