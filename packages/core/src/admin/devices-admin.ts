import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import type { AuditState } from "../audit/audit.schema";
import { AppError } from "../common/errors";
import { checkPassword, passwordRulesMessage } from "../common/password-rules";
import { hashSecret } from "../common/passwords";
import { getCompany } from "../company/company";
import { principalOf, revokeAllSessions } from "../auth/sessions";
import { Unique } from "../db/unique.entity";
import { createDevice } from "../device/device";
import { Device, type DeviceItem } from "../device/device.entity";
import { devicePaymentFields } from "./device-payment";
import {
  deviceIdMessages,
  deviceLabel,
  ZAddDeviceInput,
  ZChangeDeviceIdInput,
  ZDeviceRef,
  ZSetDeviceCashInput,
  ZSetDevicePasswordInput,
  type AddDeviceInput,
  type AdminDevice,
  type ChangeDeviceIdInput,
  type DeviceRef,
  type SetDeviceCashInput,
  type SetDevicePasswordInput,
} from "./devices-admin.schema";

const deviceService = new Service({ device: Device, unique: Unique, audit: AuditEntry });

type DeviceAction = "device.changeId" | "device.cash" | "device.password" | "device.remove";

const deviceEntry = (
  by: AuditActor,
  device: DeviceItem,
  action: DeviceAction,
  before: AuditState | null,
  after: AuditState | null,
) =>
  auditEntry(by, {
    companyId: device.companyId,
    action,
    targetId: device.deviceId,
    targetLabel: device.name,
    before,
    after,
  });

const toAdminDevice = (device: DeviceItem): AdminDevice => ({
  deviceId: device.deviceId,
  name: device.name,
  locationId: device.locationId,
  isActive: device.isActive,
  createDate: device.createDate,
  label: deviceLabel(device),
  deviceCashAmount: device.deviceCashAmount ?? null,
  deviceCashNote: device.deviceCashNote ?? null,
  payment: devicePaymentFields(device),
});

const endSessions = (companyId: number, deviceId: string) =>
  revokeAllSessions(principalOf({ companyId, deviceId }));

function assertPassword(password: string): void {
  if (!checkPassword(password).valid) throw new AppError("INVALID_INPUT", passwordRulesMessage);
}

async function getDevice(input: DeviceRef): Promise<DeviceItem> {
  const { companyId, deviceId } = ZDeviceRef.parse(input);
  const result = await Device.get({ companyId, deviceId }).go({ consistent: true });
  if (!result.data) throw new AppError("NOT_FOUND", "Device not found");
  return result.data;
}

export async function listAdminDevices(companyId: number): Promise<AdminDevice[]> {
  await getCompany(companyId);
  const result = await Device.query.byCompany({ companyId }).go({ pages: "all" });
  return result.data.map(toAdminDevice);
}

export async function addDevice(input: AddDeviceInput, by: AuditActor): Promise<AdminDevice> {
  const data = ZAddDeviceInput.parse(input);
  assertPassword(data.password);
  await getCompany(data.companyId);
  return toAdminDevice(await createDevice(data, by));
}

/**
 * The device id is part of the device's key: the item moves to the new id together with its unique record,
 * in one transaction, and the register is signed out (it signs in again with the new id).
 */
export async function changeDeviceId(input: ChangeDeviceIdInput, by: AuditActor): Promise<AdminDevice> {
  const { companyId, deviceId, newDeviceId } = ZChangeDeviceIdInput.parse(input);
  if (newDeviceId === deviceId) throw new AppError("INVALID_INPUT", deviceIdMessages.same);
  const device = await getDevice({ companyId, deviceId });
  const { presence: _presence, ...rest } = device;
  const moved: DeviceItem = { ...rest, deviceId: newDeviceId };
  const oldKey = { kind: "deviceId" as const, value: deviceId.toLowerCase() };
  const newKey = { kind: "deviceId" as const, value: newDeviceId.toLowerCase() };
  const sameOwnerRecord = oldKey.value === newKey.value;
  const entry = deviceEntry(by, device, "device.changeId", { deviceId }, { deviceId: newDeviceId });
  const result = await deviceService.transaction
    .write(({ device: devices, unique, audit }) => [
      devices.delete({ companyId, deviceId }).commit(),
      devices.create(moved).commit(),
      audit.create(entry).commit(),
      ...(sameOwnerRecord
        ? [unique.patch(oldKey).set({ ownerId: newDeviceId }).commit()]
        : [
            unique.delete(oldKey).commit(),
            unique.create({ ...newKey, ownerId: newDeviceId, companyId }).commit(),
          ]),
    ])
    .go();
  if (result.canceled) throw new AppError("CONFLICT", deviceIdMessages.taken);
  await endSessions(companyId, deviceId);
  return toAdminDevice(moved);
}

/** The device and its unique record go; the register is signed out and its id is free again. */
export async function removeDevice(input: DeviceRef, by: AuditActor): Promise<void> {
  const device = await getDevice(input);
  const { companyId, deviceId } = device;
  const entry = deviceEntry(by, device, "device.remove", { deviceId, name: device.name }, null);
  const result = await deviceService.transaction
    .write(({ device: devices, unique, audit }) => [
      devices
        .delete({ companyId, deviceId })
        .where((attributes, { exists }) => exists(attributes.deviceId))
        .commit(),
      audit.create(entry).commit(),
      unique.delete({ kind: "deviceId", value: deviceId.toLowerCase() }).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("CONFLICT", "The device changed meanwhile. Please try again.");
  await endSessions(companyId, deviceId);
}

export async function setDeviceCashAmount(input: SetDeviceCashInput, by: AuditActor): Promise<AdminDevice> {
  const { companyId, deviceId, deviceCashAmount, note } = ZSetDeviceCashInput.parse(input);
  const device = await getDevice({ companyId, deviceId });
  const entry = deviceEntry(
    by,
    device,
    "device.cash",
    { deviceCashAmount: device.deviceCashAmount ?? null, note: device.deviceCashNote ?? null },
    { deviceCashAmount, note },
  );
  const result = await deviceService.transaction
    .write(({ device: devices, audit }) => [
      devices.patch({ companyId, deviceId }).set({ deviceCashAmount, deviceCashNote: note }).commit(),
      audit.create(entry).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("NOT_FOUND", "Device not found");
  return toAdminDevice({ ...device, deviceCashAmount, deviceCashNote: note });
}

/** A new password signs the register out everywhere. */
/** The audit entry says that the password changed, never the password or its hash. */
export async function setDevicePassword(input: SetDevicePasswordInput, by: AuditActor): Promise<void> {
  const { companyId, deviceId, password } = ZSetDevicePasswordInput.parse(input);
  assertPassword(password);
  const device = await getDevice({ companyId, deviceId });
  const passwordHash = await hashSecret(password);
  const entry = deviceEntry(
    by,
    device,
    "device.password",
    { password: "(previous)" },
    { password: "(changed)" },
  );
  const result = await deviceService.transaction
    .write(({ device: devices, audit }) => [
      devices.patch({ companyId, deviceId }).set({ passwordHash }).commit(),
      audit.create(entry).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("NOT_FOUND", "Device not found");
  await endSessions(companyId, deviceId);
}
