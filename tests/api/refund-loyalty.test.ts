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

/** A loyalty world whose customer holds 1000 points and a $5.00 order reward that costs 400 of them. */
async function rewardWorld() {
  const world = await loyaltyWorld();
  const { companyId, customerId, caller } = world;
  await caller.loyalty.adjust({
    companyId,
    customerId,
    balance: "loyaltyPoints",
    change: 1000,
    reason: "Welcome",
  });
  const reward = await caller.discounts.create({
    companyId,
    discount: {
      name: "Five off",
      kind: "fixedAmount",
      value: 500,
      salesChannels: ["POS"],
      isLoyalty: true,
      loyaltyCost: 400,
    },
  });
  const given = async () =>
    (await world.ledger())
      .filter((entry) => entry.reason.includes("given back"))
      .map((entry) => entry.change);
  return { ...world, rewardId: reward.id, given };
}

describe("a refund and the points spent on the sale's loyalty rewards", () => {
  it("gives all of them back with a full refund, with their own ledger entry", async () => {
    const world = await rewardWorld();
    const sale = await sell(
      world,
      [{ lineId: "l1", productId: world.products.flower.productId, quantity: 1 }],
      undefined,
      { customerId: world.customerId, orderDiscountIds: [world.rewardId] },
    );
    expect(sale.loyaltyDiscountPoints).toBe(400);
    expect(await world.points()).toBe(1000 - 400 + sale.loyaltyPointsEarned);
    await world.register.payments.refund(refundInput(sale.id, 1));
    expect(await world.points()).toBe(1000);
    const entries = (await world.ledger()).slice(-2);
    expect(entries).toMatchObject([
      {
        change: 400,
        balanceAfter: 1000 + sale.loyaltyPointsEarned,
        reason: `Spent on rewards of sale #${sale.number}, given back by a refund`,
      },
      { change: -sale.loyaltyPointsEarned, balanceAfter: 1000 },
    ]);
  });

  it("gives back a share of each partial refund, exactly the points spent in all, once per refund key", async () => {
    const world = await rewardWorld();
    const sale = await sell(world, gummies(world, 3), undefined, {
      customerId: world.customerId,
      orderDiscountIds: [world.rewardId],
    });
    expect(sale.loyaltyDiscountPoints).toBe(400);
    const first = refundInput(sale.id, 1);
    const { refund } = await world.register.payments.refund(first);
    // A third of the sale gives back a third of the 400 points, rounded down.
    const share = Math.floor((400 * refund.amount) / sale.actualTotal);
    expect(share).toBe(133);
    expect(await world.given()).toEqual([share]);
    await world.register.payments.refund(first);
    expect(await world.given()).toEqual([share]);
    await world.register.payments.refund(refundInput(sale.id, 2));
    expect(await world.given()).toEqual([share, 400 - share]);
    expect(await world.points()).toBe(1000);
  });
});
