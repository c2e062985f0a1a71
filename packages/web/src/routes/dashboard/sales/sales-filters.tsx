import { paymentStatuses, type PaymentStatus } from "@pos/core/payments/payment.schema";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LocationSelect } from "@/components/shared/location-select";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { Location } from "@/lib/api-types";
import { paymentBadge } from "@pos/core/payments/payment-lists.schema";

export type SalesFilter = {
  locationId: string;
  from: string;
  to: string;
  status: PaymentStatus | "all";
  number: string;
};

type SalesFiltersProps = {
  locations: Location[];
  filter: SalesFilter;
  onChange: (next: Partial<SalesFilter>) => void;
};

/** Location, local date range, status and sale number of the dashboard's sales list. */
export function SalesFilters({ locations, filter, onChange }: SalesFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
      <div className="grid gap-1.5">
        <Label htmlFor="sales-location">Location</Label>
        <LocationSelect
          id="sales-location"
          className="w-full"
          locations={locations}
          value={filter.locationId}
          onChange={(locationId) => onChange({ locationId })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="sales-from">From</Label>
        <Input
          id="sales-from"
          type="date"
          value={filter.from}
          max={filter.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="sales-to">To</Label>
        <Input
          id="sales-to"
          type="date"
          value={filter.to}
          min={filter.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="sales-status">Status</Label>
        <Select
          value={filter.status}
          onValueChange={(status) => onChange({ status: status as SalesFilter["status"] })}
        >
          <SelectTrigger id="sales-status" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All statuses</SelectItem>
            {paymentStatuses.map((status) => (
              <SelectItem key={status} value={status}>
                {status === "cancelled" ? "Cancelled" : paymentBadge({ status, unfinished: false })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="sales-number">Sale number</Label>
        <Input
          id="sales-number"
          inputMode="numeric"
          placeholder="Any"
          value={filter.number}
          onChange={(event) => onChange({ number: event.target.value.replace(/\D/g, "").slice(0, 9) })}
        />
      </div>
    </div>
  );
}
