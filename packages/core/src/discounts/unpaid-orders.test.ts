import { describe, expect, it } from "vitest";
import { coverageMiss } from "./coverage";
import type { DiscountTarget } from "./discount.schema";
import { reconcileUnpaidOrderLines } from "./unpaid-orders";

const lists = (products: DiscountTarget[] = [], categories: DiscountTarget[] = []) => ({
  products,
  categories,
});
const item = { productId: "p1", parentProductId: "master", categoryIds: ["flower", "cannabis"] };

describe("include and exclude lists", () => {
  it("empty lists cover every product", () => {
    expect(coverageMiss(lists(), item)).toBeNull();
  });

  it("an include list covers only what it names: the product, its master or a category or ancestor", () => {
    expect(coverageMiss(lists([{ id: "p1", type: "include" }]), item)).toBeNull();
    expect(coverageMiss(lists([{ id: "master", type: "include" }]), item)).toBeNull();
    expect(coverageMiss(lists([], [{ id: "cannabis", type: "include" }]), item)).toBeNull();
    expect(coverageMiss(lists([{ id: "p2", type: "include" }]), item)).toBe("notIncluded");
    expect(coverageMiss(lists([], [{ id: "edibles", type: "include" }]), item)).toBe("notIncluded");
  });

  it("an exclude list wins over an include list", () => {
    expect(coverageMiss(lists([{ id: "p1", type: "exclude" }]), item)).toBe("excluded");
    expect(coverageMiss(lists([{ id: "master", type: "exclude" }]), item)).toBe("excluded");
    const both = lists([{ id: "p1", type: "include" }], [{ id: "flower", type: "exclude" }]);
    expect(coverageMiss(both, item)).toBe("excluded");
    expect(coverageMiss(lists([{ id: "p9", type: "exclude" }]), item)).toBeNull();
  });
});

describe("discounts on unpaid orders (dashboard.md 4)", () => {
  const discounts = [
    { id: "all", ...lists() },
    { id: "flower-only", ...lists([], [{ id: "flower", type: "include" }]) },
    { id: "not-p2", ...lists([{ id: "p2", type: "exclude" }]) },
  ];
  const orderLine = (
    lineId: string,
    productId: string,
    discountId: string | null,
    categoryIds: string[] = [],
  ) => ({
    lineId,
    productId,
    categoryIds,
    discountId,
    quantity: 2,
  });

  it("drops a discount that no longer exists, does not include the product or excludes it", () => {
    const { lines, dropped } = reconcileUnpaidOrderLines(
      [
        orderLine("1", "p1", "all"),
        orderLine("2", "p1", "deleted"),
        orderLine("3", "p1", "flower-only", ["edibles"]),
        orderLine("4", "p1", "flower-only", ["flower"]),
        orderLine("5", "p2", "not-p2"),
        orderLine("6", "p3", "not-p2"),
        orderLine("7", "p3", null),
      ],
      discounts,
    );
    expect(lines.map((line) => line.discountId)).toEqual([
      "all",
      null,
      null,
      "flower-only",
      null,
      "not-p2",
      null,
    ]);
    expect(lines[1]).toEqual({ ...orderLine("2", "p1", null) });
    expect(dropped).toEqual([
      { lineId: "2", discountId: "deleted", reason: "discountGone" },
      { lineId: "3", discountId: "flower-only", reason: "notIncluded" },
      { lineId: "5", discountId: "not-p2", reason: "excluded" },
    ]);
  });

  it("changes nothing when every discount still applies", () => {
    const input = [orderLine("1", "p1", "all"), orderLine("2", "p3", "not-p2")];
    expect(reconcileUnpaidOrderLines(input, discounts)).toEqual({ lines: input, dropped: [] });
  });
});
