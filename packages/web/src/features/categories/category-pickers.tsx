import type { ComponentProps } from "react";
import { complianceCategories, type ComplianceCategoryId } from "@pos/core/catalog/category.schema";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ComplianceDot } from "./compliance-badge";
import type { TreeOption } from "./tree-helpers";

const none = "__none__";

/** The trigger's own props (id, aria-*), so a FormControl can label it. */
type TriggerProps = Omit<ComponentProps<typeof SelectTrigger>, "value" | "onChange" | "children">;

type CategorySelectProps = TriggerProps & {
  value: string | null;
  onChange: (value: string | null) => void;
  options: TreeOption[];
  /** The label of the null choice, when there is one ("None (top level)" for a parent). */
  noneLabel?: string;
  placeholder?: string;
};

/** A category from the tree, indented by depth. */
export function CategorySelect({
  value,
  onChange,
  options,
  noneLabel,
  placeholder,
  ...trigger
}: CategorySelectProps) {
  return (
    <Select
      value={value ?? (noneLabel ? none : "")}
      onValueChange={(next) => onChange(next === none ? null : next)}
    >
      <SelectTrigger className="w-full" {...trigger}>
        <SelectValue placeholder={placeholder ?? "Choose a category"} />
      </SelectTrigger>
      <SelectContent className="max-h-80">
        {noneLabel && <SelectItem value={none}>{noneLabel}</SelectItem>}
        {options.map((option) => (
          <SelectItem key={option.id} value={option.id} style={{ paddingLeft: `${0.5 + option.depth}rem` }}>
            {option.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

type ComplianceSelectProps = TriggerProps & {
  value: ComplianceCategoryId | null;
  onChange: (value: ComplianceCategoryId | null) => void;
  placeholder?: string;
  /** Offer "None"; off where a choice is required. */
  allowNone?: boolean;
};

export function ComplianceSelect({
  value,
  onChange,
  placeholder,
  allowNone = true,
  ...trigger
}: ComplianceSelectProps) {
  return (
    <Select
      value={value ?? (allowNone ? none : "")}
      onValueChange={(next) => onChange(next === none ? null : (next as ComplianceCategoryId))}
    >
      <SelectTrigger className="w-full" {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {allowNone && <SelectItem value={none}>None</SelectItem>}
        {complianceCategories.map((entry) => (
          <SelectItem key={entry.id} value={entry.id}>
            <ComplianceDot color={entry.color} />
            {entry.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
