import { describe, expect, it } from "vitest";
import type { Category } from "@pos/core/catalog/category.schema";
import { categorySummary, flattenCategories } from "./category-options";

const category = (id: string, name: string, childCategories: Category[] = []): Category => ({
  id,
  name,
  categoryType: "PRODUCT",
  parentCategoryId: null,
  complianceCategoryId: null,
  sortOrder: 0,
  productCount: 0,
  childCategories,
});

const tree = [
  category("flower", "Flower", [
    category("indica", "Indica", [category("kush", "Kush")]),
    category("sativa", "Sativa"),
  ]),
  category("edibles", "Edibles"),
];

describe("category options", () => {
  it("flatten the tree in order with depth and path", () => {
    expect(flattenCategories(tree)).toEqual([
      { id: "flower", name: "Flower", depth: 0, path: "Flower" },
      { id: "indica", name: "Indica", depth: 1, path: "Flower › Indica" },
      { id: "kush", name: "Kush", depth: 2, path: "Flower › Indica › Kush" },
      { id: "sativa", name: "Sativa", depth: 1, path: "Flower › Sativa" },
      { id: "edibles", name: "Edibles", depth: 0, path: "Edibles" },
    ]);
  });

  it("summarise the choice for the filter button", () => {
    const options = flattenCategories(tree);
    expect(categorySummary([], options)).toBe("All categories");
    expect(categorySummary(["kush"], options)).toBe("Kush");
    expect(categorySummary(["kush", "edibles"], options)).toBe("2 categories");
    expect(categorySummary(["gone"], options)).toBe("1 category");
  });
});
