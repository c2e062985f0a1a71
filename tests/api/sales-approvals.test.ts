import { describe, expect, it } from "vitest";
import { paymentMessages } from "@pos/core/payments/payment.schema";
import { passcodes } from "../support/register";
import { saleWorld, sell } from "../support/sale-world";
import { failureOf } from "../support/world";

const forbidden = (message: string) => ({ code: "FORBIDDEN", appCode: "FORBIDDEN", message });

describe("possession limit", () => {
  it("refuses a sale over 30 g, refuses a cashier's approval and records a manager's", async () => {
    const world = await saleWorld();
    // 9 jars of 3.5 g = 31.5 g of dried cannabis equivalent
    const lines = [{ productId: world.products.flower.productId, quantity: 9 }];
    expect(await failureOf(sell(world, lines))).toEqual(forbidden(paymentMessages.overLimit("31.5")));
    expect(
      await failureOf(sell(world, lines, undefined, { limitOverridePasscode: passcodes.cashier })),
    ).toEqual(forbidden(paymentMessages.limitOverrideRefused));
    const payment = await sell(world, lines, undefined, { limitOverridePasscode: passcodes.manager });
    expect(payment).toMatchObject({
      cannabisEquivalentGrams: 31.5,
      employee: { name: "Blake" },
      limitOverride: { employeeId: world.employees.avery.id, employeeName: "Avery" },
    });
  });

  it("lets 29.5 g through without approval", async () => {
    const world = await saleWorld();
    const payment = await sell(world, [
      { productId: world.products.flower.productId, quantity: 8 },
      { productId: world.products.gummies.productId, quantity: 2 },
    ]);
    expect(payment).toMatchObject({ cannabisEquivalentGrams: 29.5, limitOverride: null });
  });
});

describe("price overrides", () => {
  it("are refused to a cashier, allowed with a manager's passcode or to a seller with the permission", async () => {
    const world = await saleWorld();
    const lines = [{ productId: world.products.gummies.productId, quantity: 1, priceOverride: 999 }];
    expect(await failureOf(sell(world, lines))).toEqual(forbidden(paymentMessages.noPriceOverride));
    expect(
      await failureOf(sell(world, lines, undefined, { priceOverridePasscode: passcodes.cashier })),
    ).toEqual(forbidden(paymentMessages.priceOverrideRefused));
    const approved = await sell(world, lines, undefined, { priceOverridePasscode: passcodes.manager });
    expect(approved.lines[0]).toMatchObject({ price: 999, originalPrice: 1299, linePrice: 999 });
    expect(approved.total).toBe(999 + 50);

    await world.register.hours.clockIn({ passcode: passcodes.manager });
    const byManager = await sell(world, lines);
    expect(byManager).toMatchObject({ employee: { name: "Avery" }, total: 1049 });
  });

  it("refuses a total the register computed from old prices", async () => {
    const world = await saleWorld();
    const lines = [{ productId: world.products.gummies.productId, quantity: 1 }];
    expect(await failureOf(sell(world, lines, undefined, { expectedTotal: 1300 }))).toEqual({
      code: "CONFLICT",
      appCode: "CONFLICT",
      message: paymentMessages.totalChanged,
    });
  });

  it("refuses a sale when no employee is clocked in", async () => {
    const world = await saleWorld();
    await world.register.hours.clearCurrent();
    expect(
      await failureOf(sell(world, [{ productId: world.products.gummies.productId, quantity: 1 }])),
    ).toEqual({
      code: "BAD_REQUEST",
      appCode: "INVALID_INPUT",
      message: paymentMessages.noEmployee,
    });
  });
});
