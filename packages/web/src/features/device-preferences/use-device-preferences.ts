import { devicePreferenceDefaults } from "@pos/core/device/device-preferences.schema";
import type { DevicePreferences } from "@pos/core/device/device-preferences.schema";
import { trpc } from "@/lib/trpc";

/**
 * The register's preferences with the spec's defaults applied. While they load (or if loading failed)
 * `preferences` holds the defaults, so a screen can render at once.
 */
export function useDevicePreferences(): {
  preferences: DevicePreferences;
  isLoading: boolean;
  isError: boolean;
} {
  const query = trpc.devicePreferences.get.useQuery(undefined, { staleTime: 60_000 });
  return {
    preferences: query.data ?? { ...devicePreferenceDefaults },
    isLoading: query.isLoading,
    isError: query.isError,
  };
}
