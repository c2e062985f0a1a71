import { useCallback, useMemo } from "react";
import type { Category } from "@pos/core/catalog/category.schema";
import { trpc } from "@/lib/trpc";

type Option = { id: string; name: string };

const flatten = (tree: Category[], depth = 0): Option[] =>
  tree.flatMap((category) => [
    { id: category.id, name: `${"— ".repeat(depth)}${category.name}` },
    ...flatten(category.childCategories, depth + 1),
  ]);

/** The company's categories (indented by depth) and locations, and their names by id, for the rules. */
export function useTaxConfigChoices(companyId: number, locations: Option[]) {
  const categories = trpc.catalog.categories.list.useQuery({ companyId, filtered: true });
  const categoryOptions = useMemo(() => flatten(categories.data ?? []), [categories.data]);
  const categoryName = useCallback(
    (id: string) =>
      categoryOptions.find((option) => option.id === id)?.name.replace(/^(— )+/, "") ?? "Deleted category",
    [categoryOptions],
  );
  const locationName = useCallback(
    (id: string) => locations.find((location) => location.id === id)?.name ?? "Hidden location",
    [locations],
  );
  return { categories: categoryOptions, categoryName, locationName, loading: categories.isLoading };
}
