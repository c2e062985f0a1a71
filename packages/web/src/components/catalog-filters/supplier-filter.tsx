import type { Supplier } from "@pos/core/catalog/supplier.schema";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

const all = "__all";

type SupplierFilterProps = {
  suppliers: Supplier[] | undefined;
  value: string | null;
  onChange: (supplierId: string | null) => void;
};

export function SupplierFilter({ suppliers, value, onChange }: SupplierFilterProps) {
  const sorted = [...(suppliers ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Select value={value ?? all} onValueChange={(next) => onChange(next === all ? null : next)}>
      <SelectTrigger aria-label="Supplier" className="w-48" disabled={!suppliers}>
        <SelectValue placeholder="All suppliers" />
      </SelectTrigger>
      <SelectContent align="start">
        <SelectItem value={all}>All suppliers</SelectItem>
        {sorted.length > 0 && <SelectSeparator />}
        {sorted.map((supplier) => (
          <SelectItem key={supplier.id} value={supplier.id}>
            {supplier.name}
          </SelectItem>
        ))}
        {value && !sorted.some((supplier) => supplier.id === value) && (
          <SelectItem value={value}>Unknown supplier</SelectItem>
        )}
      </SelectContent>
    </Select>
  );
}
