import { useState } from "react";
import { toast } from "sonner";
import type { CompanyFlag } from "@pos/core/company/feature-flags.schema";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/errors";

type FlagSwitchProps = {
  flag: CompanyFlag;
  label: string;
  checked: boolean;
  onSave: (flag: CompanyFlag, enabled: boolean) => Promise<void>;
};

/** One flag: the switch shows what the server holds; while saving it is disabled beside a spinner. */
export function FlagSwitch({ flag, label, checked, onSave }: FlagSwitchProps) {
  const [saving, setSaving] = useState(false);
  const id = `flag-${flag}`;

  async function save(enabled: boolean) {
    setSaving(true);
    try {
      await onSave(flag, enabled);
    } catch (error) {
      toast.error(`${label} was not saved`, { description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <li className="flex min-h-11 items-center justify-between gap-3 rounded-lg border bg-background px-3 py-2">
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
      <span className="flex items-center gap-2">
        {saving && <Spinner label={`Saving ${label}`} className="text-muted-foreground" />}
        <Switch id={id} checked={checked} disabled={saving} onCheckedChange={(next) => void save(next)} />
      </span>
    </li>
  );
}
