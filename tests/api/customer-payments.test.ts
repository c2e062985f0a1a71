import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { saleWorld, sell, type SaleWorld } from "../support/sale-world";
import { passcodes } from "../support/register";
import { companyWithManager } from "../support/staff";
import { failureOf } from "../support/world";

async function historyWorld() {
  const world = await saleWorld();
  const { companyId, caller } = world;
  const add = async (name: string) => (await caller.customers.create({ companyId, customer: { name } })).id;
  const [robin, sasha] = [await add("Robin Ng"), await add("Sasha Roy")];
  const history = (
    customerId: string,
    page: { limit?: number; lastEvaluatedKey?: Record<string, string> } = {},
  ) => caller.customers.payments({ companyId, customerId, ...page });
  return { ...world, customers: { robin, sasha }, history };
}

const gummies = (world: SaleWorld, quantity = 1) => [
  { lineId: "l1", productId: world.products.gummies.productId, quantity },
];

describe("a customer's payment history", () => {
  it("lists the customer's sales newest first with their number, location, total and status", async () => {
    const world = await historyWorld();
    const { robin, sasha } = world.customers;
    const first = await sell(world, gummies(world, 2), undefined, { customerId: robin });
    await sell(world, gummies(world));
    const second = await sell(world, gummies(world), undefined, { customerId: robin });

    const page = await world.history(robin);
    expect(page).toMatchObject({ count: 2, lastEvaluatedKey: null });
    expect(page.items).toEqual([
      {
        id: second.id,
        number: second.number,
        status: "complete",
        completeDate: second.completeDate,
        locationId: world.location.id,
        locationName: "Main Street",
        total: 1364,
        refunded: 0,
      },
      expect.objectContaining({ id: first.id, number: first.number, total: 2728, status: "complete" }),
    ]);
    expect(await world.history(sasha)).toEqual({ items: [], count: 0, lastEvaluatedKey: null });
  });

  it("shows a partial refund as partially refunded and a full one as refunded", async () => {
    const world = await historyWorld();
    const { robin } = world.customers;
    const sale = await sell(world, gummies(world, 2), undefined, { customerId: robin });
    const refund = (units: number) =>
      world.register.payments.refund({
        paymentId: sale.id,
        idempotencyKey: randomUUID(),
        lines: [{ lineId: "l1", units }],
        passcode: passcodes.manager,
      });
    await refund(1);
    expect((await world.history(robin)).items).toMatchObject([
      { id: sale.id, status: "partiallyRefunded", total: 2728, refunded: 1364 },
    ]);
    await refund(1);
    expect((await world.history(robin)).items).toMatchObject([
      { id: sale.id, status: "refunded", total: 2728, refunded: 2728 },
    ]);
  });

  it("pages through every sale once, newest first", async () => {
    const world = await historyWorld();
    const { robin } = world.customers;
    const sold: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      sold.push((await sell(world, gummies(world), undefined, { customerId: robin })).id);
    }
    const seen: string[] = [];
    const sizes: number[] = [];
    let key: Record<string, string> | undefined;
    do {
      const page = await world.history(robin, { limit: 2, lastEvaluatedKey: key });
      seen.push(...page.items.map((item) => item.id));
      sizes.push(page.count);
      key = page.lastEvaluatedKey ?? undefined;
    } while (key);
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual([...sold].reverse());
  });

  it("keeps other companies out: their id is forbidden, their customer not found, their page key refused", async () => {
    const world = await historyWorld();
    const other = await companyWithManager();
    const { robin } = world.customers;
    await sell(world, gummies(world), undefined, { customerId: robin });
    expect(
      await failureOf(other.caller.customers.payments({ companyId: world.companyId, customerId: robin })),
    ).toMatchObject({ code: "FORBIDDEN" });
    expect(
      await failureOf(other.caller.customers.payments({ companyId: other.companyId, customerId: robin })),
    ).toMatchObject({ code: "NOT_FOUND", message: "Customer not found" });
    const theirs = await other.caller.customers.create({
      companyId: other.companyId,
      customer: { name: "Theirs" },
    });
    const foreignKey = { pk: `$pos#companyid_${world.companyId}#customerid_${robin}`, sk: "x" };
    expect(
      await failureOf(
        other.caller.customers.payments({
          companyId: other.companyId,
          customerId: theirs.id,
          lastEvaluatedKey: foreignKey,
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: "This page key does not belong to this list." });
  });
});
