import { useMemo } from "react";
import { useCompanyFlags } from "@/hooks/use-feature";
import { trpc } from "@/lib/trpc";
import type { CatalogueChoices } from "./organisation-section";

/**
 * The company's categories (without system ones), suppliers, tax groups and known tags, for the pickers; its tax
 * configurations and pricing groups when their flags are on.
 */
export function useCatalogueChoices(companyId: number) {
  const categories = trpc.catalog.categories.list.useQuery({ companyId, filtered: true });
  const suppliers = trpc.catalog.suppliers.list.useQuery({ companyId });
  const taxGroups = trpc.catalog.taxGroups.list.useQuery({ companyId });
  // Suggestions only: the form works without them.
  const tags = trpc.catalog.products.tags.useQuery({ companyId });
  const flags = useCompanyFlags();
  const taxConfigsOn = flags.isEnabled("taxConfig");
  const pricingGroupsOn = flags.isEnabled("canAccessPricingGroups");
  const taxConfigs = trpc.taxConfigs.options.useQuery({ companyId }, { enabled: taxConfigsOn });
  const pricingGroups = trpc.pricingGroups.list.useQuery({ companyId }, { enabled: pricingGroupsOn });

  const choices = useMemo<CatalogueChoices | undefined>(() => {
    if (!categories.data || !suppliers.data || !taxGroups.data) return undefined;
    return {
      categories: categories.data,
      suppliers: suppliers.data.items,
      taxGroups: taxGroups.data.items,
      tags: tags.data?.items ?? [],
      taxConfigs: taxConfigsOn ? (taxConfigs.data?.items ?? []) : undefined,
      pricingGroups: pricingGroupsOn ? (pricingGroups.data?.items ?? []) : undefined,
    };
  }, [
    categories.data,
    suppliers.data,
    taxGroups.data,
    tags.data,
    taxConfigsOn,
    taxConfigs.data,
    pricingGroupsOn,
    pricingGroups.data,
  ]);

  const failed = [categories, suppliers, taxGroups].find((query) => query.error);
  return { choices, failed };
}
