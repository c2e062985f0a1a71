import type { ReactNode } from "react";
import type { Supplier } from "@pos/core/catalog/supplier.schema";
import { ActiveFilters, type ActiveFilter } from "./active-filters";
import { CategoryFilter } from "@/components/catalog-filters/category-filter";
import type { CategoryOption } from "@/components/catalog-filters/category-options";
import type { ListingParams } from "./listing-params";
import { SearchBox } from "@/components/catalog-filters/search-box";
import { SupplierFilter } from "@/components/catalog-filters/supplier-filter";

type ListingToolbarProps = {
  params: ListingParams;
  onChange: (change: Partial<ListingParams>, options?: { replace?: boolean }) => void;
  onClear: () => void;
  suppliers: Supplier[] | undefined;
  categories: CategoryOption[] | undefined;
  /** The column-visibility menu. */
  columnChooser: ReactNode;
};

function activeFilters({ params, onChange, suppliers, categories }: ListingToolbarProps): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (params.searchQuery) {
    filters.push({
      id: "q",
      label: "Search",
      value: params.searchQuery,
      onRemove: () => onChange({ searchQuery: "" }),
    });
  }
  if (params.supplierId) {
    const name = suppliers?.find((supplier) => supplier.id === params.supplierId)?.name ?? "Unknown supplier";
    filters.push({
      id: "supplier",
      label: "Supplier",
      value: name,
      onRemove: () => onChange({ supplierId: null }),
    });
  }
  for (const id of params.categoryIds) {
    const category = categories?.find((option) => option.id === id);
    filters.push({
      id: `category-${id}`,
      label: "Category",
      value: category?.path ?? "Unknown category",
      onRemove: () => onChange({ categoryIds: params.categoryIds.filter((entry) => entry !== id) }),
    });
  }
  return filters;
}

/** Search, supplier and category filters, the column chooser, and the filters in force. */
export function ListingToolbar(props: ListingToolbarProps) {
  const { params, onChange, onClear, suppliers, categories, columnChooser } = props;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          value={params.searchQuery}
          onSearch={(searchQuery) => onChange({ searchQuery }, { replace: true })}
        />
        <SupplierFilter
          suppliers={suppliers}
          value={params.supplierId}
          onChange={(supplierId) => onChange({ supplierId })}
        />
        <CategoryFilter
          options={categories}
          value={params.categoryIds}
          onChange={(categoryIds) => onChange({ categoryIds })}
        />
        {columnChooser}
      </div>
      <ActiveFilters filters={activeFilters(props)} onClear={onClear} />
    </div>
  );
}
