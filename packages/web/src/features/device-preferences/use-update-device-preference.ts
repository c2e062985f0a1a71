import { devicePreferenceLabels, type DevicePreferenceKey } from "@pos/core/device/device-preferences.schema";
import { serverMessageOr } from "@/lib/errors";
import { posToast } from "@/lib/pos-toast";
import { trpc } from "@/lib/trpc";

export const preferenceSaveError = "There was an error saving this setting";

/** Saves one preference at once (the switch moves immediately; a failure puts it back with a toast). */
export function useUpdateDevicePreference() {
  const utils = trpc.useUtils();
  const update = trpc.devicePreferences.update.useMutation({
    onMutate: async ({ key, booleanValue }) => {
      await utils.devicePreferences.get.cancel();
      const previous = utils.devicePreferences.get.getData();
      if (previous) utils.devicePreferences.get.setData(undefined, { ...previous, [key]: booleanValue });
      return { previous };
    },
    onSuccess: (saved, { key, booleanValue }) => {
      utils.devicePreferences.get.setData(undefined, saved);
      posToast.success(`${devicePreferenceLabels[key]}: ${booleanValue ? "on" : "off"}`, {
        id: `pref-${key}`,
      });
    },
    onError: (error, _input, context) => {
      if (context?.previous) utils.devicePreferences.get.setData(undefined, context.previous);
      posToast.error(serverMessageOr(error, preferenceSaveError));
    },
  });
  return {
    setPreference: (key: DevicePreferenceKey, booleanValue: boolean) => update.mutate({ key, booleanValue }),
    savingKey: update.isPending ? (update.variables?.key ?? null) : null,
  };
}
