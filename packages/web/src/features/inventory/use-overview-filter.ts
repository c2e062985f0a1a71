import { useSearchParams } from "react-router";
import type { OverviewFilter } from "./overview-filters";

/**
 * The overview's filter in the address (so it survives a reload and can be shared). Hide-empty is absent until
 * the user switches it: the company's default applies.
 */
export function useOverviewFilter(locationIds: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("locationId");
  const hide = params.get("hideEmpty");
  const filter: Omit<OverviewFilter, "hideEmpty"> & { hideEmpty: boolean | null } = {
    locationId: wanted && locationIds.includes(wanted) ? wanted : (locationIds[0] ?? ""),
    searchQuery: params.get("q") ?? "",
    supplierId: params.get("supplierId"),
    categoryIds: params.getAll("categoryId"),
    view: params.get("view") === "inactive" ? "inactive" : "active",
    hideEmpty: hide === null ? null : hide === "true",
  };
  const change = (next: Partial<OverviewFilter>) => {
    const merged = { ...filter, ...next };
    const entries: [string, string][] = [
      ["locationId", merged.locationId],
      ["q", merged.searchQuery],
      ["supplierId", merged.supplierId ?? ""],
      ["view", merged.view === "inactive" ? "inactive" : ""],
      ["hideEmpty", merged.hideEmpty === null ? "" : String(merged.hideEmpty)],
      ...merged.categoryIds.map((id): [string, string] => ["categoryId", id]),
    ];
    setParams(new URLSearchParams(entries.filter(([, value]) => value !== "")), { replace: true });
  };
  return { filter, change };
}
