import { ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

type Option = { id: string; name: string };

/** One or more locations; the last one cannot be unticked. */
export function LocationPicker({
  id,
  locations,
  value,
  onChange,
}: {
  id?: string;
  locations: Option[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const chosen = locations.filter((location) => value.includes(location.id));
  const summary =
    chosen.length === locations.length
      ? `All locations (${locations.length})`
      : chosen.length === 1
        ? chosen[0]!.name
        : `${chosen.length} locations`;
  const toggle = (locationId: string, on: boolean) => {
    const next = on ? [...value, locationId] : value.filter((entry) => entry !== locationId);
    if (next.length > 0) onChange(locations.map((l) => l.id).filter((entry) => next.includes(entry)));
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button id={id} variant="outline" className="w-full justify-between font-normal sm:w-56">
          <span className="truncate">{summary}</span>
          <ChevronDown className="size-4 opacity-60" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        <DropdownMenuLabel>Locations</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {locations.length > 1 && (
          <DropdownMenuCheckboxItem
            checked={chosen.length === locations.length}
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={() => onChange(locations.map((location) => location.id))}
          >
            All locations
          </DropdownMenuCheckboxItem>
        )}
        {locations.map((location) => (
          <DropdownMenuCheckboxItem
            key={location.id}
            checked={value.includes(location.id)}
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(on) => toggle(location.id, on)}
          >
            {location.name}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
