import { nowIso } from "../common/clock";
import type { DeviceActor } from "../common/actor";
import { nextId } from "../db/counters";
import { employeeAtRegister } from "../employees/register-employee";
import { ShiftLog, type ShiftLogItem } from "./cash-movement.entity";
import {
  ZListCashMovementsInput,
  ZRecordCashMovementInput,
  type RecordCashMovementInput,
  type ShiftLogView,
} from "./cash-movement.schema";
import { assertEmployeeMay, findLocationShift, openShiftOf } from "./shift-store";

const toView = (item: ShiftLogItem): ShiftLogView => ({
  id: item.logId,
  shiftId: item.shiftId,
  type: item.type,
  amount: item.amount ?? null,
  note: item.note ?? null,
  userId: item.userId,
  userName: item.userName,
  createDate: item.createDate,
});

/**
 * A cash drop, pay in or pay out needs CAN_MANAGE_CASH_DROPS of the passcode's employee;
 * a no sale (opening the drawer) only needs a known employee, who is logged.
 */
export async function recordCashMovement(
  actor: DeviceActor,
  input: RecordCashMovementInput,
): Promise<ShiftLogView> {
  const data = ZRecordCashMovementInput.parse(input);
  const employee = await employeeAtRegister(actor, { passcode: data.passcode });
  if (data.type !== "noSale")
    assertEmployeeMay(employee, "CAN_MANAGE_CASH_DROPS", "record cash drops, pay ins and pay outs");
  const { shift } = await openShiftOf(actor);
  const item: ShiftLogItem = {
    companyId: shift.companyId,
    shiftId: shift.shiftId,
    logId: String(await nextId(`shiftLog:${shift.companyId}:${shift.shiftId}`)).padStart(8, "0"),
    type: data.type,
    amount: data.type === "noSale" ? undefined : data.amount,
    note: data.note || undefined,
    userId: employee.id,
    userName: employee.name,
    createDate: nowIso(),
  };
  await ShiftLog.create(item).go();
  return toView(item);
}

export async function logsOfShift(companyId: number, shiftId: string): Promise<ShiftLogView[]> {
  return (
    await ShiftLog.query.byShift({ companyId, shiftId }).go({ pages: "all", consistent: true })
  ).data.map(toView);
}

export async function listCashMovements(
  actor: DeviceActor,
  input: { shiftId: string },
): Promise<ShiftLogView[]> {
  const { shiftId } = ZListCashMovementsInput.parse(input);
  const shift = await findLocationShift(actor, shiftId);
  return logsOfShift(shift.companyId, shift.shiftId);
}
