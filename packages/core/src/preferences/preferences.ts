import { nowIso } from "../common/clock";
import { Preference } from "./preference.entity";
import {
  preferenceDefaults,
  preferenceSchemas,
  ZGetPreferenceInput,
  ZSetPreferenceInput,
  type GetPreferenceInput,
  type PreferenceEntry,
  type PreferenceKey,
  type PreferenceValue,
  type SetPreferenceInput,
} from "./preferences.schema";

/** A stored value that no longer fits its schema (a column since removed, say) reads as the default. */
function readValue<K extends PreferenceKey>(key: K, stored: string | undefined): PreferenceEntry<K> {
  if (stored === undefined) return { key, value: preferenceDefaults[key], isSaved: false };
  const parsed = preferenceSchemas[key].safeParse(JSON.parse(stored));
  return parsed.success
    ? { key, value: parsed.data as PreferenceValue<K>, isSaved: true }
    : { key, value: preferenceDefaults[key], isSaved: false };
}

/** The user's value of a known preference, or its default when they have not saved one. */
export async function getPreference(userId: string, input: GetPreferenceInput): Promise<PreferenceEntry> {
  const { key } = ZGetPreferenceInput.parse(input);
  const item = (await Preference.get({ userId, key }).go({ consistent: true })).data;
  return readValue(key, item?.value);
}

export async function setPreference(userId: string, input: SetPreferenceInput): Promise<PreferenceEntry> {
  const { key, value } = ZSetPreferenceInput.parse(input);
  await Preference.put({ userId, key, value: JSON.stringify(value), updateDate: nowIso() }).go();
  return { key, value, isSaved: true };
}
