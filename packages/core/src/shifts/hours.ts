import { randomUUID } from "node:crypto";
import { Service } from "electrodb";
import { loadUserAccess, permissionsAtLocation } from "../auth/access";
import type { Permission } from "../auth/permissions";
import { nowIso } from "../common/clock";
import type { DeviceActor } from "../common/actor";
import { AppError } from "../common/errors";
import { isConditionFailure } from "../db/conditions";
import { getActiveDevice } from "../device/device";
import { Employee } from "../employees/employee.entity";
import type { RegisterEmployee } from "../employees/employees.schema";
import { toEmployeeViews } from "../employees/membership";
import { employeeAtRegister } from "../employees/register-employee";
import { OfflineRecord, type OfflineRecordItem } from "../offline/offline-record.entity";
import type { OfflineClockAction } from "../offline/offline-shift-work.schema";
import { HoursClock } from "./hours-clock.entity";
import { HoursEntry, type HoursEntryItem } from "./hours.entity";
import {
  hoursMessages,
  ZApproverInput,
  type ApproverInput,
  ZHoursPasscodeInput,
  type HoursPasscodeInput,
  type HoursResult,
  type HoursType,
  type RegisterEmployeeStatus,
} from "./hours.schema";
import { Shift, type ShiftItem } from "./shift.entity";
import { openShiftOf, registerState } from "./shift-store";

const hoursService = new Service({ hours: HoursEntry, clock: HoursClock, shift: Shift, offline: OfflineRecord });

/** How many entries the employee has started; read before the open entry (see HoursClock). */
async function startedCountOf(companyId: number, userId: string): Promise<number> {
  return (await HoursClock.get({ companyId, userId }).go({ consistent: true })).data?.started ?? 0;
}

/** The entry without an end time, if any (at most one exists per employee). */
async function openEntryOf(companyId: number, userId: string): Promise<HoursEntryItem | null> {
  const recent = await HoursEntry.query
    .byEmployee({ companyId, userId })
    .go({ order: "desc", limit: 10, consistent: true });
  return recent.data.find((entry) => entry.endTime === undefined) ?? null;
}

const statusOf = (id: string, name: string, open: HoursEntryItem | null): RegisterEmployeeStatus => ({
  id,
  name,
  tracking: open !== null,
  onBreak: open?.type === "break",
});

function newEntry(employee: RegisterEmployee, shift: ShiftItem, type: HoursType, at: string): HoursEntryItem {
  return {
    companyId: shift.companyId,
    userId: employee.id,
    entryId: randomUUID(),
    employeeName: employee.name,
    type,
    startTime: at,
    shiftId: shift.shiftId,
    locationId: shift.locationId,
    deviceId: shift.deviceId,
  };
}

/**
 * Ends `open` (if any) and starts `next` (if any) together. Both are conditional (the end on the entry still open,
 * the start on the employee's started count read before `open`), so a race changes nothing. An offline clock
 * action's `record` is created in the same transaction (only if its pending id is new).
 */
async function switchEntries(
  open: HoursEntryItem | null,
  next: { entry: HoursEntryItem; started: number } | null,
  at: string,
  record: OfflineRecordItem | null = null,
): Promise<void> {
  const result = await hoursService.transaction
    .write(({ hours, clock, offline }) => [
      ...(record ? [offline.create(record).commit()] : []),
      ...(open
        ? [
            hours
              .patch(open)
              .set({ endTime: at })
              .where((attr, op) => op.notExists(attr.endTime))
              .commit(),
          ]
        : []),
      ...(next
        ? [
            hours.create(next.entry).commit(),
            next.started === 0
              ? clock
                  .create({ companyId: next.entry.companyId, userId: next.entry.userId, started: 1 })
                  .commit()
              : clock
                  .patch({ companyId: next.entry.companyId, userId: next.entry.userId })
                  .set({ started: next.started + 1 })
                  .where((attr, op) => op.eq(attr.started, next.started))
                  .commit(),
          ]
        : []),
    ])
    .go();
  if (result.canceled) throw new AppError("CONFLICT", "Hours changed at the same time. Please try again.");
}

