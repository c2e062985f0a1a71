import { logTypeLabels, logTypes, type LogType } from "@pos/core/inventory/inventory-log.schema";
import type { InventoryLogProductOption } from "@pos/core/inventory/inventory-log-query.schema";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LocationSelect } from "@/components/shared/location-select";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ProductFilter } from "@/features/inventory-log/product-filter";
import type { Location } from "@/lib/api-types";
import { trpc } from "@/lib/trpc";

export type InventoryLogFilter = {
  locationId: string;
  from: string;
  to: string;
  product: InventoryLogProductOption | null;
  batchId: string | null;
  type: LogType | null;
  actorId: string | null;
};

type Props = {
  companyId: number;
  locations: Location[];
  filter: InventoryLogFilter;
  /** The range's problem (more than 12 months, end before start), shown under the dates. */
  rangeError: string | null;
  onChange: (next: Partial<InventoryLogFilter>) => void;
};

const all = "all";

/** Location, days, product, lot, type and person of the inventory log. */
export function InventoryLogFilters({ companyId, locations, filter, rangeError, onChange }: Props) {
  const { locationId } = filter;
  const people = trpc.inventoryLogs.people.useQuery(
    { companyId, locationId },
    { enabled: Boolean(locationId) },
  );
  const lots = trpc.inventoryLogs.lots.useQuery(
    { companyId, locationId, productId: filter.product?.id ?? "" },
    { enabled: filter.product !== null },
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="grid gap-1.5">
        <Label htmlFor="log-location">Location</Label>
        <LocationSelect
          id="log-location"
          className="w-full"
          locations={locations}
          value={locationId}
          onChange={(next) => onChange({ locationId: next })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="log-from">From</Label>
        <Input
          id="log-from"
          type="date"
          required
          value={filter.from}
          aria-invalid={rangeError !== null}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="log-to">To</Label>
        <Input
          id="log-to"
          type="date"
          required
          value={filter.to}
          aria-invalid={rangeError !== null}
          aria-describedby={rangeError ? "log-range-error" : undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
        {rangeError && (
          <p id="log-range-error" role="alert" className="text-sm text-destructive">
            {rangeError}
          </p>
        )}
      </div>
      <ProductFilter
        companyId={companyId}
        locationId={locationId}
        value={filter.product}
        onChange={(product) => onChange({ product, batchId: null })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="log-lot">Lot</Label>
        <Select
          value={filter.batchId ?? all}
          disabled={!filter.product || (lots.data ?? []).length === 0}
          onValueChange={(next) => onChange({ batchId: next === all ? null : next })}
        >
          <SelectTrigger id="log-lot" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={all}>All lots</SelectItem>
            {(lots.data ?? []).map((lot) => (
              <SelectItem key={lot.id} value={lot.id}>
                {lot.lotNumber}
                {lot.expiryDate ? ` (expires ${lot.expiryDate})` : ""}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="log-type">Type</Label>
        <Select
          value={filter.type ?? all}
          onValueChange={(next) => onChange({ type: next === all ? null : (next as LogType) })}
        >
          <SelectTrigger id="log-type" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={all}>All types</SelectItem>
            {logTypes.map((type) => (
              <SelectItem key={type} value={type}>
                {logTypeLabels[type]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="log-actor">Employee</Label>
        <Select
          value={filter.actorId ?? all}
          onValueChange={(next) => onChange({ actorId: next === all ? null : next })}
        >
          <SelectTrigger id="log-actor" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={all}>Anyone</SelectItem>
            {(people.data ?? []).map((person) => (
              <SelectItem key={person.id} value={person.id}>
                {person.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
