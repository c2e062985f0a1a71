import { Service } from "electrodb";
import { loadUserAccess, permissionsAtLocation } from "../auth/access";
import type { DeviceActor } from "../common/actor";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { nextId } from "../db/counters";
import { getActiveDevice } from "../device/device";
import type { DeviceItem } from "../device/device.entity";
import { Employee } from "../employees/employee.entity";
import type { RegisterEmployee } from "../employees/employees.schema";
import { ShiftLog } from "../shifts/cash-movement.entity";
import { expectedCash } from "../shifts/expected-cash";
import { clockOffline } from "../shifts/hours";
import { Shift, type ShiftItem } from "../shifts/shift.entity";
import { findShift } from "../shifts/shift-store";
import { closeShift } from "../shifts/shifts";
import { OfflineRecord, type OfflineRecordItem } from "./offline-record.entity";
import { offlineMessages } from "./offline-sale.schema";
import {
  offlineShiftWorkMessages,
  ZOfflineCashMovementInput,
  ZOfflineClockInput,
  ZOfflineEndShiftInput,
  type OfflineCashMovementInput,
  type OfflineClockInput,
  type OfflineEndShiftInput,
  type OfflineShiftWorkView,
} from "./offline-shift-work.schema";

const cashService = new Service({ log: ShiftLog, offline: OfflineRecord });

const toView = (item: OfflineRecordItem): OfflineShiftWorkView => ({
  pendingId: item.pendingId,
  kind: item.kind,
  shiftId: item.shiftId,
  logId: item.logId ?? null,
  syncedAt: item.syncedAt,
});

async function recordOf(companyId: number, pendingId: string): Promise<OfflineRecordItem | null> {
  return (await OfflineRecord.get({ companyId, pendingId }).go({ consistent: true })).data;
}

/** A replay answers with the first record; a lost race with a record missing is a 409 (the register sends again). */
async function replayOf(companyId: number, pendingId: string): Promise<OfflineShiftWorkView> {
  const first = await recordOf(companyId, pendingId);
  if (!first) throw new AppError("CONFLICT", "The shift changed at the same time. Please try again.");
  return toView(first);
}

/** The register's own shift (open or ended since: the work happened during it) and the employee as of now. */
async function contextOf(
  actor: DeviceActor,
  data: { shiftId: string; employeeId: string },
): Promise<{ device: DeviceItem; shift: ShiftItem; employee: RegisterEmployee }> {
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const { companyId, locationId } = device;
  const shift = await findShift(companyId, data.shiftId).catch(() => null);
  if (!shift || shift.deviceId !== device.deviceId) throw new AppError("INVALID_INPUT", offlineMessages.wrongShift);
  const [record, access] = await Promise.all([
    Employee.get({ companyId, userId: data.employeeId }).go(),
    loadUserAccess(data.employeeId),
  ]);
  if (!record.data || !access?.assignments.some((item) => item.companyId === companyId))
    throw new AppError("INVALID_INPUT", offlineMessages.unknownEmployee);
  const employee: RegisterEmployee = {
    id: data.employeeId,
    name: access.user.name,
    tracksHours: record.data.tracksHours,
    locationId,
    permissions: await permissionsAtLocation(access, companyId, locationId),
  };
  return { device, shift, employee };
}

/**
 * offline.syncCashMovement: a cash drop, pay in, pay out or no sale the register recorded offline, logged on its
 * shift at its own time by the employee whose passcode the register checked. Their permission is checked again
 * (a 400 that writes nothing if it is gone); the pending id makes a replay answer with the first record. A shift
 * ended before the sync gets its expected cash again.
 */
