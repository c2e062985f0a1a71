import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Company } from "@pos/core/company/company.entity";
import { CustomerEntity, LoyaltyLedgerEntity } from "@pos/core/customers/customer.entity";
import { saleWorld, sell, type SaleWorld } from "../support/sale-world";
import { passcodes } from "../support/register";

/** A register whose company runs its own loyalty (1 point per dollar) and a customer with no points. */
async function loyaltyWorld() {
  const world = await saleWorld();
  const { companyId, caller } = world;
  await Company.patch({ companyId })
    .set({ permissions: { canAccessLoyalty: true } })
    .go();
  const customerId = (await caller.customers.create({ companyId, customer: { name: "Robin Ng" } })).id;
  const points = async () =>
    (await CustomerEntity.get({ companyId, customerId }).go({ consistent: true })).data?.loyaltyPoints;
  const ledger = async () =>
    (await LoyaltyLedgerEntity.query.byCustomer({ companyId, customerId }).go({ pages: "all" })).data;
  return { ...world, customerId, points, ledger };
}

const refundInput = (paymentId: string, units: number) => ({
  paymentId,
  idempotencyKey: randomUUID(),
  lines: [{ lineId: "l1", units }],
  passcode: passcodes.manager,
});

const gummies = (world: SaleWorld, quantity: number) => [
  { lineId: "l1", productId: world.products.gummies.productId, quantity },
];

describe("a refund and the points its sale earned", () => {
  it("takes all of them back with a full refund, in the refund's transaction", async () => {
    const world = await loyaltyWorld();
    // $35.00 + 12 % = $39.20: 39 points.
    const sale = await sell(
      world,
      [{ lineId: "l1", productId: world.products.flower.productId, quantity: 1 }],
      undefined,
      { customerId: world.customerId },
    );
    expect(sale.loyaltyPointsEarned).toBe(39);
    expect(await world.points()).toBe(39);
    await world.register.payments.refund(refundInput(sale.id, 1));
    expect(await world.points()).toBe(0);
    expect((await world.ledger()).at(-1)).toMatchObject({
      change: -39,
      balanceAfter: 0,
      reason: `Earned on sale #${sale.number}, taken back by a refund`,
    });
  });

  it("takes back a share of each partial refund, rounded down, and never more than was earned", async () => {
    const world = await loyaltyWorld();
    // 3 × $13.64 = $40.92: 40 points; each unit refunds $13.64.
    const sale = await sell(world, gummies(world, 3), undefined, { customerId: world.customerId });
    expect(sale.loyaltyPointsEarned).toBe(40);
    const balances: (number | undefined)[] = [];
    for (let unit = 0; unit < 3; unit += 1) {
      await world.register.payments.refund(refundInput(sale.id, 1));
      balances.push(await world.points());
    }
    // floor(40 × 1364 / 4092) = 13, floor(40 × 2728 / 4092) = 26, then the rest.
    expect(balances).toEqual([27, 14, 0]);
    const taken = (await world.ledger()).filter((entry) => entry.reason.includes("taken back"));
    expect(taken.map((entry) => entry.change)).toEqual([-13, -13, -14]);
  });

  it("takes them back once when the same refund is retried", async () => {
    const world = await loyaltyWorld();
    const sale = await sell(world, gummies(world, 2), undefined, { customerId: world.customerId });
    expect(sale.loyaltyPointsEarned).toBe(27);
    const input = refundInput(sale.id, 1);
    await Promise.all([world.register.payments.refund(input), world.register.payments.refund(input)]);
    await world.register.payments.refund(input);
    expect(await world.points()).toBe(27 - 13);
    expect((await world.ledger()).filter((entry) => entry.reason.includes("taken back"))).toHaveLength(1);
  });

  it("stops at 0 when the customer already spent them, records the shortfall and still refunds", async () => {
    const world = await loyaltyWorld();
    const { companyId, customerId } = world;
    const sale = await sell(
      world,
      [{ lineId: "l1", productId: world.products.flower.productId, quantity: 1 }],
      undefined,
      { customerId },
    );
    await world.caller.loyalty.adjust({
      companyId,
      customerId,
      balance: "loyaltyPoints",
      change: -30,
      reason: "Redeemed for a T-shirt",
    });
    const { payment } = await world.register.payments.refund(refundInput(sale.id, 1));
    expect(payment.status).toBe("refunded");
    expect(await world.points()).toBe(0);
    expect((await world.ledger()).at(-1)).toMatchObject({
      change: -9,
      balanceAfter: 0,
      reason: `Earned on sale #${sale.number}, taken back by a refund (30 already spent)`,
    });
  });

  it("takes nothing back from a sale that earned nothing (loyalty off)", async () => {
    const world = await saleWorld();
    const customerId = (
      await world.caller.customers.create({ companyId: world.companyId, customer: { name: "No loyalty" } })
    ).id;
    const sale = await sell(world, gummies(world, 1), undefined, { customerId });
    expect(sale.loyaltyPointsEarned).toBe(0);
    await world.register.payments.refund(refundInput(sale.id, 1));
    const ledger = await LoyaltyLedgerEntity.query
      .byCustomer({ companyId: world.companyId, customerId })
      .go();
    expect(ledger.data).toEqual([]);
  });
});
