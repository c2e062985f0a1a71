import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export const allLocations = "all";

type StockLocationSelectProps = {
  locations: readonly { id: string; name: string }[];
  value: string;
  onChange: (locationId: string) => void;
};

/** Whose stock the On hand column shows: one location's, or every location's total. */
export function StockLocationSelect({ locations, value, onChange }: StockLocationSelectProps) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger aria-label="On hand at" className="w-auto min-w-44">
        <SelectValue />
      </SelectTrigger>
      <SelectContent align="start">
        <SelectItem value={allLocations}>On hand: all locations</SelectItem>
        {locations.map((location) => (
          <SelectItem key={location.id} value={location.id}>
            On hand: {location.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
