import { describe, expect, it } from "vitest";
import type { Category } from "@pos/core/catalog/category.schema";
import { filterTree, flattenTree, moveBy, placesOutside, reorderTree } from "./tree-helpers";

const node = (id: string, name: string, childCategories: Category[] = [], sortOrder = 0): Category => ({
  id,
  name,
  categoryType: id === "fees" ? "SYSTEM_FEES" : "PRODUCT",
  parentCategoryId: null,
  complianceCategoryId: null,
  sortOrder,
  productCount: 0,
  childCategories,
});

const tree = (): Category[] => [
  node("flower", "Flower", [
    node("indica", "Indica", [node("hash", "Hash")]),
    node("sativa", "Sativa", [], 1),
  ]),
  node("edibles", "Édibles", [], 1),
  node("fees", "Fees", [], 2),
];

describe("category tree helpers", () => {
  it("flattens in tree order with depths", () => {
    expect(flattenTree(tree()).map((option) => `${option.depth}:${option.id}`)).toEqual([
      "0:flower",
      "1:indica",
      "2:hash",
      "1:sativa",
      "0:edibles",
      "0:fees",
    ]);
  });

  it("offers places outside the moving category's subtree, never a system category", () => {
    expect(placesOutside(tree(), "indica").map((option) => option.id)).toEqual([
      "flower",
      "sativa",
      "edibles",
    ]);
    expect(placesOutside(tree(), null).map((option) => option.id)).toEqual([
      "flower",
      "indica",
      "hash",
      "sativa",
      "edibles",
    ]);
  });

  it("moves an id by one place, or says it cannot", () => {
    expect(moveBy(["a", "b", "c"], "b", -1)).toEqual(["b", "a", "c"]);
    expect(moveBy(["a", "b", "c"], "b", 1)).toEqual(["a", "c", "b"]);
    expect(moveBy(["a", "b", "c"], "a", -1)).toBeNull();
    expect(moveBy(["a", "b", "c"], "c", 1)).toBeNull();
  });

  it("reorders one level, leaving the others", () => {
    const flower = reorderTree(tree(), "flower", ["sativa", "indica"])[0];
    expect(flower.childCategories.map((child) => [child.id, child.sortOrder])).toEqual([
      ["sativa", 0],
      ["indica", 1],
    ]);
    expect(reorderTree(tree(), null, ["fees", "flower", "edibles"]).map((item) => item.id)).toEqual([
      "fees",
      "flower",
      "edibles",
    ]);
  });

  it("filters by name, keeping ancestors, ignoring case and accents", () => {
    expect(flattenTree(filterTree(tree(), "HAS")).map((option) => option.id)).toEqual([
      "flower",
      "indica",
      "hash",
    ]);
    expect(filterTree(tree(), "edibles").map((item) => item.id)).toEqual(["edibles"]);
    expect(filterTree(tree(), "  ")).toHaveLength(3);
    expect(filterTree(tree(), "zzz")).toEqual([]);
  });
});
