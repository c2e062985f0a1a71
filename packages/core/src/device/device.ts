import { Service } from "electrodb";
import { now, nowIso } from "../common/clock";
import type { DeviceActor } from "../common/actor";
import { AppError, messages } from "../common/errors";
import { checkPassword, passwordRulesMessage } from "../common/password-rules";
import { hashSecret } from "../common/passwords";
import { getCompany, getLocation } from "../company/company";
import { notFoundWhenMissing } from "../db/conditions";
import { queryPage, type Page, type PageInput } from "../db/pagination";
import { Unique } from "../db/unique.entity";
import { ZDeviceSignInInput, type DeviceSignInInput } from "../auth/auth.schema";
import { createSession, principalOf, revokeAllSessions } from "../auth/sessions";
import { checkCredentials } from "../auth/sign-in";
import { Device, type DeviceItem } from "./device.entity";
import {
  ZCreateDeviceInput,
  type CreateDeviceInput,
  type CurrentDevice,
  type DeviceStatus,
} from "./device.schema";

/** A register whose last ping is older than this is shown as offline. */
export const offlineAfterMs = 5 * 60_000;

const deviceService = new Service({ device: Device, unique: Unique });

export async function createDevice(input: CreateDeviceInput): Promise<DeviceItem> {
  const data = ZCreateDeviceInput.parse(input);
  if (!checkPassword(data.password).valid) throw new AppError("INVALID_INPUT", passwordRulesMessage);
  await getLocation(data.companyId, data.locationId);
  const device: DeviceItem = {
    companyId: data.companyId,
    deviceId: data.deviceId,
    name: data.name,
    locationId: data.locationId,
    passwordHash: await hashSecret(data.password),
    isActive: true,
    createDate: nowIso(),
  };
  const result = await deviceService.transaction
    .write(({ device: devices, unique }) => [
      unique
        .create({
          kind: "deviceId",
          value: device.deviceId.toLowerCase(),
          ownerId: device.deviceId,
          companyId: device.companyId,
        })
        .commit(),
      devices.create(device).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("CONFLICT", "This device id is already in use");
  return device;
}

async function findDevice(deviceId: string): Promise<DeviceItem | null> {
  const owner = await Unique.get({
    kind: "deviceId",
    value: deviceId.toLowerCase(),
  }).go({ consistent: true });
  if (!owner.data?.companyId) return null;
  const device = await Device.get({
    companyId: owner.data.companyId,
    deviceId: owner.data.ownerId,
  }).go({ consistent: true });
  return device.data;
}

export async function deviceSignIn(
  input: DeviceSignInInput,
  address: string,
): Promise<{ token: string; device: CurrentDevice }> {
  const { deviceId, password } = ZDeviceSignInInput.parse(input);
  const device = await findDevice(deviceId);
  await checkCredentials(
    `device:${deviceId.toLowerCase()}`,
    password,
    device?.isActive ? device.passwordHash : undefined,
    address,
  );
  if (!device) throw new AppError("INVALID_CREDENTIALS", messages.invalidCredentials);
  const token = await createSession({
    kind: "device",
    companyId: device.companyId,
    deviceId: device.deviceId,
  });
  return { token, device: await describeDevice(device) };
}

async function describeDevice(device: DeviceItem): Promise<CurrentDevice> {
  const [company, location] = await Promise.all([
    getCompany(device.companyId),
    getLocation(device.companyId, device.locationId),
  ]);
  return {
    deviceId: device.deviceId,
    name: device.name,
    company: {
      id: company.id,
      name: company.name,
      province: company.province,
      timezone: company.timezone,
      country: company.country,
    },
    location: { id: location.id, name: location.name },
  };
}

export async function getActiveDevice(companyId: number, deviceId: string): Promise<DeviceItem> {
  const device = (await Device.get({ companyId, deviceId }).go()).data;
  if (!device?.isActive) throw new AppError("UNAUTHENTICATED", messages.sessionEnded);
  return device;
}

export async function getCurrentDevice(actor: DeviceActor): Promise<CurrentDevice> {
  return describeDevice(await getActiveDevice(actor.companyId, actor.deviceId));
}

/** A deactivated register cannot sign in and is signed out everywhere. */
export async function deactivateDevice(companyId: number, deviceId: string): Promise<void> {
  await Device.patch({ companyId, deviceId })
    .set({ isActive: false })
    .remove(["presence"])
    .go()
    .catch(notFoundWhenMissing("Device not found"));
  await revokeAllSessions(principalOf({ companyId, deviceId }));
}

export const isOnline = (device: Pick<DeviceItem, "lastPingAt">, at = now()): boolean =>
  device.lastPingAt !== undefined && at.getTime() - new Date(device.lastPingAt).getTime() <= offlineAfterMs;

export async function listDeviceStatus(companyId: number, page: PageInput): Promise<Page<DeviceStatus>> {
  const at = now();
  return queryPage(
    Device.query.byCompany({ companyId }).params(),
    (items) =>
      Device.parse({ Items: items }).data.map((device) => ({
        deviceId: device.deviceId,
        name: device.name,
        locationId: device.locationId,
        lastPingAt: device.lastPingAt ?? null,
        online: device.isActive && isOnline(device, at),
      })),
    page,
  );
}
