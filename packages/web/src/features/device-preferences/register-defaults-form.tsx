import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { DevicePreferences } from "@pos/core/device/device-preferences.schema";
import {
  registerDefaultsMessages,
  type RegisterDefaultsView,
} from "@pos/core/device/register-defaults.schema";
import { FormError } from "@/components/form/form-error";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { PreferenceGroupCards } from "./preference-group-cards";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type Props = { companyId: number; locationName: string; initial: RegisterDefaultsView };

/** The location's register defaults, grouped as the register's own settings page groups them; saved together. */
export function RegisterDefaultsForm({ companyId, locationName, initial }: Props) {
  const utils = trpc.useUtils();
  const [preferences, setPreferences] = useState<DevicePreferences>(initial.preferences);
  const save = trpc.registerDefaults.save.useMutation({
    onSuccess: (saved) => {
      toast.success(registerDefaultsMessages.saved);
      utils.registerDefaults.get.setData({ companyId, locationId: saved.locationId }, saved);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!save.isPending) save.mutate({ companyId, locationId: initial.locationId, preferences });
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={`Register defaults of ${locationName}`}>
      <PreferenceGroupCards
        idPrefix="default"
        control={(key, id) => (
          <Switch
            id={id}
            checked={preferences[key]}
            onCheckedChange={(checked) => setPreferences((current) => ({ ...current, [key]: checked }))}
          />
        )}
      />
      <FormError
        title="Not saved"
        message={save.error ? serverMessageOr(save.error, "There was an error saving") : null}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner label="Saving" />}
          Save
        </Button>
      </div>
    </form>
  );
}
