import { LoadError } from "@/components/layout/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useDevicePreferences } from "@/features/device-preferences/use-device-preferences";
import { useUpdateDevicePreference } from "@/features/device-preferences/use-update-device-preference";
import { trpc } from "@/lib/trpc";
import { PreferenceGroupCards } from "@/features/device-preferences/preference-group-cards";
import { TerminalsCard } from "@/features/card-terminals/terminals-card";
import { useFeature } from "@/hooks/use-feature";

/** `/pos/settings`: this register's preferences, each saved as soon as it is switched. */
export function PosSettingsPage() {
  const { preferences, isLoading, isError } = useDevicePreferences();
  const { setPreference, savingKey } = useUpdateDevicePreference();
  const utils = trpc.useUtils();
  const worldpay = useFeature("worldpay").enabled;

  return (
    <div className="mx-auto grid max-w-4xl gap-4 p-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-sm text-muted-foreground">
          These settings belong to this register only. Changes are saved at once.
        </p>
      </div>
      {worldpay && <TerminalsCard />}
      {isError ? (
        <LoadError
          message="The settings of this register could not be loaded."
          onRetry={() => void utils.devicePreferences.get.invalidate()}
        />
      ) : (
        <PreferenceGroupCards
          idPrefix="pref"
          describe
          touch
          control={(key, id) =>
            isLoading ? (
              <Skeleton className="h-5 w-8 rounded-full" aria-label="Loading" />
            ) : (
              <Switch
                id={id}
                checked={preferences[key]}
                disabled={savingKey === key}
                onCheckedChange={(checked) => setPreference(key, checked)}
              />
            )
          }
        />
      )}
    </div>
  );
}
