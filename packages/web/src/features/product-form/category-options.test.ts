import { describe, expect, it } from "vitest";
import type { Category } from "@pos/core/catalog/category.schema";
import { categoryOptions } from "./category-options";

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

describe("categoryOptions", () => {
  it("lists a tree depth first with depths and full paths", () => {
    const tree = [
      category("1", "Flower", [category("2", "Indica"), category("3", "Sativa", [category("4", "Haze")])]),
      category("5", "Edibles"),
    ];
    expect(categoryOptions(tree)).toEqual([
      { id: "1", name: "Flower", depth: 0, label: "Flower" },
      { id: "2", name: "Indica", depth: 1, label: "Flower › Indica" },
      { id: "3", name: "Sativa", depth: 1, label: "Flower › Sativa" },
      { id: "4", name: "Haze", depth: 2, label: "Flower › Sativa › Haze" },
      { id: "5", name: "Edibles", depth: 0, label: "Edibles" },
    ]);
  });
});
