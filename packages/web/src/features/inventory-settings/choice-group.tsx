import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";

type ChoiceGroupProps<T extends string> = {
  id: string;
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  help: Record<T, string>;
  value: T;
  disabled?: boolean;
  onChange: (value: T) => void;
};

/** A setting with a few named choices, each explained under its name. */
export function ChoiceGroup<T extends string>({
  id,
  label,
  options,
  labels,
  help,
  value,
  disabled,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <RadioGroup
        value={value}
        disabled={disabled}
        onValueChange={(next) => onChange(next as T)}
        className="grid gap-2 sm:grid-cols-2"
      >
        {options.map((option) => (
          <Label
            key={option}
            htmlFor={`${id}-${option}`}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
          >
            <RadioGroupItem id={`${id}-${option}`} value={option} className="mt-0.5" />
            <span className="grid gap-1">
              <span className="font-medium">{labels[option]}</span>
              <span className="text-xs leading-snug text-muted-foreground">{help[option]}</span>
            </span>
          </Label>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
