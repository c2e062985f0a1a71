import { type ReactNode, useId } from "react";
import { useSearchParams } from "react-router";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const all = "all";

/**
 * A list's filters kept in the address: `filter(key, value)` sets one key ("" removes it) and goes back to the
 * first page.
 */
export function useAddressFilters(paging: { first: () => void }) {
  const [params, setParams] = useSearchParams();
  const filter = (key: string, value: string) => {
    paging.first();
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return { params, filter };
}

/** The row of filters above a list. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-end gap-4 border-b px-4 py-3">{children}</div>;
}

/** One labelled filter: the control gets the id the label points to. */
export function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children(id)}
    </div>
  );
}

type ChoiceFilterProps = {
  id: string;
  /** The value chosen; "" for all. */
  value: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

/** A select of one value or all of them ("" when all). */
export function ChoiceFilter({ id, value, allLabel, options, onChange }: ChoiceFilterProps) {
  return (
    <Select value={value || all} onValueChange={(next) => onChange(next === all ? "" : next)}>
      <SelectTrigger id={id} className="min-w-44">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={all}>{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