export async function recordOfflineCashMovement(
  actor: DeviceActor,
  input: OfflineCashMovementInput,
): Promise<OfflineShiftWorkView> {
  const data = ZOfflineCashMovementInput.parse(input);
  const { companyId } = actor;
  const first = await recordOf(companyId, data.pendingId);
  if (first) return toView(first);
  const { device, shift, employee } = await contextOf(actor, data);
  if (data.type !== "noSale" && !employee.permissions.includes("CAN_MANAGE_CASH_DROPS"))
    throw new AppError("INVALID_INPUT", offlineShiftWorkMessages.cannotMoveCash(employee.name));
  const logId = String(await nextId(`shiftLog:${companyId}:${shift.shiftId}`)).padStart(8, "0");
  const record: OfflineRecordItem = {
    companyId,
    pendingId: data.pendingId,
    kind: "cashMovement",
    deviceId: device.deviceId,
    shiftId: shift.shiftId,
    logId,
    recordedAt: data.recordedAt,
    syncedAt: nowIso(),
  };
  const result = await cashService.transaction
    .write(({ log, offline }) => [
      offline.create(record).commit(),
      log
        .create({
          companyId,
          shiftId: shift.shiftId,
          logId,
          type: data.type,
          ...(data.amount === null ? {} : { amount: data.amount }),
          ...(data.note ? { note: data.note } : {}),
          userId: employee.id,
          userName: employee.name,
          createDate: data.recordedAt,
        })
        .commit(),
    ])
    .go();
  if (result.canceled) return replayOf(companyId, data.pendingId);
  if (shift.endDate)
    await Shift.patch({ companyId, shiftId: shift.shiftId }).set({ endCash: await expectedCash(shift) }).go();
  return toView(record);
}

/**
 * offline.syncClock: a clock-in, break or clock-out the register recorded offline, applied at its own time (see
 * clockOffline); a replay of the pending id changes nothing.
 */
export async function recordOfflineClock(actor: DeviceActor, input: OfflineClockInput): Promise<OfflineShiftWorkView> {
  const data = ZOfflineClockInput.parse(input);
  const { companyId } = actor;
  const first = await recordOf(companyId, data.pendingId);
  if (first) return toView(first);
  const { device, shift, employee } = await contextOf(actor, data);
  const record: OfflineRecordItem = {
    companyId,
    pendingId: data.pendingId,
    kind: "clock",
    deviceId: device.deviceId,
    shiftId: shift.shiftId,
    recordedAt: data.recordedAt,
    syncedAt: nowIso(),
  };
  if (!(await clockOffline(shift, employee, data.action, record))) return replayOf(companyId, data.pendingId);
  return toView(record);
}

/**
 * offline.syncEndShift: the end of the shift the register counted and closed offline, applied with the shift's
 * own close (closeShift) at the time the register recorded it: the expected cash is computed by the same rule as
 * online, after the shift's sales and cash movements (the outbox sends them first). The employee's permission is
 * checked again; a shift already ended another way is a 400 that writes nothing; a replay writes nothing.
 */
export async function recordOfflineEndShift(
  actor: DeviceActor,
  input: OfflineEndShiftInput,
): Promise<OfflineShiftWorkView> {
  const data = ZOfflineEndShiftInput.parse(input);
  const { companyId } = actor;
  const first = await recordOf(companyId, data.pendingId);
  if (first) return toView(first);
  const { device, shift, employee } = await contextOf(actor, data);
  if (!employee.permissions.includes("CAN_MANAGE_SHIFTS"))
    throw new AppError("INVALID_INPUT", offlineShiftWorkMessages.cannotEndShift(employee.name));
  if (shift.endDate) throw new AppError("INVALID_INPUT", offlineShiftWorkMessages.alreadyEnded);
  const record: OfflineRecordItem = {
    companyId,
    pendingId: data.pendingId,
    kind: "endShift",
    deviceId: device.deviceId,
    shiftId: shift.shiftId,
    recordedAt: data.recordedAt,
    syncedAt: nowIso(),
  };
  const closed = await closeShift({
    device,
    shift,
    employee,
    endDate: data.recordedAt,
    floatCount: data.floatCount,
    notes: data.notes,
    offline: record,
  });
  if (!closed) return replayOf(companyId, data.pendingId);
  return toView(record);
}
