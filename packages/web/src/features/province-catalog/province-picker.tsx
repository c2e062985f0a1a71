import {
  exportProvinceOrder,
  provinceLabels,
  type CatalogueProvince,
} from "@pos/core/province-catalog/catalogue-product.schema";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

type ProvincePickerProps = {
  value: CatalogueProvince | null;
  onChange: (province: CatalogueProvince) => void;
  id?: string;
  className?: string;
};

/** The catalogue provinces, Alberta, British Columbia and Ontario first (admin.md 2 and 9). */
export function ProvincePicker({ value, onChange, id, className }: ProvincePickerProps) {
  return (
    <Select value={value ?? ""} onValueChange={(next) => onChange(next as CatalogueProvince)}>
      <SelectTrigger id={id} className={className ?? "w-72"} aria-label="Province">
        <SelectValue placeholder="Select province" />
      </SelectTrigger>
      <SelectContent>
        {exportProvinceOrder.map((province) => (
          <SelectItem key={province} value={province}>
            {provinceLabels[province]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
