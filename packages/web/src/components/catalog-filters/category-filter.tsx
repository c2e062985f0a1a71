import { ChevronDown, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { categorySummary, type CategoryOption } from "./category-options";

type CategoryFilterProps = {
  options: CategoryOption[] | undefined;
  value: string[];
  onChange: (categoryIds: string[]) => void;
};

/** Several categories at once, as an indented tree; a category also matches its subcategories. */
export function CategoryFilter({ options, value, onChange }: CategoryFilterProps) {
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((entry) => entry !== id));
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          aria-label={`Categories: ${categorySummary(value, options ?? [])}`}
          disabled={!options}
          className="w-48 justify-between font-normal"
        >
          <span className="truncate">{categorySummary(value, options ?? [])}</span>
          <ChevronDown className="opacity-50" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-96 max-w-[600px] min-w-64">
        {options?.length === 0 && (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">No categories yet</p>
        )}
        {options?.map((option) => (
          <DropdownMenuCheckboxItem
            key={option.id}
            checked={value.includes(option.id)}
            onCheckedChange={(checked) => toggle(option.id, checked)}
            onSelect={(event) => event.preventDefault()}
            style={{ paddingLeft: `${2 + option.depth * 1.25}rem` }}
            title={option.path}
          >
            <span className="truncate">{option.name}</span>
          </DropdownMenuCheckboxItem>
        ))}
        {value.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onChange([])}>
              <X aria-hidden />
              Clear categories
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
