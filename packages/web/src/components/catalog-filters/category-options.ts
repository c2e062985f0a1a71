import type { Category } from "@pos/core/catalog/category.schema";

export type CategoryOption = { id: string; name: string; depth: number; path: string };

/** The category tree as a list in tree order, each entry with its depth (for indentation) and its full path. */
export function flattenCategories(
  tree: readonly Category[],
  depth = 0,
  parents: string[] = [],
): CategoryOption[] {
  return tree.flatMap((category) => {
    const trail = [...parents, category.name];
    return [
      { id: category.id, name: category.name, depth, path: trail.join(" › ") },
      ...flattenCategories(category.childCategories, depth + 1, trail),
    ];
  });
}

/** "All categories", the one name, or how many are chosen. */
export function categorySummary(chosenIds: readonly string[], options: readonly CategoryOption[]): string {
  if (chosenIds.length === 0) return "All categories";
  if (chosenIds.length > 1) return `${chosenIds.length} categories`;
  return options.find((option) => option.id === chosenIds[0])?.name ?? "1 category";
}
