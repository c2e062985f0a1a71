import {
  purchaseOrderStatuses,
  purchaseOrderStatusLabels,
  type PurchaseOrderStatus,
} from "@pos/core/purchasing/purchase-order.schema";
import { ChoiceFilter, FilterBar, FilterField } from "@/components/shared/list-filters";
import { LocationSelect } from "@/components/shared/location-select";
import { Input } from "@/components/ui/input";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

const statusOptions = purchaseOrderStatuses.map((entry) => ({
  value: entry,
  label: purchaseOrderStatusLabels[entry],
}));

export type OrderFilterValues = {
  status: PurchaseOrderStatus | null;
  supplierId: string;
  location: string;
  /** YYYY-MM-DD, or "". */
  from: string;
  to: string;
};

/** The list's filters: status, supplier, location and the days created between; each change is one address key. */
export function OrderFilters({
  values: { status, supplierId, location, from, to },
  onChange: filter,
}: {
  values: OrderFilterValues;
  onChange: (key: string, value: string) => void;
}) {
  const { company, locations } = useCompany();
  const suppliers = trpc.catalog.suppliers.list.useQuery({ companyId: company.id });
  return (
    <FilterBar>
      <FilterField label="Status">
        {(id) => (
          <ChoiceFilter
            id={id}
            value={status ?? ""}
            allLabel="All statuses"
            options={statusOptions}
            onChange={(value) => filter("status", value)}
          />
        )}
      </FilterField>
      <FilterField label="Supplier">
        {(id) => (
          <ChoiceFilter
            id={id}
            value={supplierId}
            allLabel="All suppliers"
            options={(suppliers.data?.items ?? []).map((supplier) => ({
              value: supplier.id,
              label: supplier.name,
            }))}
            onChange={(value) => filter("supplierId", value)}
          />
        )}
      </FilterField>
      <FilterField label="Location">
        {(id) => (
          <LocationSelect
            id={id}
            locations={locations}
            value={location}
            onChange={(value) => filter("locationId", value)}
            anyLabel="All locations"
          />
        )}
      </FilterField>
      <FilterField label="Created from">
        {(id) => (
          <Input id={id} type="date" value={from} onChange={(event) => filter("from", event.target.value)} />
        )}
      </FilterField>
      <FilterField label="Created to">
        {(id) => (
          <Input id={id} type="date" value={to} onChange={(event) => filter("to", event.target.value)} />
        )}
      </FilterField>
    </FilterBar>
  );
}
