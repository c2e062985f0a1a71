import { X } from "lucide-react";
import { Button } from "@/components/ui/button";

export type ActiveFilter = { id: string; label: string; value: string; onRemove: () => void };

/** The filters in force, each removable, with one button to clear them all. */
export function ActiveFilters({ filters, onClear }: { filters: ActiveFilter[]; onClear: () => void }) {
  if (filters.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" aria-label="Active filters" role="group">
      {filters.map((filter) => (
        <span
          key={filter.id}
          className="inline-flex max-w-80 items-center gap-1 rounded-full border bg-background py-0.5 pr-1 pl-2.5"
        >
          <span className="text-muted-foreground">{filter.label}:</span>
          <span className="truncate font-medium" title={filter.value}>
            {filter.value}
          </span>
          <button
            type="button"
            onClick={filter.onRemove}
            aria-label={`Remove filter ${filter.label}: ${filter.value}`}
            className="rounded-full p-0.5 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </span>
      ))}
      <Button variant="link" size="sm" className="h-auto px-1" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
