import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PosProduct, PosStockRow } from "@pos/core/payments/pos-data.schema";
import { isShown, productsIn } from "./browse";
import { listings, product } from "./catalog.fixtures";
import { CatalogIndex } from "./catalog-index";
import { naturalKey } from "./catalog-search";

/** Names that tie once folded ("Blue", "blue") and hold numbers ("Pink 2" before "Pink 10"). */
const name = fc.constantFrom("Pink 2", "Pink 10", "Gelato", "Crème Brûlée", "blue", "Blue", "3.5 g", "28 g");
const categoryIds = fc.constantFrom<string[]>([], ["top"], ["sub", "top"], ["other"]);
const masters = ["m0", "m1", "m2"];
const childrenOf = (master: string) => [0, 1, 2].map((at) => `${master}-${at}`);

type Op =
  | { kind: "single"; id: number; name: string; gone: boolean; categoryIds: string[]; tracked: boolean }
  | { kind: "master"; master: number; name: string; gone: boolean; keep: boolean[]; categoryIds: string[] }
  | { kind: "child"; master: number; child: number; name: string; gone: boolean }
  | { kind: "stock"; id: string; quantity: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("single" as const),
    id: fc.integer({ min: 0, max: 25 }),
    name,
    gone: fc.boolean(),
    categoryIds,
    tracked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("master" as const),
    master: fc.integer({ min: 0, max: 2 }),
    name,
    gone: fc.boolean(),
    keep: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    categoryIds,
  }),
  fc.record({
    kind: fc.constant("child" as const),
    master: fc.integer({ min: 0, max: 2 }),
    child: fc.integer({ min: 0, max: 2 }),
    name,
    gone: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("stock" as const),
    id: fc.constantFrom("s0", "s1", "s2", "s3", ...masters.flatMap(childrenOf)),
    quantity: fc.constantFrom(0, 0, 4),
  }),
);

/** One refresh's answer: every op a row stamped later than everything before it. */
function answer(ops: Op[], clock: { at: number }) {
  const products: PosProduct[] = [];
  const stock: PosStockRow[] = [];
  for (const item of ops) {
    const updateDate = new Date(Date.UTC(2026, 4, 1, 10, 0, clock.at++)).toISOString();
    if (item.kind === "stock")
      stock.push({ productId: item.id, batchId: null, quantity: item.quantity, updateDate });
    else if (item.kind === "single")
      products.push(
        product(`s${item.id}`, {
          name: item.name,
          isDeleted: item.gone,
          categoryIds: item.categoryIds,
          trackInventory: item.tracked,
          updateDate,
        }),
      );
    else if (item.kind === "master") {
      const id = masters[item.master] as string;
      const childIds = childrenOf(id).filter((_, at) => item.keep[at]);
      const fields = { name: item.name, isMasterProduct: true, trackInventory: false, childIds };
      products.push(
        product(id, { ...fields, isDeleted: item.gone, categoryIds: item.categoryIds, updateDate }),
      );
    } else {
      const parentId = masters[item.master] as string;
      const id = `${parentId}-${item.child}`;
      products.push(product(id, { name: item.name, parentId, isActive: !item.gone, updateDate }));
    }
  }
  return listings({ products, stock });
}

const byNameThenId = (a: PosProduct, b: PosProduct): number => {
  const [left, right] = [naturalKey(a.name), naturalKey(b.name)];
  return left !== right ? (left < right ? -1 : 1) : a.id < b.id ? -1 : 1;
};
const ids = (products: PosProduct[]) => products.map((item) => item.id);
const everyId = ["s", "m"]
  .flatMap((prefix) => Array.from({ length: 26 }, (_, at) => `${prefix}${at}`))
  .concat(masters.flatMap(childrenOf));

describe("the register's orders after refreshes", () => {
  it("search and grid list what a full sort of the index gives, after any merges", () => {
    fc.assert(
      fc.property(fc.array(fc.array(op, { maxLength: 90 }), { minLength: 1, maxLength: 8 }), (refreshes) => {
        const index = new CatalogIndex();
        const clock = { at: 0 };
        for (const ops of refreshes) {
          index.merge(answer(ops, clock));
          const present = everyId
            .map((id) => index.get(id))
            .filter((item): item is PosProduct => item !== undefined);
          const searchable = present.filter((item) => index.isListed(item) && !item.isMasterProduct);
          expect(index.search.ids()).toEqual(ids(searchable.sort(byNameThenId)));
          for (const hideEmpty of [true, false])
            for (const categoryId of [null, "top", "sub", "other"]) {
              const expected = [...index.topLevel()]
                .filter((item) => categoryId === null || item.categoryIds.includes(categoryId))
                .filter((item) => isShown(index, item, hideEmpty))
                .sort(byNameThenId);
              expect(ids(productsIn(index, categoryId, hideEmpty))).toEqual(ids(expected));
              expect(ids(productsIn(index, categoryId, hideEmpty, 3))).toEqual(ids(expected.slice(0, 3)));
            }
        }
      }),
      { numRuns: 150 },
    );
  });

  it("lists a subcategory's products under its parent, hides the empty ones, and moves a renamed product", () => {
    const index = new CatalogIndex();
    const clock = { at: 0 };
    index.merge(
      answer(
        [
          { kind: "single", id: 1, name: "Pink 10", gone: false, categoryIds: ["sub", "top"], tracked: true },
          { kind: "single", id: 2, name: "Pink 2", gone: false, categoryIds: ["top"], tracked: true },
          { kind: "single", id: 3, name: "Gelato", gone: false, categoryIds: ["other"], tracked: false },
          { kind: "stock", id: "s1", quantity: 4 },
          { kind: "stock", id: "s2", quantity: 4 },
        ],
        clock,
      ),
    );
    expect(ids(productsIn(index, "top", true))).toEqual(["s2", "s1"]);
    expect(ids(productsIn(index, "sub", true))).toEqual(["s1"]);
    index.merge(
      answer(
        [
          { kind: "single", id: 1, name: "Blue", gone: false, categoryIds: ["sub", "top"], tracked: true },
          { kind: "stock", id: "s2", quantity: 0 },
        ],
        clock,
      ),
    );
    expect(ids(productsIn(index, null, true))).toEqual(["s1", "s3"]);
    expect(ids(productsIn(index, null, false))).toEqual(["s1", "s3", "s2"]);
    expect(index.search.ids()).toEqual(["s1", "s3", "s2"]);
  });
});
