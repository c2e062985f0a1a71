import { describe, expect, it } from "vitest";
import { queueMessages } from "@pos/core/payment-queue/payment-queue.schema";
import { readShiftTotals } from "@pos/core/shifts/shift-totals";
import { passcodes } from "../support/register";
import { saleWorld, sell } from "../support/sale-world";
import { conflict } from "../support/staff";
import { callerFor, failureOf, makeDevice } from "../support/world";

/** Issue 15.9: a parked sale resumed at one register is that register's until it completes it. */
async function twoRegisters() {
  const world = await saleWorld();
  const other = await makeDevice(world.companyId, world.location.id);
  const second = await callerFor(other.token);
  const { shift } = await second.shifts.start({ startingFloat: 0, passcode: passcodes.untracked });
  const parked = await world.register.paymentQueue.park({
    paymentLines: [{ productId: world.products.gummies.productId, quantity: 1, price: 1299 }],
  });
  const lines = [{ productId: world.products.gummies.productId, quantity: 1 }];
  /** Sales recorded on either register's shift. */
  const salesCount = async () => {
    const totals = await Promise.all(
      [world.shift.id, shift.id].map((shiftId) => readShiftTotals(world.companyId, shiftId)),
    );
    return totals.reduce((sum, total) => sum + total.sales.count, 0);
  };
  return { world, first: world.register, second, secondId: other.deviceId, parked, lines, salesCount };
}

describe("resuming a parked sale", () => {
  it("assigns it to the register; the other register sees it taken and cannot open or complete it", async () => {
    const { first, second, secondId, parked, lines, salesCount } = await twoRegisters();
    const resumed = await second.paymentQueue.assignDevice({ paymentQueueId: parked.id });
    expect(resumed).toMatchObject({
      status: "PENDING",
      heldBy: { deviceId: secondId, deviceName: "Register" },
    });

    const listed = (await first.paymentQueue.list()).find((entry) => entry.id === parked.id);
    expect(listed?.heldBy?.deviceId).toBe(secondId);
    const takenMessage = queueMessages.heldElsewhere("Register");
    expect(await failureOf(first.paymentQueue.assignDevice({ paymentQueueId: parked.id }))).toEqual(
      conflict(takenMessage),
    );
    const before = await salesCount();
    expect(
      await failureOf(sell({ register: first }, lines, undefined, { paymentQueueId: parked.id })),
    ).toEqual(conflict(takenMessage));
    expect(await salesCount()).toBe(before);

    const sale = await sell({ register: second }, lines, undefined, { paymentQueueId: parked.id });
    expect(await second.paymentQueue.list()).toEqual([]);
    expect(await salesCount()).toBe(before + 1);
    expect(sale.status).toBe("complete");
  });

  it("lets a register take over an entry another register holds, which then cannot complete it", async () => {
    const { first, second, parked, lines } = await twoRegisters();
    await second.paymentQueue.assignDevice({ paymentQueueId: parked.id });
    const taken = await first.paymentQueue.assignDevice({ paymentQueueId: parked.id, takeOver: true });
    expect(taken.heldBy?.deviceId).not.toBe(undefined);
    expect(
      (await failureOf(sell({ register: second }, lines, undefined, { paymentQueueId: parked.id }))).code,
    ).toBe("CONFLICT");
    await sell({ register: first }, lines, undefined, { paymentQueueId: parked.id });
  });

  it("when two registers resume it at once, one gets it and the other is told who has it", async () => {
    const { first, second, parked } = await twoRegisters();
    const results = await Promise.allSettled([
      first.paymentQueue.assignDevice({ paymentQueueId: parked.id }),
      second.paymentQueue.assignDevice({ paymentQueueId: parked.id }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const holder = (await first.paymentQueue.get({ paymentQueueId: parked.id })).heldBy;
    expect(holder).not.toBeNull();
  });
});

describe("the end-shift check", () => {
  it("lists the register's pending parked sales and the online orders no other register took", async () => {
    const { world, first, second, parked } = await twoRegisters();
    const elsewhere = await second.paymentQueue.park({
      paymentLines: [{ productId: world.products.flower.productId, quantity: 1, price: 3500 }],
    });
    const check = await first.shifts.endCheck();
    expect(check.pending.map((entry) => entry.id)).toEqual([parked.id]);
    expect(check.expectedCash).toBe(30_000);
    expect((await second.shifts.endCheck()).pending.map((entry) => entry.id)).toEqual([elsewhere.id]);

    await second.paymentQueue.assignDevice({ paymentQueueId: parked.id });
    expect((await first.shifts.endCheck()).pending).toEqual([]);
    expect((await second.shifts.endCheck()).pending.map((entry) => entry.id).sort()).toEqual(
      [parked.id, elsewhere.id].sort(),
    );
  });
});
