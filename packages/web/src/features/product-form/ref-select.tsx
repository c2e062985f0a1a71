import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { controlProps } from "./field";

const none = "none";

export type RefOption = { id: string; name: string; depth?: number; path?: string };

type RefSelectProps = {
  control: ReturnType<typeof controlProps>;
  value: string | null;
  onChange: (id: string | null) => void;
  options: readonly RefOption[];
  noneLabel: string;
};

/** Picks one of the company's categories, suppliers or tax groups, or none; a tree is shown indented. */
export function RefSelect({ control, value, onChange, options, noneLabel }: RefSelectProps) {
  const selected = options.find((option) => option.id === value);
  return (
    <Select value={value ?? none} onValueChange={(next) => onChange(next === none ? null : next)}>
      <SelectTrigger {...control} className="w-full">
        <SelectValue>{selected ? (selected.path ?? selected.name) : noneLabel}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={none} className="text-muted-foreground">
          {noneLabel}
        </SelectItem>
        {options.map((option) => (
          <SelectItem
            key={option.id}
            value={option.id}
            style={{ paddingLeft: `${0.5 + (option.depth ?? 0) * 1.25}rem` }}
          >
            {option.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
