import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { stockAtLocation } from "@pos/core/inventory/stock";
import { DomainEvent } from "@pos/core/events/domain-event.entity";
import { Company } from "@pos/core/company/company.entity";
import { CustomerEntity, LoyaltyLedgerEntity } from "@pos/core/customers/customer.entity";
import { paymentMessages } from "@pos/core/payments/payment.schema";
import { saleWorld, sell } from "../support/sale-world";
import { badInput } from "../support/staff";
import { failureOf } from "../support/world";

const stockOf = async (world: Awaited<ReturnType<typeof saleWorld>>, productId: string) =>
  (await stockAtLocation(world.companyId, world.location.id)).find((row) => row.productId === productId)
    ?.quantity;

describe("checkout totals", () => {
  it("adds taxes by group, deposits untaxed, takes the stock and records who sold it", async () => {
    const world = await saleWorld();
    const { gummies, soda } = world.products;
    const payment = await sell(world, [
      { productId: gummies.productId, quantity: 2 },
      { productId: soda.productId, quantity: 3 },
    ]);
    // gummies 2 × 12.99 = 25.98, GST 1.30; soda 3 × 2.49 = 7.47, GST 0.37, PST 0.52, deposit 0.30
    expect(payment).toMatchObject({
      status: "complete",
      subtotal: 3345,
      taxes: [
        { name: "GST", rate: 5, amount: 130 + 37 },
        { name: "PST", rate: 7, amount: 52 },
      ],
      taxTotal: 219,
      depositTotal: 30,
      total: 3345 + 219 + 30,
      actualTotal: 3594,
      totalPaid: 3594,
      changeDue: 0,
      employee: { name: "Blake" },
      cannabisEquivalentGrams: 1.5,
    });
    expect(payment.lines[1]).toMatchObject({
      productName: "Soda",
      depositFee: 30,
      units: 3,
      inventorySubtracted: 3,
    });
    expect(await stockOf(world, gummies.productId)).toBe(8);
    expect(await stockOf(world, soda.productId)).toBe(7);
    expect(await world.register.sales.get({ paymentId: payment.id })).toEqual(payment);
    const events = await DomainEvent.query.byCompany({ companyId: world.companyId }).go();
    expect(events.data.map((event) => [event.type, (event.data as { id: string }).id])).toEqual([
      ["payment.completed", payment.id],
    ]);
  });
});

describe("discounts on the sale", () => {
  it("names each applied discount on its line and taxes what is left", async () => {
    const world = await saleWorld();
    const { flower, soda } = world.products;
    const discount = await world.caller.discounts.create({
      companyId: world.companyId,
      discount: {
        name: "Flower Friday",
        kind: "percentage",
        value: 20,
        salesChannels: ["POS"],
        applyAutomatically: true,
        products: [{ id: flower.productId, type: "include" }],
      },
    });
    const payment = await sell(world, [
      { productId: flower.productId, quantity: 1 },
      { productId: soda.productId, quantity: 1 },
    ]);
    expect(payment.lines[0]).toMatchObject({
      discountPrice: 700,
      discountId: discount.id,
      discountMessage: "Flower Friday",
      discounts: [{ id: discount.id, name: "Flower Friday", amount: 700 }],
      taxes: [
        { name: "GST", rate: 5, amount: 140 },
        { name: "PST", rate: 7, amount: 196 },
      ],
      total: 2800 + 336,
    });
    expect(payment.lines[1]).toMatchObject({ discountMessage: null, discounts: [] });
    expect(payment.discountTotal).toBe(700);
  });
});

