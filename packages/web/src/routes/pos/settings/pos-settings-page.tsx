import { devicePreferenceLabels } from "@pos/core/device/device-preferences.schema";
import { LoadError } from "@/components/layout/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useDevicePreferences } from "@/features/device-preferences/use-device-preferences";
import { useUpdateDevicePreference } from "@/features/device-preferences/use-update-device-preference";
import { trpc } from "@/lib/trpc";
import { preferenceGroups } from "@/features/device-preferences/preference-groups";

/** `/pos/settings`: this register's preferences, each saved as soon as it is switched. */
export function PosSettingsPage() {
  const { preferences, isLoading, isError } = useDevicePreferences();
  const { setPreference, savingKey } = useUpdateDevicePreference();
  const utils = trpc.useUtils();

  return (
    <div className="mx-auto grid max-w-4xl gap-4 p-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-sm text-muted-foreground">
          These settings belong to this register only. Changes are saved at once.
        </p>
      </div>
      {isError ? (
        <LoadError
          message="The settings of this register could not be loaded."
          onRetry={() => void utils.devicePreferences.get.invalidate()}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {preferenceGroups.map((group) => (
            <Card key={group.title} className="gap-3">
              <CardHeader>
                <CardTitle role="heading" aria-level={2}>
                  {group.title}
                </CardTitle>
                <CardDescription>{group.description}</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-1">
                {group.keys.map((key) => (
                  <div key={key} className="flex min-h-11 items-center justify-between gap-4">
                    <Label htmlFor={`pref-${key}`} className="font-normal leading-snug">
                      {devicePreferenceLabels[key]}
                    </Label>
                    {isLoading ? (
                      <Skeleton className="h-5 w-8 rounded-full" aria-label="Loading" />
                    ) : (
                      <Switch
                        id={`pref-${key}`}
                        checked={preferences[key]}
                        disabled={savingKey === key}
                        onCheckedChange={(checked) => setPreference(key, checked)}
                      />
                    )}
                  </div>
                ))}
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
