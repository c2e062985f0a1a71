import { describe, expect, it } from "vitest";
import {
  applyCategoryChanges,
  buildCategoryTree,
  categoryMessages,
  checkMerge,
  descendantIds,
  placeNewCategory,
  reorderedChildren,
  type CategoryNode,
} from "./category-tree";

const node = (id: string, parentCategoryId: string | null, sortOrder: number, name = id): CategoryNode => ({
  id,
  name,
  categoryType: "PRODUCT",
  parentCategoryId,
  complianceCategoryId: null,
  sortOrder,
});

/** flower > (indica > hash, sativa), edibles, fees (system) */
const tree = (): CategoryNode[] => [
  node("edibles", null, 1),
  node("flower", null, 0),
  node("sativa", "flower", 1),
  node("indica", "flower", 0),
  node("hash", "indica", 0),
  { ...node("fees", null, 2, "Fees"), categoryType: "SYSTEM_FEES" },
];

const ids = (nodes: { id: string }[]) => nodes.map((item) => item.id);

describe("category tree", () => {
  it("builds levels in sortOrder with product counts, and filtered leaves out SYSTEM_FEES", () => {
    const built = buildCategoryTree(tree(), new Map([["indica", 4]]), false);
    expect(ids(built)).toEqual(["flower", "edibles", "fees"]);
    expect(ids(built[0].childCategories)).toEqual(["indica", "sativa"]);
    expect(built[0].childCategories[0]).toMatchObject({ productCount: 4, childCategories: [{ id: "hash" }] });
    expect(built[1].productCount).toBe(0);
    expect(ids(buildCategoryTree(tree(), new Map(), true))).toEqual(["flower", "edibles"]);
  });

  it("lists descendants at every depth", () => {
    expect([...descendantIds(tree(), "flower")].sort()).toEqual(["hash", "indica", "sativa"]);
    expect(descendantIds(tree(), "edibles").size).toBe(0);
  });

  it("places a new category last among its siblings; refuses a missing or system parent and a taken name", () => {
    const base = { categoryType: "PRODUCT" as const, complianceCategoryId: null };
    expect(
      placeNewCategory(tree(), { ...base, id: "x", name: "Hybrid", parentCategoryId: "flower" }).sortOrder,
    ).toBe(2);
    expect(
      placeNewCategory(tree(), { ...base, id: "x", name: "Seeds", parentCategoryId: null }).sortOrder,
    ).toBe(3);
    expect(() => placeNewCategory(tree(), { ...base, id: "x", name: "A", parentCategoryId: "nope" })).toThrow(
      categoryMessages.parentMissing,
    );
    expect(() => placeNewCategory(tree(), { ...base, id: "x", name: "A", parentCategoryId: "fees" })).toThrow(
      categoryMessages.systemParent("Fees"),
    );
    expect(() =>
      placeNewCategory(tree(), { ...base, id: "x", name: "SATIVA", parentCategoryId: "flower" }),
    ).toThrow(categoryMessages.nameTaken("SATIVA"));
    expect(placeNewCategory(tree(), { ...base, id: "x", name: "sativa", parentCategoryId: null }).name).toBe(
      "sativa",
    );
  });

  it("refuses a move under itself or a descendant", () => {
    expect(() => applyCategoryChanges(tree(), [{ id: "flower", parentCategoryId: "flower" }])).toThrow(
      categoryMessages.cycle,
    );
    expect(() => applyCategoryChanges(tree(), [{ id: "flower", parentCategoryId: "hash" }])).toThrow(
      categoryMessages.cycle,
    );
    expect(() =>
      applyCategoryChanges(tree(), [
        { id: "edibles", parentCategoryId: "sativa" },
        { id: "sativa", parentCategoryId: "edibles" },
      ]),
    ).toThrow(categoryMessages.cycle);
  });

  it("applies many changes as one: swapped names pass, moved categories go last in their new parent", () => {
    const changed = applyCategoryChanges(tree(), [
      { id: "indica", name: "sativa" },
      { id: "sativa", name: "indica", complianceCategoryId: "dried" },
      { id: "edibles", parentCategoryId: "flower" },
      { id: "hash", parentCategoryId: "flower" },
    ]);
    expect(changed).toEqual([
      { ...node("indica", "flower", 0), name: "sativa" },
      { ...node("sativa", "flower", 1), name: "indica", complianceCategoryId: "dried" },
      node("edibles", "flower", 2),
      node("hash", "flower", 3),
    ]);
    expect(applyCategoryChanges(tree(), [{ id: "flower", name: "Flower" }])).toEqual([
      { ...node("flower", null, 0), name: "Flower" },
    ]);
  });

  it("refuses a system category, an unknown id, a repeated id and a name taken at the new level", () => {
    expect(() => applyCategoryChanges(tree(), [{ id: "fees", name: "Charges" }])).toThrow(
      categoryMessages.system("Fees"),
    );
    expect(() => applyCategoryChanges(tree(), [{ id: "ghost", name: "x" }])).toThrow(
      categoryMessages.notFound,
    );
    expect(() =>
      applyCategoryChanges(tree(), [
        { id: "flower", name: "a" },
        { id: "flower", name: "b" },
      ]),
    ).toThrow(categoryMessages.repeated);
    expect(() =>
      applyCategoryChanges(tree(), [{ id: "sativa", parentCategoryId: null, name: "Edibles" }]),
    ).toThrow(categoryMessages.nameTaken("Edibles"));
  });

  it("reorders exactly the children of one parent", () => {
    expect(reorderedChildren(tree(), "flower", ["sativa", "indica"])).toEqual([
      { id: "sativa", sortOrder: 0 },
      { id: "indica", sortOrder: 1 },
    ]);
    expect(reorderedChildren(tree(), null, ["fees", "edibles", "flower"])).toHaveLength(3);
    for (const orderedIds of [
      ["sativa"],
      ["sativa", "indica", "hash"],
      ["sativa", "sativa"],
      ["sativa", "edibles"],
    ]) {
      expect(() => reorderedChildren(tree(), "flower", orderedIds)).toThrow(categoryMessages.reorderMismatch);
    }
    expect(() => reorderedChildren(tree(), "ghost", ["a"])).toThrow(categoryMessages.notFound);
  });

  it("merges only into another, non-system category outside the source's subtree without name clashes", () => {
    expect(checkMerge(tree(), "indica", "sativa").target.id).toBe("sativa");
    expect(() => checkMerge(tree(), "flower", "flower")).toThrow(categoryMessages.mergeSelf);
    expect(() => checkMerge(tree(), "flower", "hash")).toThrow(categoryMessages.mergeDescendant);
    expect(() => checkMerge(tree(), "flower", "fees")).toThrow(categoryMessages.systemParent("Fees"));
    expect(() => checkMerge(tree(), "fees", "flower")).toThrow(categoryMessages.system("Fees"));
    expect(() => checkMerge(tree(), "flower", "ghost")).toThrow(categoryMessages.mergeTargetMissing);
    const clashing = [...tree(), node("indica2", "edibles", 0, "INDICA")];
    expect(() => checkMerge(clashing, "flower", "edibles")).toThrow(
      categoryMessages.mergeNameClash("edibles", "indica"),
    );
  });

  it("words the delete guard by what the category still holds", () => {
    expect(categoryMessages.inUse(1, 0)).toBe(
      "This category has 1 product. Merge it into another category, or move them to another category, before deleting it.",
    );
    expect(categoryMessages.inUse(3, 2)).toContain("has 3 products and 2 subcategories.");
    expect(categoryMessages.inUse(0, 1)).toContain("has 1 subcategory.");
  });
});