describe("tenders", () => {
  it("splits cash and debit, gives change from cash and rounds the cash part when penny rounding is on", async () => {
    const world = await saleWorld({ pennyRounding: true });
    const { gummies } = world.products;
    // 12.99 + GST 0.65 = 13.64; debit 10.00, cash part 3.64 → 3.65 (+1), paid with a $5 bill.
    const payment = await sell(
      world,
      [{ productId: gummies.productId, quantity: 1 }],
      [
        { paymentTypeId: "debit", amount: 1000 },
        { paymentTypeId: "cash", amount: 500 },
      ],
    );
    expect(payment).toMatchObject({
      total: 1364,
      rounding: 1,
      actualTotal: 1365,
      totalPaid: 1365,
      changeDue: 135,
    });
    expect(payment.transactions.map((entry) => [entry.paymentTypeId, entry.amount, entry.tendered])).toEqual([
      ["debit", 1000, null],
      ["cash", 364, 500],
      ["cash", 1, null],
    ]);
  });

  it("charges to the cent without penny rounding", async () => {
    const world = await saleWorld();
    const payment = await sell(
      world,
      [{ productId: world.products.gummies.productId, quantity: 1 }],
      [
        { paymentTypeId: "debit", amount: 1000 },
        { paymentTypeId: "cash", amount: 500 },
      ],
    );
    expect(payment).toMatchObject({ total: 1364, rounding: 0, actualTotal: 1364, changeDue: 136 });
    expect(payment.transactions).toHaveLength(2);
  });

  it("refuses card payments over the total and payments that do not cover it", async () => {
    const world = await saleWorld();
    const lines = [{ productId: world.products.gummies.productId, quantity: 1 }];
    expect(await failureOf(sell(world, lines, [{ paymentTypeId: "credit", amount: 2000 }]))).toEqual(
      badInput(paymentMessages.nonCashOverpaid),
    );
    expect(await failureOf(sell(world, lines, [{ paymentTypeId: "cash", amount: 1000 }]))).toEqual(
      badInput(paymentMessages.notEnoughTendered),
    );
    const twice = [
      { lineId: "a", productId: world.products.gummies.productId, quantity: 1 },
      { lineId: "a", productId: world.products.soda.productId, quantity: 1 },
    ];
    expect(
      await failureOf(
        world.register.sales.checkout({
          idempotencyKey: randomUUID(),
          lines: twice,
          tenders: [{ paymentTypeId: "cash", amount: 5000 }],
          expectedTotal: 1643,
        }),
      ),
    ).toEqual(badInput("Each line of the cart needs its own id"));
    expect(await stockAtLocation(world.companyId, world.location.id)).toContainEqual(
      expect.objectContaining({ productId: world.products.gummies.productId, quantity: 10 }),
    );
  });
});

describe("loyalty", () => {
  it("pays with points up to the customer's balance, spends and earns points with ledger entries", async () => {
    const world = await saleWorld();
    const { companyId } = world;
    await Company.patch({ companyId })
      .set({ permissions: { canAccessLoyalty: true } })
      .go();
    const customer = await world.caller.customers.create({ companyId, customer: { name: "Zoë Tremblay" } });
    await CustomerEntity.patch({ companyId, customerId: customer.id }).set({ loyaltyPoints: 500 }).go();
    const lines = [{ productId: world.products.flower.productId, quantity: 1 }];
    // 35.00 + GST 1.75 + PST 2.45 = 39.20
    expect(
      await failureOf(
        sell(
          world,
          lines,
          [
            { paymentTypeId: "loyalty", amount: 600 },
            { paymentTypeId: "cash", amount: 3320 },
          ],
          { customerId: customer.id },
        ),
      ),
    ).toEqual(badInput(paymentMessages.loyaltyOverCap("$5.00")));
    const payment = await sell(
      world,
      lines,
      [
        { paymentTypeId: "loyalty", amount: 500 },
        { paymentTypeId: "cash", amount: 3420 },
      ],
      { customerId: customer.id },
    );
    expect(payment).toMatchObject({
      customer: { id: customer.id, name: "Zoë Tremblay" },
      loyaltyPointsEarned: 34,
    });
    expect(JSON.parse(payment.transactions[0]?.metadata ?? "")).toEqual({
      points: 500,
      loyaltyPointsMultiplier: 100,
      centValue: 500,
    });
    const stored = await CustomerEntity.get({ companyId, customerId: customer.id }).go();
    expect(stored.data?.loyaltyPoints).toBe(34);
    const ledger = await LoyaltyLedgerEntity.query.byCustomer({ companyId, customerId: customer.id }).go();
    expect(ledger.data.map((entry) => [entry.change, entry.balanceAfter])).toEqual([
      [-500, 0],
      [34, 34],
    ]);
  });

  it("refuses a loyalty payment without a customer", async () => {
    const world = await saleWorld();
    await Company.patch({ companyId: world.companyId })
      .set({ permissions: { canAccessLoyalty: true } })
      .go();
    const lines = [{ productId: world.products.gummies.productId, quantity: 1 }];
    expect(
      await failureOf(
        sell(world, lines, [
          { paymentTypeId: "loyalty", amount: 100 },
          { paymentTypeId: "cash", amount: 1264 },
        ]),
      ),
    ).toEqual(badInput(paymentMessages.loyaltyNeedsCustomer));
  });
});
