import { pbkdf2Sync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { stockAtLocation } from "@pos/core/inventory/stock";
import { OfflineSale } from "@pos/core/offline/offline-sale.entity";
import { offlineMessages } from "@pos/core/offline/offline-sale.schema";
import { Payment } from "@pos/core/payments/payment.entity";
import { readShiftTotals } from "@pos/core/shifts/shift-totals";
import { editProduct } from "../support/catalog";
import { offlineSale } from "../support/offline-world";
import { passcodes } from "../support/register";
import { saleWorld, type SaleWorld } from "../support/sale-world";
import { callerFor, failureOf, makeDevice } from "../support/world";

async function stockOf(world: SaleWorld, productId: string) {
  const rows = await stockAtLocation(world.companyId, world.location.id);
  return rows.find((row) => row.productId === productId && row.batchId === null)?.quantity;
}

async function paymentsOf(world: SaleWorld) {
  return (await Payment.query.byLocation({ companyId: world.companyId, locationId: world.location.id }).go())
    .data;
}

describe("offline sales sync", () => {
  it("records the sale with a real id, its offline time and the pending id; stock and shift totals move", async () => {
    const world = await saleWorld({ stock: 5 });
    const { gummies } = world.products;
    const input = await offlineSale(world, [{ productId: gummies.productId, quantity: 2 }]);
    const synced = await world.register.offline.syncSale(input);
    expect(synced.pendingId).toBe(input.pendingId);
    expect(synced.payment.id).toMatch(/^\d+$/);
    expect(synced.payment.createDate).toBe(input.recordedAt);
    expect(synced.payment.employee.id).toBe(world.employees.blake.id);
    expect(synced.offline).toMatchObject({ paymentId: synced.payment.id, flags: [], serverTotal: null });
    expect(await stockOf(world, gummies.productId)).toBe(3);
    const totals = await readShiftTotals(world.companyId, world.shift.id);
    expect(totals.sales).toEqual({ amount: input.charged.total, count: 1 });
    const status = await world.caller.offline.status({ companyId: world.companyId });
    expect(status.flagged).toEqual([]);
  });

  it("answers a replay (the register reloaded or the server restarted mid-sync) with the first sale, writing nothing", async () => {
    const world = await saleWorld({ stock: 5 });
    const { gummies } = world.products;
    const input = await offlineSale(world, [{ productId: gummies.productId, quantity: 1 }]);
    const [first, second] = await Promise.all([
      world.register.offline.syncSale(input),
      world.register.offline.syncSale(input),
    ]);
    const third = await world.register.offline.syncSale(input);
    expect(second.payment.id).toBe(first.payment.id);
    expect(third.payment.id).toBe(first.payment.id);
    expect(await paymentsOf(world)).toHaveLength(1);
    expect(await stockOf(world, gummies.productId)).toBe(4);
    const totals = await readShiftTotals(world.companyId, world.shift.id);
    expect(totals.sales.count).toBe(1);
  });

  it("answers with the cart's online sale when its checkout was recorded before the answer was lost", async () => {
    const world = await saleWorld({ stock: 5 });
    const { gummies } = world.products;
    const input = await offlineSale(world, [{ productId: gummies.productId, quantity: 1 }]);
    const online = await world.register.sales.checkout({
      idempotencyKey: input.pendingId.slice("pending_".length),
      lines: input.lines,
      tenders: input.tenders,
      expectedTotal: input.charged.total,
    });
    const synced = await world.register.offline.syncSale(input);
    expect(synced.payment.id).toBe(online.id);
    expect(await paymentsOf(world)).toHaveLength(1);
    expect(await stockOf(world, gummies.productId)).toBe(4);
  });

  it("keeps both sales of the last unit made offline on two registers and flags the one that took stock below zero", async () => {
    const world = await saleWorld({ stock: 1, blockNegative: true });
    const { gummies } = world.products;
    const other = await makeDevice(world.companyId, world.location.id);
    const second = await callerFor(other.token);
    const { shift } = await second.shifts.start({ startingFloat: 10000, passcode: passcodes.manager });
    const lines = [{ productId: gummies.productId, quantity: 1 }];
    const a = await offlineSale(world, lines);
    const b = await offlineSale({ ...world, register: second, shift }, lines);
    const first = await world.register.offline.syncSale(a);
    const later = await second.offline.syncSale(b);
    expect(first.offline.flags).toEqual([]);
    expect(later.offline.flags).toEqual(["stockNegative"]);
    expect(await stockOf(world, gummies.productId)).toBe(-1);
    const status = await world.caller.offline.status({ companyId: world.companyId });
    expect(status.flagged.map((sale) => sale.pendingId)).toEqual([b.pendingId]);
  });

  it("keeps the price the register charged when the price changed before the sale synced, and flags it", async () => {
    const world = await saleWorld();
    const { gummies } = world.products;
    const input = await offlineSale(world, [{ productId: gummies.productId, quantity: 1 }]);
    await editProduct(gummies, { price: 1500 });
    const synced = await world.register.offline.syncSale(input);
    expect(synced.payment.total).toBe(input.charged.total);
    expect(synced.payment.lines[0]!.price).toBe(1299);
    expect(synced.offline.flags).toEqual(["priceChanged"]);
    expect(synced.offline.serverTotal).toBe(1575);
  });

  it("flags a sale over the limit approved offline by an employee who may not approve it, and names a real approver", async () => {
    const world = await saleWorld({ stock: 20 });
    const { flower } = world.products;
    const lines = [{ productId: flower.productId, quantity: 9 }];
    const refused = await offlineSale(world, lines, {
      approvals: { limit: world.employees.blake.id, price: null, discount: null },
    });
    expect((await world.register.offline.syncSale(refused)).offline.flags).toEqual(["approvalUnverified"]);
    const approved = await offlineSale(world, lines, {
      approvals: { limit: world.employees.avery.id, price: null, discount: null },
    });
    const synced = await world.register.offline.syncSale(approved);
    expect(synced.offline.flags).toEqual([]);
    expect(synced.payment.limitOverride).toEqual({ employeeId: world.employees.avery.id, employeeName: "Avery" });
  });

  it("refuses figures that do not add up, a shift of another register and a tender that needs the network: 400, nothing written", async () => {
    const world = await saleWorld();
    const lines = [{ productId: world.products.gummies.productId, quantity: 1 }];
    const input = await offlineSale(world, lines);
    const bad = (message: string) => ({ code: "BAD_REQUEST", appCode: "INVALID_INPUT", message });
    expect(
      await failureOf(world.register.offline.syncSale({ ...input, charged: { ...input.charged, total: 1 } })),
    ).toEqual(bad(offlineMessages.chargedMismatch));
    expect(await failureOf(world.register.offline.syncSale({ ...input, shiftId: "nope" }))).toEqual(
      bad(offlineMessages.wrongShift),
    );
    const loyalty = { ...input, tenders: [{ paymentTypeId: "loyalty", amount: 100 }] };
    expect((await failureOf(world.register.offline.syncSale(loyalty as never))).code).toBe("BAD_REQUEST");
    expect((await failureOf(world.register.offline.syncSale({ ...input, pendingId: "123" }))).code).toBe(
      "BAD_REQUEST",
    );
    expect(await paymentsOf(world)).toEqual([]);
    expect(await OfflineSale.get({ companyId: world.companyId, pendingId: input.pendingId }).go()).toMatchObject({
      data: null,
    });
  });
});

describe("offline register data", () => {
  it("gives the location's employees their permissions and a slow passcode verifier, never a passcode", async () => {
    const world = await saleWorld();
    const data = await world.register.offline.registerData({ customersSince: null });
    const avery = data.employees.find((employee) => employee.id === world.employees.avery.id)!;
    const blake = data.employees.find((employee) => employee.id === world.employees.blake.id)!;
    expect(avery.permissions).toContain("CAN_OVERRIDE_PURCHASE_LIMIT");
    expect(blake.permissions).not.toContain("CAN_OVERRIDE_PURCHASE_LIMIT");
    const { salt, hash, iterations } = avery.verifier!;
    expect(iterations).toBeGreaterThanOrEqual(100_000);
    const derive = (passcode: string) =>
      pbkdf2Sync(passcode, Buffer.from(salt, "base64url"), iterations, 32, "sha256").toString("base64url");
    expect(derive(passcodes.manager)).toBe(hash);
    expect(derive(passcodes.cashier)).not.toBe(hash);
    expect(blake.verifier!.salt).not.toBe(salt);
    expect(JSON.stringify(data)).not.toContain(`"${passcodes.manager}"`);
  });

  it("shows the dashboard the registers that report sales waiting", async () => {
    const world = await saleWorld();
    await world.register.offline.reportOutbox({ pending: 3, oldestAt: "2026-01-01T10:00:00.000Z" });
    const status = await world.caller.offline.status({ companyId: world.companyId });
    expect(status.registers).toEqual([
      expect.objectContaining({ deviceId: world.device.deviceId, pending: 3, oldestAt: "2026-01-01T10:00:00.000Z" }),
    ]);
    await world.register.offline.reportOutbox({ pending: 0, oldestAt: null });
    expect((await world.caller.offline.status({ companyId: world.companyId })).registers).toEqual([]);
  });
});
