import { useId } from "react";
import {
  returnReasonLabels,
  returnReasons,
  type ReturnReason,
} from "@pos/core/purchasing/purchase-order.schema";
import { LocationSelect } from "@/components/shared/location-select";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

export type OrderHeader = {
  supplierId: string;
  locationId: string;
  notes: string;
  reason: ReturnReason | null;
};

type FieldsProps = {
  value: OrderHeader;
  onChange: (patch: Partial<OrderHeader>) => void;
  isReturn: boolean;
  disabled: boolean;
};

/** The supplier, the location stock arrives at (or leaves), a return's reason, and notes. */
export function OrderFields({ value, onChange, isReturn, disabled }: FieldsProps) {
  const { company, locations } = useCompany();
  const ids = { supplier: useId(), location: useId(), reason: useId(), notes: useId() };
  const suppliers = trpc.catalog.suppliers.list.useQuery({ companyId: company.id });
  return (
    <Card>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.supplier}>Supplier</Label>
          <Select
            value={value.supplierId}
            onValueChange={(supplierId) => onChange({ supplierId })}
            disabled={disabled}
          >
            <SelectTrigger id={ids.supplier} className="min-w-44">
              <SelectValue
                placeholder={suppliers.data?.items.length === 0 ? "No suppliers yet" : "Choose a supplier"}
              />
            </SelectTrigger>
            <SelectContent>
              {(suppliers.data?.items ?? []).map((supplier) => (
                <SelectItem key={supplier.id} value={supplier.id}>
                  {supplier.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.location}>{isReturn ? "Ship from" : "Ship to"}</Label>
          <LocationSelect
            id={ids.location}
            locations={locations}
            value={value.locationId}
            onChange={(locationId) => onChange({ locationId })}
            disabled={disabled}
          />
        </div>
        {isReturn && (
          <div className="grid gap-2">
            <Label htmlFor={ids.reason}>Reason</Label>
            <Select
              value={value.reason ?? ""}
              onValueChange={(reason) => onChange({ reason: reason as ReturnReason })}
              disabled={disabled}
            >
              <SelectTrigger id={ids.reason} className="min-w-44">
                <SelectValue placeholder="Why it goes back" />
              </SelectTrigger>
              <SelectContent>
                {returnReasons.map((reason) => (
                  <SelectItem key={reason} value={reason}>
                    {returnReasonLabels[reason]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={ids.notes}>Notes</Label>
          <Textarea
            id={ids.notes}
            value={value.notes}
            maxLength={1000}
            disabled={disabled}
            onChange={(event) => onChange({ notes: event.target.value })}
          />
        </div>
      </CardContent>
    </Card>
  );
}
