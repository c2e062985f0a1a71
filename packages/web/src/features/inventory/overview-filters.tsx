import type { Supplier } from "@pos/core/catalog/supplier.schema";
import { CategoryFilter } from "@/components/catalog-filters/category-filter";
import type { CategoryOption } from "@/components/catalog-filters/category-options";
import { SearchBox } from "@/components/catalog-filters/search-box";
import { SupplierFilter } from "@/components/catalog-filters/supplier-filter";
import { Label } from "@/components/ui/label";
import { LocationSelect } from "@/components/shared/location-select";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";

export type OverviewFilter = {
  locationId: string;
  searchQuery: string;
  supplierId: string | null;
  categoryIds: string[];
  view: "active" | "inactive";
  hideEmpty: boolean;
};

type OverviewFiltersProps = {
  locations: { id: string; name: string }[];
  suppliers: Supplier[] | undefined;
  categories: CategoryOption[] | undefined;
  filter: OverviewFilter;
  onChange: (next: Partial<OverviewFilter>) => void;
};

/** Location, then the product list's search, supplier and category filters, the view and the hide-empty toggle. */
export function OverviewFilters({
  locations,
  suppliers,
  categories,
  filter,
  onChange,
}: OverviewFiltersProps) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="inventory-location">Location</Label>
          <LocationSelect
            id="inventory-location"
            className="w-56"
            locations={locations}
            value={filter.locationId}
            onChange={(locationId) => onChange({ locationId })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="inventory-view">Products</Label>
          <Select
            value={filter.view}
            onValueChange={(view) => onChange({ view: view as OverviewFilter["view"] })}
          >
            <SelectTrigger id="inventory-view" className="w-36">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="active">Active</SelectItem>
              <SelectItem value="inactive">Inactive</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <Label className="flex h-9 items-center gap-2 font-normal">
          <Switch checked={filter.hideEmpty} onCheckedChange={(hideEmpty) => onChange({ hideEmpty })} />
          Hide products with nothing on hand
        </Label>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox value={filter.searchQuery} onSearch={(searchQuery) => onChange({ searchQuery })} />
        <SupplierFilter
          suppliers={suppliers}
          value={filter.supplierId}
          onChange={(supplierId) => onChange({ supplierId })}
        />
        <CategoryFilter
          options={categories}
          value={filter.categoryIds}
          onChange={(categoryIds) => onChange({ categoryIds })}
        />
      </div>
    </div>
  );
}
