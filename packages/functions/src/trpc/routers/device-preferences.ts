import { getDevicePreferences, updateDevicePreference } from "@pos/core/device/device-preferences";
import { ZUpdateDevicePreferenceInput } from "@pos/core/device/device-preferences.schema";
import { deviceProcedure, router } from "../init";

export const devicePreferencesRouter = router({
  get: deviceProcedure.query(({ ctx }) => getDevicePreferences(ctx.actor)),
  update: deviceProcedure
    .input(ZUpdateDevicePreferenceInput)
    .mutation(({ ctx, input }) => updateDevicePreference(ctx.actor, input)),
});
