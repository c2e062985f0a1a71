import * as React from "react";

import { cn } from "../../lib/utils";
import { Label } from "../ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select";
import { findRegion, regionLabels, regionsFor, type Country } from "./regions";

const NONE = "__none__";

export type ProvinceSelectProps = {
  country: Country;
  value: string | null | undefined;
  onChange: (code: string | null) => void;
  allowNone?: boolean;
  id?: string;
  /** Set when a surrounding FormLabel already names the control. */
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
};

export function ProvinceSelect({
  country,
  value,
  onChange,
  allowNone = false,
  id,
  hideLabel = false,
  disabled,
  className,
  ...aria
}: ProvinceSelectProps) {
  const generatedId = React.useId();
  const triggerId = id ?? generatedId;
  const { region: label } = regionLabels(country);
  const regions = regionsFor(country);
  const selected = findRegion(country, value)?.code ?? (allowNone && value == null ? NONE : "");

  return (
    <div className={cn("grid gap-2", className)}>
      {!hideLabel && <Label htmlFor={triggerId}>{label}</Label>}
      <Select
        value={selected}
        onValueChange={(next) => onChange(next === NONE ? null : next)}
        disabled={disabled}
      >
        <SelectTrigger id={triggerId} className="w-full" aria-label={hideLabel ? label : undefined} {...aria}>
          <SelectValue placeholder={`Select a ${label.toLowerCase()}`} />
        </SelectTrigger>
        <SelectContent>
          {allowNone && <SelectItem value={NONE}>None</SelectItem>}
          {regions.map((r) => (
            <SelectItem key={r.code} value={r.code}>
              {r.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
