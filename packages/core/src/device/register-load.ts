import type { DeviceActor } from "../common/actor";
import { getCompany, getLocation } from "../company/company";
import { getActiveDevice } from "./device";
import type { CurrentDevice } from "./device.schema";

/**
 * The register's first load in the spec's steps (pos-and-accounts.md 2.9: Initializing device, Loading company,
 * Loading location, ...): one call per step, so each step shows while its own data loads.
 */
export async function deviceIdentity(actor: DeviceActor): Promise<Pick<CurrentDevice, "deviceId" | "name">> {
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  return { deviceId: device.deviceId, name: device.name };
}

export async function deviceCompany(actor: DeviceActor): Promise<CurrentDevice["company"]> {
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const company = await getCompany(device.companyId);
  return {
    id: company.id,
    name: company.name,
    province: company.province,
    timezone: company.timezone,
    country: company.country,
  };
}

export async function deviceLocation(actor: DeviceActor): Promise<CurrentDevice["location"]> {
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const location = await getLocation(device.companyId, device.locationId);
  return { id: location.id, name: location.name };
}
