import { describe, expect, it } from "vitest";
import { legalAgeMessages } from "@pos/core/customers/legal-age";
import type { DiscountFieldsInput } from "@pos/core/discounts/discount.schema";
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

describe("discounts given at the register (CAN_APPLY_DISCOUNTS)", () => {
  async function discountWorld() {
    const world = await saleWorld();
    const { caller, companyId } = world;
    const create = (name: string, fields: Partial<DiscountFieldsInput> = {}) =>
      caller.discounts.create({
        companyId,
        discount: { name, kind: "percentage", value: 10, salesChannels: ["POS"], ...fields },
      });
    return { ...world, tenOff: await create("Ten off"), create };
  }

  it("are refused to a cashier, refused with a cashier's passcode, allowed with a manager's or to a manager", async () => {
    const world = await discountWorld();
    const gummies = { productId: world.products.gummies.productId, quantity: 1 };
    const order = { orderDiscountIds: [world.tenOff.id] };
    const manual = [{ ...gummies, manualDiscountIds: [world.tenOff.id] }];
    expect(await failureOf(sell(world, [gummies], undefined, order))).toEqual(
      forbidden(paymentMessages.noDiscount),
    );
    expect(await failureOf(sell(world, manual))).toEqual(forbidden(paymentMessages.noDiscount));
    expect(await failureOf(sell(world, manual, undefined, { discountPasscode: passcodes.cashier }))).toEqual(
      forbidden(paymentMessages.discountRefused),
    );
    expect(await world.register.payments.listForRegister({ limit: 10 })).toMatchObject({ items: [] });

    const approved = await sell(world, manual, undefined, { discountPasscode: passcodes.manager });
    expect(approved).toMatchObject({ subtotal: 1299, discountTotal: 130, employee: { name: "Blake" } });
    await world.register.hours.clockIn({ passcode: passcodes.manager });
    expect(await sell(world, [gummies], undefined, order)).toMatchObject({ discountTotal: 130 });
  });

  it("need nothing when automatic, and a parked sale's discount needs approval again", async () => {
    const world = await discountWorld();
    await world.create("Auto five", { value: 5, applyAutomatically: true });
    const gummies = { productId: world.products.gummies.productId, quantity: 1 };
    expect(await sell(world, [gummies])).toMatchObject({ discountTotal: 65 });

    const parked = await world.register.paymentQueue.park({
      paymentLines: [{ ...gummies, price: 1299, discountId: world.tenOff.id }],
    });
    const resumed = [{ ...gummies, discountId: world.tenOff.id }];
    expect(await failureOf(sell(world, resumed, undefined, { paymentQueueId: parked.id }))).toEqual(
      forbidden(paymentMessages.noDiscount),
    );
    expect(await failureOf(sell(world, resumed))).toEqual(forbidden(paymentMessages.noDiscount));
  });
});

describe("a customer under the legal age", () => {
  it("cannot be sold to through the API: the store's province decides the age", async () => {
    const world = await saleWorld();
    const { caller, companyId } = world;
    const fourteen = new Date();
    fourteen.setUTCFullYear(fourteen.getUTCFullYear() - 14);
    const birthday = fourteen.toISOString().slice(0, 10);
    const young = await caller.customers.create({ companyId, customer: { name: "Young Buyer", birthday } });
    const lines = [{ productId: world.products.gummies.productId, quantity: 1 }];
    expect(await failureOf(sell(world, lines, undefined, { customerId: young.id }))).toEqual({
      code: "BAD_REQUEST",
      appCode: "INVALID_INPUT",
      message: legalAgeMessages.underAge(19),
    });
    expect(await world.register.payments.listForRegister({ limit: 10 })).toMatchObject({ items: [] });
    const adult = await caller.customers.create({
      companyId,
      customer: { name: "Adult Buyer", birthday: "1990-05-01" },
    });
    expect(await sell(world, lines, undefined, { customerId: adult.id })).toMatchObject({
      customer: { id: adult.id },
    });
  });
});
