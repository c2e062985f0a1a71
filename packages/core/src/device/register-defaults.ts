import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { Location } from "../company/company.entity";
import { devicePreferenceDefaults, type DevicePreferences } from "./device-preferences.schema";
import { RegisterDefaults } from "./register-defaults.entity";
import {
  ZRegisterDefaultsRef,
  ZSaveRegisterDefaultsInput,
  type RegisterDefaultsRef,
  type RegisterDefaultsView,
  type SaveRegisterDefaultsInput,
} from "./register-defaults.schema";

const audited = new Service({ registerDefaults: RegisterDefaults, audit: AuditEntry });

/** What a register at this location starts from: the location's defaults over the spec's. */
export async function locationPreferenceDefaults(
  companyId: number,
  locationId: string,
): Promise<DevicePreferences> {
  const stored = (await RegisterDefaults.get({ companyId, locationId }).go()).data;
  return { ...devicePreferenceDefaults, ...stored?.preferences };
}

async function locationName(companyId: number, locationId: string): Promise<string> {
  const location = (await Location.get({ companyId, locationId }).go()).data;
  if (!location) throw new AppError("INVALID_INPUT", "Location not found");
  return location.name;
}

export async function getRegisterDefaults(input: RegisterDefaultsRef): Promise<RegisterDefaultsView> {
  const { companyId, locationId } = ZRegisterDefaultsRef.parse(input);
  await locationName(companyId, locationId);
  const stored = (await RegisterDefaults.get({ companyId, locationId }).go({ consistent: true })).data;
  return {
    locationId,
    preferences: { ...devicePreferenceDefaults, ...stored?.preferences },
    updateDate: stored?.updateDate ?? null,
  };
}

/** Saves settings/pos for a location, with an audit entry of what changed in the same transaction. */
export async function saveRegisterDefaults(
  input: SaveRegisterDefaultsInput,
  by: AuditActor,
): Promise<RegisterDefaultsView> {
  const { companyId, locationId, preferences } = ZSaveRegisterDefaultsInput.parse(input);
  const name = await locationName(companyId, locationId);
  const current = await getRegisterDefaults({ companyId, locationId });
  const changed = (Object.keys(preferences) as (keyof DevicePreferences)[]).filter(
    (key) => preferences[key] !== current.preferences[key],
  );
  const pick = (values: DevicePreferences) => Object.fromEntries(changed.map((key) => [key, values[key]]));
  const entry = auditEntry(by, {
    companyId,
    action: "location.registerDefaults",
    targetId: locationId,
    targetLabel: name,
    before: pick(current.preferences),
    after: pick(preferences),
  });
  await audited.transaction
    .write(({ registerDefaults, audit }) => [
      registerDefaults.put({ companyId, locationId, preferences, updateDate: nowIso() }).commit(),
      audit.create(entry).commit(),
    ])
    .go();
  return getRegisterDefaults({ companyId, locationId });
}
