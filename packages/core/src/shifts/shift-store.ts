import type { DeviceActor } from "../common/actor";
import { AppError } from "../common/errors";
import { getActiveDevice } from "../device/device";
import type { DeviceItem } from "../device/device.entity";
import type { RegisterEmployee } from "../employees/employees.schema";
import { RegisterShift, Shift, type ShiftItem } from "./shift.entity";
import type { ShiftView } from "./shift.schema";

export const shiftMessages = {
  notFound: "Shift is not found",
  alreadyOpen: "This register already has an open shift. End it before starting a new one.",
  alreadyEnded: "This shift has already ended",
  noPermission: (action: string) => `You do not have permission to ${action}`,
  floatMismatch: "The starting float does not match its count",
  unknownDenomination: (key: string) => `${key} cents is not a denomination of the company's currency`,
  countExists: "This shift already has a float count",
  countWhileOpen: "Float counts can be added after the shift ends",
} as const;

export function toShiftView(item: ShiftItem): ShiftView {
  return {
    id: item.shiftId,
    deviceId: item.deviceId,
    deviceName: item.deviceName,
    locationId: item.locationId,
    createDate: item.createDate,
    endDate: item.endDate ?? null,
    startCash: item.startCash,
    startCashCount: item.startCashCount ?? null,
    endCash: item.endCash ?? null,
    cashCount: item.cashCount ?? null,
    notes: item.notes ?? null,
    endNotes: item.endNotes ?? null,
    startedBy: { id: item.startedById, name: item.startedByName },
    endedBy: item.endedById ? { id: item.endedById, name: item.endedByName ?? "" } : null,
    currentUserId: item.currentUserId ?? null,
    currentUserName: item.currentUserName ?? null,
  };
}

export async function findShift(companyId: number, shiftId: string): Promise<ShiftItem> {
  const shift = (await Shift.get({ companyId, shiftId }).go({ consistent: true })).data;
  if (!shift) throw new AppError("NOT_FOUND", shiftMessages.notFound);
  return shift;
}

/** A shift the register may read: one of its own location. */
export async function findLocationShift(actor: DeviceActor, shiftId: string): Promise<ShiftItem> {
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const shift = await findShift(device.companyId, shiftId);
  if (shift.locationId !== device.locationId) throw new AppError("NOT_FOUND", shiftMessages.notFound);
  return shift;
}

export async function registerState(
  companyId: number,
  deviceId: string,
): Promise<{ openShiftId: string | null; lastShiftId: string | null }> {
  const state = (await RegisterShift.get({ companyId, deviceId }).go({ consistent: true })).data;
  return { openShiftId: state?.openShiftId ?? null, lastShiftId: state?.lastShiftId ?? null };
}

/** The register and its open shift; without one, 'Shift is not found'. */
export async function openShiftOf(actor: DeviceActor): Promise<{ device: DeviceItem; shift: ShiftItem }> {
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const { openShiftId } = await registerState(device.companyId, device.deviceId);
  if (!openShiftId) throw new AppError("NOT_FOUND", shiftMessages.notFound);
  return { device, shift: await findShift(device.companyId, openShiftId) };
}

export function assertEmployeeMay(employee: RegisterEmployee, permission: string, action: string): void {
  if (!employee.permissions.includes(permission))
    throw new AppError("FORBIDDEN", shiftMessages.noPermission(action));
}
