import { Service } from "electrodb";
import { nowIso } from "../common/clock";
import type { DeviceActor } from "../common/actor";
import { AppError } from "../common/errors";
import { getCompany } from "../company/company";
import { queryPage, type Page, type PageInput } from "../db/pagination";
import { isConditionFailure } from "../db/conditions";
import { nextId } from "../db/counters";
import { getActiveDevice } from "../device/device";
import type { DeviceItem } from "../device/device.entity";
import type { RegisterEmployee } from "../employees/employees.schema";
import { employeeAtRegister } from "../employees/register-employee";
import { DomainEvent, domainEventItem } from "../events/domain-event.entity";
import { OfflineRecord, type OfflineRecordItem } from "../offline/offline-record.entity";
import { getCashSettings } from "./cash-settings";
import { isDiscrepancyWarning } from "./cash-settings.schema";
import { expectedCash } from "./expected-cash";
import { countTotal, unknownDenominations } from "./denominations";
import { clockIn, closeHoursOfShift } from "./hours";
import { RegisterShift, Shift, type ShiftItem } from "./shift.entity";
import {
  ZAddFloatCountInput,
  ZEndShiftInput,
  ZShiftRef,
  ZStartShiftInput,
  type AddFloatCountInput,
  type CashCount,
  type CurrentShift,
  type EndShiftInput,
  type ShiftListItem,
  type ShiftView,
  type StartShiftInput,
} from "./shift.schema";
import {
  assertEmployeeMay,
  findLocationShift,
  findShift,
  registerState,
  shiftMessages,
  toShiftView,
} from "./shift-store";

const shiftService = new Service({ shift: Shift, register: RegisterShift, event: DomainEvent, offline: OfflineRecord });

async function assertCountOfCurrency(companyId: number, count: CashCount): Promise<void> {
  const { country } = await getCompany(companyId);
  const [unknown] = unknownDenominations(count, country);
  if (unknown !== undefined) throw new AppError("INVALID_INPUT", shiftMessages.unknownDenomination(unknown));
}

export async function currentShift(actor: DeviceActor): Promise<CurrentShift> {
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const { openShiftId, lastShiftId } = await registerState(device.companyId, device.deviceId);
  const shift = openShiftId ? await findShift(device.companyId, openShiftId) : null;
  return { shift: shift ? toShiftView(shift) : null, lastShiftId };
}

