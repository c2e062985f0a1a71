import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { OfflineRecord } from "@pos/core/offline/offline-record.entity";
import { offlineMessages } from "@pos/core/offline/offline-sale.schema";
import { offlineShiftWorkMessages } from "@pos/core/offline/offline-shift-work.schema";
import { logsOfShift } from "@pos/core/shifts/cash-movements";
import { expectedCash } from "@pos/core/shifts/expected-cash";
import { hoursOfShift } from "@pos/core/shifts/hours";
import { openShift, passcodes } from "../support/register";
import { failureOf, makeDevice, callerFor } from "../support/world";

const pendingId = () => `pending_${randomUUID()}`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function expectedOf(world: Awaited<ReturnType<typeof openShift>>) {
  return expectedCash({ companyId: world.companyId, shiftId: world.shift.id, startCash: 30000 });
}

describe("offline shift work sync", () => {
  it("logs cash movements at their offline time, once, and the shift's expected cash follows them", async () => {
    const world = await openShift();
    const { avery } = world.employees;
    const base = { shiftId: world.shift.id, employeeId: avery.id };
    const payIn = { ...base, pendingId: pendingId(), recordedAt: minutesAgo(30), type: "payIn" as const, amount: 2500 };
    const payOut = {
      ...base,
      pendingId: pendingId(),
      recordedAt: minutesAgo(20),
      type: "payOut" as const,
      amount: 1000,
      note: "Window cleaner",
    };
    const drawer = { ...base, pendingId: pendingId(), recordedAt: minutesAgo(10), type: "noSale" as const };
    const first = await world.register.offline.syncCashMovement(payIn);
    // The answer was lost and the register sends it again, also twice at once: one log entry.
    const [again, twice] = await Promise.all([
      world.register.offline.syncCashMovement(payIn),
      world.register.offline.syncCashMovement(payIn),
    ]);
    expect(again).toEqual(first);
    expect(twice).toEqual(first);
    await world.register.offline.syncCashMovement(payOut);
    await world.register.offline.syncCashMovement(drawer);
    await world.register.offline.syncCashMovement(payOut);

    const logs = await logsOfShift(world.companyId, world.shift.id);
    expect(logs.map(({ type, amount, note, userId, createDate }) => ({ type, amount, note, userId, createDate }))).toEqual([
      { type: "payIn", amount: 2500, note: null, userId: avery.id, createDate: payIn.recordedAt },
      { type: "payOut", amount: 1000, note: "Window cleaner", userId: avery.id, createDate: payOut.recordedAt },
      { type: "noSale", amount: null, note: null, userId: avery.id, createDate: drawer.recordedAt },
    ]);
    expect(await expectedOf(world)).toBe(30000 + 2500 - 1000);
    const report = await world.register.shifts.report({ shiftId: world.shift.id });
    expect(report.endingFloat).toBe(30000 + 2500 - 1000);
  });

  it("gives a shift ended before the sync its expected cash again", async () => {
    const world = await openShift();
    const movement = {
      pendingId: pendingId(),
      recordedAt: minutesAgo(5),
      shiftId: world.shift.id,
      employeeId: world.employees.avery.id,
      type: "cashDrop" as const,
      amount: 5000,
    };
    await world.register.shifts.end({ floatCount: null, password: passcodes.manager });
    await world.register.offline.syncCashMovement(movement);
    const report = await world.register.shifts.report({ shiftId: world.shift.id });
    expect(report.endingFloat).toBe(30000 - 5000);
  });

  it("refuses, writing nothing, a movement by an employee without the permission, of another register or malformed", async () => {
    const world = await openShift();
    const base = {
      recordedAt: minutesAgo(5),
      shiftId: world.shift.id,
      employeeId: world.employees.blake.id,
      type: "payOut" as const,
      amount: 500,
    };
    const blake = { ...base, pendingId: pendingId() };
    expect(await failureOf(world.register.offline.syncCashMovement(blake))).toMatchObject({
      code: "BAD_REQUEST",
      message: offlineShiftWorkMessages.cannotMoveCash("Blake"),
    });
    const other = await callerFor((await makeDevice(world.companyId, world.location.id)).token);
    const elsewhere = { ...base, pendingId: pendingId(), employeeId: world.employees.avery.id };
    expect(await failureOf(other.offline.syncCashMovement(elsewhere))).toMatchObject({
      code: "BAD_REQUEST",
      message: offlineMessages.wrongShift,
    });
    expect(
      (await failureOf(world.register.offline.syncCashMovement({ ...elsewhere, type: "noSale" }))).code,
    ).toBe("BAD_REQUEST");
    expect(
      (await failureOf(world.register.offline.syncCashMovement({ ...elsewhere, pendingId: "pending_1" }))).code,
    ).toBe("BAD_REQUEST");
    expect(await logsOfShift(world.companyId, world.shift.id)).toEqual([]);
    for (const id of [blake.pendingId, elsewhere.pendingId])
      expect((await OfflineRecord.get({ companyId: world.companyId, pendingId: id }).go()).data).toBeNull();
  });

  it("applies clock-ins, breaks and clock-outs at their offline times, once each, in order", async () => {
    const world = await openShift();
    const { blake } = world.employees;
    const clock = (action: "clockIn" | "startBreak" | "clockOut", minutes: number) => ({
      pendingId: pendingId(),
      recordedAt: minutesAgo(minutes),
      shiftId: world.shift.id,
      employeeId: blake.id,
      action,
    });
    const steps = [clock("clockIn", 40), clock("startBreak", 30), clock("clockIn", 20), clock("clockOut", 10)];
    for (const step of steps.slice(0, 3)) {
      await world.register.offline.syncClock(step);
      await world.register.offline.syncClock(step);
    }
    expect(await world.register.hours.current()).toMatchObject({ id: blake.id, name: "Blake" });
    await world.register.offline.syncClock(steps[3]!);
    await world.register.offline.syncClock(steps[0]!);
    const entries = (await hoursOfShift(world.companyId, world.shift.id))
      .filter((entry) => entry.userId === blake.id)
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .map(({ type, startTime, endTime }) => ({ type, startTime, endTime }));
    expect(entries).toEqual([
      { type: "work", startTime: steps[0]!.recordedAt, endTime: steps[1]!.recordedAt },
      { type: "break", startTime: steps[1]!.recordedAt, endTime: steps[2]!.recordedAt },
      { type: "work", startTime: steps[2]!.recordedAt, endTime: steps[3]!.recordedAt },
    ]);
    expect(await world.register.hours.current()).toBeNull();
  });
});
