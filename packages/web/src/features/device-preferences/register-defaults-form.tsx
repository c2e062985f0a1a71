import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { devicePreferenceLabels, type DevicePreferences } from "@pos/core/device/device-preferences.schema";
import {
  registerDefaultsMessages,
  type RegisterDefaultsView,
} from "@pos/core/device/register-defaults.schema";
import { FormError } from "@/components/form/form-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { preferenceGroups } from "./preference-groups";
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
      <div className="grid gap-4 md:grid-cols-2">
        {preferenceGroups.map((group) => (
          <Card key={group.title} className="gap-3">
            <CardHeader>
              <CardTitle role="heading" aria-level={2}>
                {group.title}
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-1">
              {group.keys.map((key) => (
                <div key={key} className="flex min-h-10 items-center justify-between gap-4">
                  <Label htmlFor={`default-${key}`} className="font-normal leading-snug">
                    {devicePreferenceLabels[key]}
                  </Label>
                  <Switch
                    id={`default-${key}`}
                    checked={preferences[key]}
                    onCheckedChange={(checked) =>
                      setPreferences((current) => ({ ...current, [key]: checked }))
                    }
                  />
                </div>
              ))}
            </CardContent>
          </Card>
        ))}
      </div>
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