/** Creates the shift (one open shift per register, a conditional write), then clocks the employee in. */
export async function startShift(
  actor: DeviceActor,
  input: StartShiftInput,
): Promise<{ shift: ShiftView; message: string }> {
  const data = ZStartShiftInput.parse(input);
  const employee = await employeeAtRegister(actor, { passcode: data.passcode });
  assertEmployeeMay(employee, "CAN_MANAGE_SHIFTS", "start a shift");
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  if (data.floatCount) {
    await assertCountOfCurrency(device.companyId, data.floatCount);
    if (countTotal(data.floatCount) !== data.startingFloat)
      throw new AppError("INVALID_INPUT", shiftMessages.floatMismatch);
  }
  if ((await registerState(device.companyId, device.deviceId)).openShiftId)
    throw new AppError("CONFLICT", shiftMessages.alreadyOpen);
  const shift: ShiftItem = {
    companyId: device.companyId,
    shiftId: String(await nextId(`shift:${device.companyId}`, 1001)),
    deviceId: device.deviceId,
    deviceName: device.name,
    locationId: device.locationId,
    createDate: nowIso(),
    startCash: data.startingFloat,
    startCashCount: data.floatCount,
    notes: data.notes || undefined,
    startedById: employee.id,
    startedByName: employee.name,
  };
  const result = await shiftService.transaction
    .write(({ shift: shifts, register }) => [
      shifts.create(shift).commit(),
      register
        .update({ companyId: device.companyId, deviceId: device.deviceId })
        .set({ openShiftId: shift.shiftId })
        .where((attr, op) => op.notExists(attr.openShiftId))
        .commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("CONFLICT", shiftMessages.alreadyOpen);
  const { message } = await clockIn(actor, { passcode: data.passcode });
  return { shift: toShiftView(await findShift(shift.companyId, shift.shiftId)), message };
}

export async function endShift(actor: DeviceActor, input: EndShiftInput): Promise<{ shiftId: string }> {
  const data = ZEndShiftInput.parse(input);
  const employee = await employeeAtRegister(actor, { passcode: data.password });
  assertEmployeeMay(employee, "CAN_MANAGE_SHIFTS", "end a shift");
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const { openShiftId } = await registerState(device.companyId, device.deviceId);
  if (!openShiftId) throw new AppError("CONFLICT", shiftMessages.alreadyEnded);
  const shift = await findShift(device.companyId, openShiftId);
  const closed = await closeShift({
    device,
    shift,
    employee,
    endDate: nowIso(),
    floatCount: data.floatCount,
    notes: data.notes,
  });
  if (!closed) throw new AppError("CONFLICT", shiftMessages.alreadyEnded);
  return { shiftId: shift.shiftId };
}

/**
 * Ends the register's open shift at `endDate`, online or synced from the register's outbox: the expected cash
 * is computed here, once, by the one rule (expectedCash), after every sale and cash movement of the shift is in.
 * `offline` (the outbox record of an offline close) is written in the same transaction, so a replay writes
 * nothing. False when the shift was already ended (or the register's open shift is another).
 */
export async function closeShift(close: {
  device: DeviceItem;
  shift: ShiftItem;
  employee: RegisterEmployee;
  endDate: string;
  floatCount: CashCount | null;
  notes?: string | undefined;
  offline?: OfflineRecordItem;
}): Promise<boolean> {
  const { device, shift, employee, endDate, floatCount, notes, offline } = close;
  if (floatCount) await assertCountOfCurrency(device.companyId, floatCount);
  const endCash = await expectedCash(shift);
  const ended = {
    shiftId: shift.shiftId,
    deviceId: device.deviceId,
    startDate: shift.createDate,
    endDate,
    startCash: shift.startCash,
    endCash,
    endedByName: employee.name,
  };
  const result = await shiftService.transaction
    .write(({ shift: shifts, register, event, offline: records }) => [
      shifts
        .patch({ companyId: shift.companyId, shiftId: shift.shiftId })
        .set({
          endDate,
          endCash,
          endedById: employee.id,
          endedByName: employee.name,
          ...(floatCount ? { cashCount: floatCount } : {}),
          ...(notes ? { endNotes: notes } : {}),
        })
        .where((attr, op) => op.notExists(attr.endDate))
        .commit(),
      register
        .patch({ companyId: device.companyId, deviceId: device.deviceId })
        .set({ lastShiftId: shift.shiftId })
        .remove(["openShiftId"])
        .where((attr, op) => op.eq(attr.openShiftId, shift.shiftId))
        .commit(),
      event
        .create(
          domainEventItem({
            companyId: device.companyId,
            type: "shift.ended",
            locationId: shift.locationId,
            data: ended,
          }),
        )
        .commit(),
      ...(offline ? [records.create(offline).commit()] : []),
    ])
    .go();
  if (result.canceled) return false;
  await closeHoursOfShift(shift.companyId, shift.shiftId, endDate);
  return true;
}

export async function getRegisterShift(actor: DeviceActor, input: { shiftId: string }): Promise<ShiftView> {
  return toShiftView(await findLocationShift(actor, ZShiftRef.parse(input).shiftId));
}

/** The location's shifts, newest first, each with its discrepancy judged against the company's threshold. */
export async function listShifts(
  companyId: number,
  locationId: string,
  page: PageInput,
): Promise<Page<ShiftListItem>> {
  const { discrepancyThreshold } = await getCashSettings(companyId);
  return queryPage(
    Shift.query.byLocation({ companyId, locationId }).params({ order: "desc" }),
    (items) =>
      Shift.parse({ Items: items }).data.map((shift) => {
        const countedCash = shift.cashCount ? countTotal(shift.cashCount) : null;
        const endCash = shift.endCash ?? null;
        const discrepancy = countedCash === null || endCash === null ? null : countedCash - endCash;
        return {
          id: shift.shiftId,
          deviceId: shift.deviceId,
          deviceName: shift.deviceName,
          createDate: shift.createDate,
          endDate: shift.endDate ?? null,
          startCash: shift.startCash,
          endCash,
          countedCash,
          discrepancy,
          discrepancyWarning: isDiscrepancyWarning(discrepancy, discrepancyThreshold),
          startedByName: shift.startedByName,
        };
      }),
    page,
  );
}

/** A float count skipped at the register ('Count later'), added on the dashboard once. */
export async function addFloatCount(input: AddFloatCountInput): Promise<ShiftView> {
  const data = ZAddFloatCountInput.parse(input);
  const shift = await findShift(data.companyId, data.shiftId);
  if (data.locationId !== undefined && shift.locationId !== data.locationId)
    throw new AppError("NOT_FOUND", shiftMessages.notFound);
  if (!shift.endDate) throw new AppError("CONFLICT", shiftMessages.countWhileOpen);
  if (shift.cashCount) throw new AppError("CONFLICT", shiftMessages.countExists);
  await assertCountOfCurrency(data.companyId, data.floatCount);
  await Shift.patch({ companyId: shift.companyId, shiftId: shift.shiftId })
    .set({ cashCount: data.floatCount })
    .where((attr, op) => `${op.notExists(attr.cashCount)} AND ${op.exists(attr.endDate)}`)
    .go()
    .catch((error: unknown) => {
      throw isConditionFailure(error) ? new AppError("CONFLICT", shiftMessages.countExists) : error;
    });
  return toShiftView(await findShift(shift.companyId, shift.shiftId));
}
