import { Checkbox } from "@/components/ui/checkbox";

type IdChecklistProps = {
  legend: string;
  /** Shown while nothing is checked: what an empty choice means. */
  noneMeans: string;
  options: { id: string; name: string }[];
  value: string[];
  onChange: (ids: string[]) => void;
};

/** A scrollable list of checkboxes for a set of ids (locations, categories). */
export function IdChecklist({ legend, noneMeans, options, value, onChange }: IdChecklistProps) {
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((checked) => checked !== id));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <p className="text-xs text-muted-foreground">
        {value.length === 0 ? noneMeans : `${value.length} selected`}
      </p>
      <div className="grid max-h-56 gap-2 overflow-y-auto rounded-md border p-3">
        {options.length === 0 && <p className="text-sm text-muted-foreground">None yet.</p>}
        {options.map((option) => (
          <label key={option.id} className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={value.includes(option.id)}
              onCheckedChange={(checked) => toggle(option.id, checked === true)}
            />
            {option.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
