import { useMemo } from "react";
import { trpc } from "@/lib/trpc";
import type { CatalogueChoices } from "./organisation-section";

/** The company's categories (without system ones), suppliers, tax groups and known tags, for the pickers. */
export function useCatalogueChoices(companyId: number) {
  const categories = trpc.catalog.categories.list.useQuery({ companyId, filtered: true });
  const suppliers = trpc.catalog.suppliers.list.useQuery({ companyId });
  const taxGroups = trpc.catalog.taxGroups.list.useQuery({ companyId });
  // Suggestions only: the form works without them.
  const tags = trpc.catalog.products.tags.useQuery({ companyId });

  const choices = useMemo<CatalogueChoices | undefined>(() => {
    if (!categories.data || !suppliers.data || !taxGroups.data) return undefined;
    return {
      categories: categories.data,
      suppliers: suppliers.data.items,
      taxGroups: taxGroups.data.items,
      tags: tags.data?.items ?? [],
    };
  }, [categories.data, suppliers.data, taxGroups.data, tags.data]);

  const failed = [categories, suppliers, taxGroups].find((query) => query.error);
  return { choices, failed };
}
