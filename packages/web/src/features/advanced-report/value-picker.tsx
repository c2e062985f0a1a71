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
import { Label } from "@/components/ui/label";

/** The values a filter keeps, from the groups that had sales in the period. */
export function ValuePicker({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: { id: string; name: string }[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const chosen = choices.filter((choice) => value.includes(choice.id));
  const summary =
    value.length === 0
      ? `Choose ${label.toLowerCase()}`
      : chosen.length === 1
        ? chosen[0]!.name
        : `${value.length} chosen`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="advanced-filter-values">Keep only</Label>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button id="advanced-filter-values" variant="outline" className="w-56 justify-between font-normal">
            <span className="truncate">{summary}</span>
            <ChevronDown className="size-4 opacity-60" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-h-80 w-64 overflow-y-auto">
          <DropdownMenuLabel>{label}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {choices.length === 0 && (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">Nothing sold in this period</p>
          )}
          {choices.map((choice) => (
            <DropdownMenuCheckboxItem
              key={choice.id}
              checked={value.includes(choice.id)}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(on) =>
                onChange(on ? [...value, choice.id] : value.filter((entry) => entry !== choice.id))
              }
            >
              {choice.name}
            </DropdownMenuCheckboxItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
