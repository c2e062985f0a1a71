import type { DeviceActor } from "../common/actor";
import { nowIso } from "../common/clock";
import { DevicePreference } from "./device-preference.entity";
import {
  devicePreferenceDefaults,
  ZUpdateDevicePreferenceInput,
  type DevicePreferenceKey,
  type DevicePreferences,
  type UpdateDevicePreferenceInput,
} from "./device-preferences.schema";

const isKey = (key: string): key is DevicePreferenceKey => key in devicePreferenceDefaults;

/** The register's preferences, every key present: what it stored, otherwise the spec's default. */
export async function getDevicePreferences(actor: DeviceActor): Promise<DevicePreferences> {
  const stored = await DevicePreference.query
    .byDevice({ companyId: actor.companyId, deviceId: actor.deviceId })
    .go({ pages: "all" });
  const preferences: DevicePreferences = { ...devicePreferenceDefaults };
  for (const item of stored.data) if (isKey(item.key)) preferences[item.key] = item.booleanValue;
  return preferences;
}

export async function updateDevicePreference(
  actor: DeviceActor,
  input: UpdateDevicePreferenceInput,
): Promise<DevicePreferences> {
  const { key, booleanValue } = ZUpdateDevicePreferenceInput.parse(input);
  await DevicePreference.put({
    companyId: actor.companyId,
    deviceId: actor.deviceId,
    key,
    booleanValue,
    updateDate: nowIso(),
  }).go();
  return getDevicePreferences(actor);
}