async function setCurrent(shift: ShiftItem, employee: { id: string; name: string } | null): Promise<void> {
  const key = { companyId: shift.companyId, shiftId: shift.shiftId };
  if (employee)
    await Shift.patch(key).set({ currentUserId: employee.id, currentUserName: employee.name }).go();
  else await Shift.patch(key).remove(["currentUserId", "currentUserName"]).go();
}

const currentOf = (shift: ShiftItem) =>
  shift.currentUserId ? { id: shift.currentUserId, name: shift.currentUserName ?? "" } : null;

/** Clock in (or back from a break) and become the register's current employee. */
export async function clockIn(actor: DeviceActor, input: HoursPasscodeInput): Promise<HoursResult> {
  const employee = await employeeAtRegister(actor, ZHoursPasscodeInput.parse(input));
  const { shift } = await openShiftOf(actor);
  const started = await startedCountOf(shift.companyId, employee.id);
  let open = await openEntryOf(shift.companyId, employee.id);
  if (employee.tracksHours && open?.type !== "work") {
    const at = nowIso();
    const next = newEntry(employee, shift, "work", at);
    await switchEntries(open, { entry: next, started }, at);
    open = next;
  }
  const current = { id: employee.id, name: employee.name };
  await setCurrent(shift, current);
  return {
    message: hoursMessages.clockedIn(employee.name),
    employee: statusOf(employee.id, employee.name, open),
    current,
  };
}

export async function startBreak(actor: DeviceActor, input: HoursPasscodeInput): Promise<HoursResult> {
  const employee = await employeeAtRegister(actor, ZHoursPasscodeInput.parse(input));
  const { shift } = await openShiftOf(actor);
  if (!employee.tracksHours) throw new AppError("INVALID_INPUT", hoursMessages.notTracked);
  const started = await startedCountOf(shift.companyId, employee.id);
  const open = await openEntryOf(shift.companyId, employee.id);
  if (!open) throw new AppError("CONFLICT", hoursMessages.notClockedIn);
  if (open.type === "break") throw new AppError("CONFLICT", hoursMessages.alreadyOnBreak);
  const at = nowIso();
  const next = newEntry(employee, shift, "break", at);
  await switchEntries(open, { entry: next, started }, at);
  const current = await leaveRegister(shift, employee.id);
  return {
    message: hoursMessages.startedBreak,
    employee: statusOf(employee.id, employee.name, next),
    current,
  };
}

export async function clockOut(actor: DeviceActor, input: HoursPasscodeInput): Promise<HoursResult> {
  const employee = await employeeAtRegister(actor, ZHoursPasscodeInput.parse(input));
  const { shift } = await openShiftOf(actor);
  const open = await openEntryOf(shift.companyId, employee.id);
  if (!open && employee.tracksHours) throw new AppError("CONFLICT", hoursMessages.notClockedIn);
  if (open) await switchEntries(open, null, nowIso());
  const current = await leaveRegister(shift, employee.id);
  return { message: hoursMessages.clockedOut, employee: statusOf(employee.id, employee.name, null), current };
}

/** An employee on a break or clocked out is no longer the one at the register. */
async function leaveRegister(
  shift: ShiftItem,
  employeeId: string,
): Promise<{ id: string; name: string } | null> {
  if (shift.currentUserId !== employeeId) return currentOf(shift);
  await setCurrent(shift, null);
  return null;
}

export async function clearCurrentEmployee(actor: DeviceActor): Promise<{ message: string }> {
  const { shift } = await openShiftOf(actor);
  await setCurrent(shift, null);
  return { message: hoursMessages.currentCleared };
}

export interface CurrentEmployee {
  id: string;
  name: string;
  /** The register's my-permissions: what the employee may do at the register's location. */
  permissions: Permission[];
}

