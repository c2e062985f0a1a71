import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { OfflineRecord } from "@pos/core/offline/offline-record.entity";
import { offlineMessages } from "@pos/core/offline/offline-sale.schema";
import { offlineShiftWorkMessages } from "@pos/core/offline/offline-shift-work.schema";
import { expectedCash } from "@pos/core/shifts/expected-cash";
import { hoursOfShift } from "@pos/core/shifts/hours";
import { findShift } from "@pos/core/shifts/shift-store";
import { offlineSale } from "../support/offline-world";
import { passcodes } from "../support/register";
import { saleWorld, type SaleWorld } from "../support/sale-world";
import { callerFor, failureOf, makeDevice } from "../support/world";

const pendingId = () => `pending_${randomUUID()}`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The register's outbox of one offline shift end, in its order: a cash sale, a pay out, then the close. */
async function offlineShift(world: SaleWorld) {
  const { gummies } = world.products;
  const sale = await offlineSale(world, [{ productId: gummies.productId, quantity: 2 }], {
    recordedAt: minutesAgo(30),
  });
  const base = { shiftId: world.shift.id, employeeId: world.employees.avery.id };
  const payOut = { ...base, pendingId: pendingId(), recordedAt: minutesAgo(20), type: "payOut" as const, amount: 700 };
  const close = {
    ...base,
    pendingId: pendingId(),
    recordedAt: minutesAgo(10),
    floatCount: { "2000": 15, "500": 1 },
    notes: "Closed offline",
  };
  return { sale, payOut, close };
}

describe("offline end of shift sync", () => {
  it("closes the shift at its offline time with the count, after its sales and cash movements, once", async () => {
    const world = await saleWorld({ stock: 5 });
    const { sale, payOut, close } = await offlineShift(world);
    await world.register.offline.syncSale(sale);
    await world.register.offline.syncCashMovement(payOut);
    // What the online close would store: the one rule, over the shift as it stands before the close.
    const expected = await expectedCash({ companyId: world.companyId, shiftId: world.shift.id, startCash: 30000 });
    expect(expected).toBe(30000 + sale.tenders[0]!.amount - 700);

    const first = await world.register.offline.syncEndShift(close);
    // The answer was lost, the register reloaded: sent again, also twice at once; one close.
    const [again, twice] = await Promise.all([
      world.register.offline.syncEndShift(close),
      world.register.offline.syncEndShift(close),
    ]);
    expect(again).toEqual(first);
    expect(twice).toEqual(first);
    expect(first).toMatchObject({ pendingId: close.pendingId, kind: "endShift", shiftId: world.shift.id, logId: null });

    const shift = await findShift(world.companyId, world.shift.id);
    expect(shift).toMatchObject({
      endDate: close.recordedAt,
      endCash: expected,
      cashCount: close.floatCount,
      endNotes: "Closed offline",
      endedById: world.employees.avery.id,
    });
    expect(await world.register.shifts.current()).toEqual({ shift: null, lastShiftId: world.shift.id });
    const [listed] = (await world.caller.shifts.list({ companyId: world.companyId, locationId: world.location.id, page: { limit: 10 } }))
      .items;
    expect(listed).toMatchObject({ id: world.shift.id, endCash: expected, countedCash: 30500 });
    expect(listed?.discrepancy).toBe(30500 - expected);
    const report = await world.register.shifts.report({ shiftId: world.shift.id });
    expect(report.endingFloat).toBe(expected);
    // Everyone still clocked in on the shift is clocked out at the close's offline time.
    const open = (await hoursOfShift(world.companyId, world.shift.id)).filter((entry) => !entry.endTime);
    expect(open).toEqual([]);
    const ends = (await hoursOfShift(world.companyId, world.shift.id)).map((entry) => entry.endTime);
    expect(ends).toContain(close.recordedAt);
  });

  it("refuses, writing nothing, a close by an employee without the permission, of another register, or of a shift already ended", async () => {
    const world = await saleWorld({ stock: 5 });
    const { close } = await offlineShift(world);
    const byBlake = { ...close, pendingId: pendingId(), employeeId: world.employees.blake.id };
    expect(await failureOf(world.register.offline.syncEndShift(byBlake))).toMatchObject({
      code: "BAD_REQUEST",
      message: offlineShiftWorkMessages.cannotEndShift("Blake"),
    });
    const other = await callerFor((await makeDevice(world.companyId, world.location.id)).token);
    expect(await failureOf(other.offline.syncEndShift(close))).toMatchObject({
      code: "BAD_REQUEST",
      message: offlineMessages.wrongShift,
    });
    expect((await failureOf(world.register.offline.syncEndShift({ ...close, floatCount: { "3": 1 } }))).code).toBe(
      "BAD_REQUEST",
    );
    expect((await findShift(world.companyId, world.shift.id)).endDate).toBeUndefined();

    await world.register.shifts.end({ floatCount: null, password: passcodes.manager });
    const ended = await findShift(world.companyId, world.shift.id);
    expect(await failureOf(world.register.offline.syncEndShift(close))).toMatchObject({
      code: "BAD_REQUEST",
      message: offlineShiftWorkMessages.alreadyEnded,
    });
    expect(await findShift(world.companyId, world.shift.id)).toEqual(ended);
    for (const id of [byBlake.pendingId, close.pendingId])
      expect((await OfflineRecord.get({ companyId: world.companyId, pendingId: id }).go()).data).toBeNull();
  });
});
