import type { Category } from "@pos/core/catalog/category.schema";

export type CategoryOption = { id: string; name: string; depth: number; label: string };

/** The category tree as a list in display order, each entry with its depth and its full path as label. */
export function categoryOptions(
  tree: readonly Category[],
  depth = 0,
  parents: string[] = [],
): CategoryOption[] {
  return tree.flatMap((category) => {
    const trail = [...parents, category.name];
    return [
      { id: category.id, name: category.name, depth, label: trail.join(" › ") },
      ...categoryOptions(category.childCategories, depth + 1, trail),
    ];
  });
}
