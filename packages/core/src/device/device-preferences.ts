import type { DeviceActor } from "../common/actor";
import { nowIso } from "../common/clock";
import { getActiveDevice } from "./device";
import { DevicePreference } from "./device-preference.entity";
import { locationPreferenceDefaults } from "./register-defaults";
import {
  devicePreferenceDefaults,
  ZUpdateDevicePreferenceInput,
  type DevicePreferenceKey,
  type DevicePreferences,
  type UpdateDevicePreferenceInput,
} from "./device-preferences.schema";

const isKey = (key: string): key is DevicePreferenceKey => key in devicePreferenceDefaults;

/**
 * The register's preferences, every key present: what it stored, otherwise its location's default (settings/pos),
 * otherwise the spec's.
 */
export async function getDevicePreferences(actor: DeviceActor): Promise<DevicePreferences> {
  const [stored, device] = await Promise.all([
    DevicePreference.query
      .byDevice({ companyId: actor.companyId, deviceId: actor.deviceId })
      .go({ pages: "all" }),
    getActiveDevice(actor.companyId, actor.deviceId),
  ]);
  const preferences = await locationPreferenceDefaults(device.companyId, device.locationId);
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
