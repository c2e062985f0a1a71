import { isPermission } from "@pos/core/auth/permissions";
import type { OfflineEmployee } from "@pos/core/offline/offline-sale.schema";
import type { OfflineClockAction } from "@pos/core/offline/offline-shift-work.schema";
import type { CashMovementType } from "@pos/core/shifts/cash-movement.schema";
import type { RegisterEmployeeStatus } from "@pos/core/shifts/hours.schema";
import type { CashCount } from "@pos/core/shifts/shift.schema";
import { trpc } from "@/lib/trpc";
import { registerDb } from "./offline-db";
import { employeeByPasscode } from "./offline-passcode";
import { newPendingId, type OutboxEntry } from "./outbox";
import { addToOutbox } from "./outbox-db";

const offlineShiftMessages = {
  noVerifiers: "The register is offline and has no passcodes saved yet. Reconnect to continue.",
  wrongPasscode: "Invalid passcode (checked on the register while offline)",
  noShift: "The register has no open shift saved on this device. Reconnect to continue.",
  cannotMoveCash: (name: string) => `${name} may not record cash drops, pay ins and pay outs`,
  cannotEndShift: (name: string) => `${name} may not end a shift`,
  notSaved: "The register could not save this on this device. Check the browser's storage and try again.",
  saved: (what: string) => `${what} saved offline: it is sent when the connection is back`,
} as const;

type OfflineShiftOutcome = { ok: true; message: string } | { ok: false; message: string };

const clockMessages: Record<OfflineClockAction, (name: string) => string> = {
  clockIn: (name) => `Clocked in as ${name}`,
  startBreak: () => "Started break",
  clockOut: () => "Clocked out",
};

/** An employee's hours status after a clock action (only employees who track hours have one). */
function statusAfter(
  status: RegisterEmployeeStatus,
  action: OfflineClockAction,
  tracksHours: boolean,
): RegisterEmployeeStatus {
  if (!tracksHours) return status;
  if (action === "clockIn") return { ...status, tracking: true, onBreak: false };
  if (action === "startBreak") return status.tracking ? { ...status, onBreak: true } : status;
  return { ...status, tracking: false, onBreak: false };
}

/**
 * Shift work while the server gives no answer: the passcode is checked against the cached verifiers (as a
 * manager's approval is), and the cash movement or clock action goes to the outbox with its pending id, after the
 * sales recorded before it. A clock action also moves the register's current employee and hours list at once.
 */
export function useOfflineShiftWork() {
  const utils = trpc.useUtils();

  async function employeeOf(passcode: string): Promise<OfflineEmployee | string> {
    const employees = utils.offline.registerData.getData({ customersSince: null })?.employees ?? [];
    if (!employees.some((employee) => employee.verifier)) return offlineShiftMessages.noVerifiers;
    return (await employeeByPasscode(passcode, employees)) ?? offlineShiftMessages.wrongPasscode;
  }

  async function save(entry: OutboxEntry): Promise<boolean> {
    return addToOutbox(registerDb(), entry).then(
      () => true,
      () => false,
    );
  }

  const base = (employee: OfflineEmployee) => {
    const shiftId = utils.shifts.current.getData()?.shift?.id;
    if (!shiftId) return null;
    const pendingId = newPendingId();
    const recordedAt = new Date().toISOString();
    return {
      record: { pendingId, createdAt: recordedAt, state: "waiting" as const, error: null },
      payload: { pendingId, recordedAt, shiftId, employeeId: employee.id },
    };
  };

  async function recordCashMovement(input: {
    type: CashMovementType;
    amount: number | null;
    note: string | null;
    passcode: string;
    label: string;
  }): Promise<OfflineShiftOutcome> {
    const employee = await employeeOf(input.passcode);
    if (typeof employee === "string") return { ok: false, message: employee };
    if (input.type !== "noSale" && !employee.permissions.includes("CAN_MANAGE_CASH_DROPS"))
      return { ok: false, message: offlineShiftMessages.cannotMoveCash(employee.name) };
    const started = base(employee);
    if (!started) return { ok: false, message: offlineShiftMessages.noShift };
    const payload = { ...started.payload, type: input.type, amount: input.amount, note: input.note };
    if (!(await save({ ...started.record, kind: "cashMovement", payload })))
      return { ok: false, message: offlineShiftMessages.notSaved };
    return { ok: true, message: offlineShiftMessages.saved(input.label) };
  }

  async function recordClock(action: OfflineClockAction, passcode: string): Promise<OfflineShiftOutcome> {
    const employee = await employeeOf(passcode);
    if (typeof employee === "string") return { ok: false, message: employee };
    const started = base(employee);
    if (!started) return { ok: false, message: offlineShiftMessages.noShift };
    if (!(await save({ ...started.record, kind: "clock", payload: { ...started.payload, action } })))
      return { ok: false, message: offlineShiftMessages.notSaved };
    const current = utils.hours.current.getData();
    if (action === "clockIn")
      utils.hours.current.setData(undefined, {
        id: employee.id,
        name: employee.name,
        permissions: employee.permissions.filter(isPermission),
      });
    else if (current?.id === employee.id) utils.hours.current.setData(undefined, null);
    utils.hours.employees.setData(undefined, (list) =>
      list?.map((status) => (status.id === employee.id ? statusAfter(status, action, employee.tracksHours) : status)),
    );
    return { ok: true, message: `${clockMessages[action](employee.name)} (saved offline)` };
  }

  /**
   * The end of the shift, counted offline: it goes to the outbox after the shift's sales and cash movements, and
   * the register treats the shift as closed at once (no more sales on it); the server computes the expected cash
   * when it syncs.
   */
  async function recordEndShift(input: {
    floatCount: CashCount | null;
    passcode: string;
  }): Promise<OfflineShiftOutcome> {
    const employee = await employeeOf(input.passcode);
    if (typeof employee === "string") return { ok: false, message: employee };
    if (!employee.permissions.includes("CAN_MANAGE_SHIFTS"))
      return { ok: false, message: offlineShiftMessages.cannotEndShift(employee.name) };
    const started = base(employee);
    if (!started) return { ok: false, message: offlineShiftMessages.noShift };
    const payload = { ...started.payload, floatCount: input.floatCount };
    if (!(await save({ ...started.record, kind: "endShift", payload })))
      return { ok: false, message: offlineShiftMessages.notSaved };
    utils.shifts.current.setData(undefined, { shift: null, lastShiftId: payload.shiftId });
    utils.hours.current.setData(undefined, null);
    return { ok: true, message: offlineShiftMessages.saved("The end of the shift") };
  }

  return { recordCashMovement, recordClock, recordEndShift };
}
