import { useId } from "react";
import {
  purchaseOrderStatuses,
  purchaseOrderStatusLabels,
  type PurchaseOrderStatus,
} from "@pos/core/purchasing/purchase-order.schema";
import { LocationSelect } from "@/components/shared/location-select";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

const all = "all";

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
  const ids = { status: useId(), supplier: useId(), location: useId(), from: useId(), to: useId() };
  const suppliers = trpc.catalog.suppliers.list.useQuery({ companyId: company.id });
  return (
    <div className="flex flex-wrap items-end gap-4 border-b px-4 py-3">
      <div className="grid gap-1.5">
        <Label htmlFor={ids.status} className="text-xs text-muted-foreground">
          Status
        </Label>
        <Select value={status ?? all} onValueChange={(value) => filter("status", value === all ? "" : value)}>
          <SelectTrigger id={ids.status} className="min-w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={all}>All statuses</SelectItem>
            {purchaseOrderStatuses.map((entry) => (
              <SelectItem key={entry} value={entry}>
                {purchaseOrderStatusLabels[entry]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.supplier} className="text-xs text-muted-foreground">
          Supplier
        </Label>
        <Select
          value={supplierId || all}
          onValueChange={(value) => filter("supplierId", value === all ? "" : value)}
        >
          <SelectTrigger id={ids.supplier} className="min-w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={all}>All suppliers</SelectItem>
            {(suppliers.data?.items ?? []).map((supplier) => (
              <SelectItem key={supplier.id} value={supplier.id}>
                {supplier.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.location} className="text-xs text-muted-foreground">
          Location
        </Label>
        <LocationSelect
          id={ids.location}
          locations={locations}
          value={location}
          onChange={(value) => filter("locationId", value)}
          anyLabel="All locations"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.from} className="text-xs text-muted-foreground">
          Created from
        </Label>
        <Input
          id={ids.from}
          type="date"
          value={from}
          onChange={(event) => filter("from", event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.to} className="text-xs text-muted-foreground">
          Created to
        </Label>
        <Input id={ids.to} type="date" value={to} onChange={(event) => filter("to", event.target.value)} />
      </div>
    </div>
  );
}