export async function currentEmployee(actor: DeviceActor): Promise<CurrentEmployee | null> {
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const { openShiftId } = await registerState(device.companyId, device.deviceId);
  if (!openShiftId) return null;
  const shift = (await Shift.get({ companyId: device.companyId, shiftId: openShiftId }).go()).data;
  const current = shift ? currentOf(shift) : null;
  if (!current) return null;
  const access = await loadUserAccess(current.id);
  const permissions = access ? await permissionsAtLocation(access, device.companyId, device.locationId) : [];
  return { ...current, permissions };
}

/** The employee of this passcode, if they may give the approval (checked again at checkout). */
export async function approverAtRegister(
  actor: DeviceActor,
  input: ApproverInput,
): Promise<{ id: string; name: string }> {
  const { passcode, permission } = ZApproverInput.parse(input);
  const employee = await employeeAtRegister(actor, { passcode });
  if (!employee.permissions.includes(permission))
    throw new AppError("FORBIDDEN", hoursMessages.cannotApprove(employee.name, permission));
  return { id: employee.id, name: employee.name };
}

export async function employeeStatus(
  actor: DeviceActor,
  input: HoursPasscodeInput,
): Promise<RegisterEmployeeStatus> {
  const employee = await employeeAtRegister(actor, ZHoursPasscodeInput.parse(input));
  return statusOf(employee.id, employee.name, await openEntryOf(actor.companyId, employee.id));
}

/** Employees who work at the register's location (assigned to it or to the whole company), by name. */
export async function registerEmployees(actor: DeviceActor): Promise<RegisterEmployeeStatus[]> {
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const records = await Employee.query.byName({ companyId: device.companyId }).go({ pages: "all" });
  const views = (await toEmployeeViews(records.data)).filter((view) =>
    view.assignments.some((item) => item.locationId === null || item.locationId === device.locationId),
  );
  return Promise.all(
    views.map(async (view) => statusOf(view.id, view.name, await openEntryOf(device.companyId, view.id))),
  );
}

export async function hoursOfShift(companyId: number, shiftId: string): Promise<HoursEntryItem[]> {
  return (await HoursEntry.query.byShift({ companyId, shiftId }).go({ pages: "all" })).data;
}

/** Ending a shift clocks out whoever still tracks hours on it, at the shift's end. */
export async function closeHoursOfShift(companyId: number, shiftId: string, at: string): Promise<void> {
  const open = (await hoursOfShift(companyId, shiftId)).filter((entry) => entry.endTime === undefined);
  await Promise.all(
    open.map((entry) =>
      HoursEntry.patch(entry)
        .set({ endTime: at })
        .where((attr, op) => op.notExists(attr.endTime))
        .go()
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        }),
    ),
  );
}

/** The entry an offline clock action starts: work unless working, a break only from work, nothing on clock-out. */
function offlineNextEntry(
  tracksHours: boolean,
  action: OfflineClockAction,
  open: HoursEntryItem | null,
): HoursType | null {
  if (!tracksHours || action === "clockOut") return null;
  if (action === "clockIn") return open?.type === "work" ? null : "work";
  return open?.type === "work" ? "break" : null;
}

/**
 * A clock action the register recorded offline, applied at its time: what still applies now is done (a clock-in
 * starts work unless working, a break follows work, a clock-out ends what is open), the rest is kept as a record
 * only. The record is written with the hours change, so a replay changes nothing (false: already recorded).
 */
export async function clockOffline(
  shift: ShiftItem,
  employee: RegisterEmployee,
  action: OfflineClockAction,
  record: OfflineRecordItem,
): Promise<boolean> {
  const at = record.recordedAt;
  const started = await startedCountOf(shift.companyId, employee.id);
  const open = await openEntryOf(shift.companyId, employee.id);
  const nextType = offlineNextEntry(employee.tracksHours, action, open);
  const ends = action === "clockOut" || nextType !== null ? open : null;
  const next = nextType ? { entry: newEntry(employee, shift, nextType, at), started } : null;
  try {
    await switchEntries(ends, next, at, record);
  } catch (error) {
    if (error instanceof AppError && error.code === "CONFLICT") return false;
    throw error;
  }
  if (action === "clockIn") await setCurrent(shift, { id: employee.id, name: employee.name });
  else await leaveRegister(shift, employee.id);
  return true;
}
