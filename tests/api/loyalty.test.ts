import { describe, expect, it } from "vitest";
import { setPermissionFlag } from "@pos/core/company/feature-flags";
import { badInput, makeStaff, missingPermission } from "../support/staff";
import { callerFor, failureOf, makeCompany } from "../support/world";

async function shop() {
  const world = await makeCompany();
  const caller = await callerFor(world.owner.token);
  const companyId = world.company.id;
  const customer = await caller.customers.create({ companyId, customer: { name: "Loyal" } });
  return { ...world, caller, companyId, loyalty: caller.loyalty, customer };
}

describe("loyalty settings", () => {
  it("read the multiplier (100 until set) and the company's loyalty flags; set it in the company's metadata", async () => {
    const { companyId, loyalty } = await shop();
    const other = await shop();
    expect(await loyalty.settings({ companyId })).toEqual({
      loyaltyPointsMultiplier: 100,
      canAccessLoyalty: false,
      canUseExternalLoyalty: false,
      autoLoyaltyDiscount: false,
    });
    await setPermissionFlag({ companyId, flag: "canAccessLoyalty", enabled: true });
    expect(await loyalty.setMultiplier({ companyId, loyaltyPointsMultiplier: 150 })).toMatchObject({
      loyaltyPointsMultiplier: 150,
      canAccessLoyalty: true,
    });
    expect((await loyalty.settings({ companyId })).loyaltyPointsMultiplier).toBe(150);
    expect((await other.loyalty.settings({ companyId: other.companyId })).loyaltyPointsMultiplier).toBe(100);

    expect(await failureOf(loyalty.setMultiplier({ companyId, loyaltyPointsMultiplier: -1 }))).toEqual(
      badInput("The loyalty points multiplier cannot be negative"),
    );
    expect(await failureOf(loyalty.setMultiplier({ companyId, loyaltyPointsMultiplier: 1.5 }))).toEqual(
      badInput("The loyalty points multiplier is a whole number"),
    );
    expect((await loyalty.settings({ companyId })).loyaltyPointsMultiplier).toBe(150);
  });
});

describe("loyalty balances", () => {
  it("change with a reason, are logged newest first, and never go below 0", async () => {
    const { companyId, loyalty, caller, customer, owner } = await shop();
    const customerId = customer.id;
    const added = await loyalty.adjust({
      companyId,
      customerId,
      balance: "loyaltyPoints",
      change: 250,
      reason: " Welcome ",
    });
    expect(added).toMatchObject({ customerId, loyaltyPoints: 250, creditBalance: 0 });
    expect(added.entry).toMatchObject({
      change: 250,
      balanceAfter: 250,
      reason: "Welcome",
      actorId: owner.userId,
    });
    await loyalty.adjust({
      companyId,
      customerId,
      balance: "creditBalance",
      change: 1000,
      reason: "Refund as credit",
    });
    await loyalty.adjust({
      companyId,
      customerId,
      balance: "loyaltyPoints",
      change: -50,
      reason: "Correction",
    });

    expect(
      await failureOf(
        loyalty.adjust({ companyId, customerId, balance: "loyaltyPoints", change: -201, reason: "Too much" }),
      ),
    ).toEqual(badInput("The customer has 200 points; a balance cannot go below 0."));
    expect(
      await failureOf(
        loyalty.adjust({ companyId, customerId, balance: "creditBalance", change: -1001, reason: "x" }),
      ),
    ).toEqual(badInput("The customer's credit balance cannot go below $0.00."));
    expect(
      await failureOf(
        loyalty.adjust({ companyId, customerId, balance: "loyaltyPoints", change: 0, reason: "x" }),
      ),
    ).toEqual(badInput("Enter a change other than 0"));
    expect(
      await failureOf(
        loyalty.adjust({ companyId, customerId, balance: "loyaltyPoints", change: 5, reason: "  " }),
      ),
    ).toEqual(badInput("Enter the reason for the change"));
    expect(
      await failureOf(
        loyalty.adjust({ companyId, customerId, balance: "loyaltyPoints", change: 2.5, reason: "x" }),
      ),
    ).toEqual(badInput("Enter a whole number"));

    expect(await caller.customers.get({ companyId, customerId })).toMatchObject({
      loyaltyPoints: 200,
      creditBalance: 1000,
    });
    const ledger = await loyalty.ledger({ companyId, customerId });
    expect(
      ledger.items.map((entry) => [entry.balance, entry.change, entry.balanceAfter, entry.reason]),
    ).toEqual([
      ["loyaltyPoints", -50, 200, "Correction"],
      ["creditBalance", 1000, 1000, "Refund as credit"],
      ["loyaltyPoints", 250, 250, "Welcome"],
    ]);
    const firstPage = await loyalty.ledger({ companyId, customerId, limit: 2 });
    const rest = await loyalty.ledger({
      companyId,
      customerId,
      limit: 2,
      lastEvaluatedKey: firstPage.lastEvaluatedKey,
    });
    expect([...firstPage.items, ...rest.items].map((entry) => entry.reason)).toEqual([
      "Correction",
      "Refund as credit",
      "Welcome",
    ]);
  });

  it("stay exact when changed at the same time", async () => {
    const { companyId, loyalty, customer } = await shop();
    const customerId = customer.id;
    await Promise.all(
      Array.from({ length: 4 }, () =>
        loyalty.adjust({ companyId, customerId, balance: "loyaltyPoints", change: 10, reason: "Promo" }),
      ),
    );
    const ledger = await loyalty.ledger({ companyId, customerId });
    expect(ledger.items.map((entry) => entry.balanceAfter).sort((a, b) => a - b)).toEqual([10, 20, 30, 40]);
    expect((await loyalty.topCustomers({ companyId })).map((row) => row.loyaltyPoints)).toEqual([40]);
  });

  it("rank the customers with most points on the loyalty page", async () => {
    const { companyId, loyalty, caller, customer } = await shop();
    const add = async (name: string, points: number) => {
      const created = await caller.customers.create({ companyId, customer: { name } });
      if (points > 0)
        await loyalty.adjust({
          companyId,
          customerId: created.id,
          balance: "loyaltyPoints",
          change: points,
          reason: "Seed",
        });
    };
    await add("Beth", 500);
    await add("Abe", 500);
    await add("Cy", 900);
    await add("None", 0);
    await loyalty.adjust({
      companyId,
      customerId: customer.id,
      balance: "loyaltyPoints",
      change: 10,
      reason: "Seed",
    });
    expect((await loyalty.topCustomers({ companyId, limit: 3 })).map((row) => row.name)).toEqual([
      "Cy",
      "Abe",
      "Beth",
    ]);
    expect((await loyalty.topCustomers({ companyId })).map((row) => row.name)).toEqual([
      "Cy",
      "Abe",
      "Beth",
      "Loyal",
    ]);
  });

  it("belong to their company and need CAN_MANAGE_CUSTOMERS", async () => {
    const a = await shop();
    const b = await shop();
    expect(
      await failureOf(
        a.loyalty.adjust({
          companyId: b.companyId,
          customerId: b.customer.id,
          balance: "loyaltyPoints",
          change: 5,
          reason: "x",
        }),
      ),
    ).toMatchObject({ code: "FORBIDDEN" });
    expect(
      await failureOf(a.loyalty.setMultiplier({ companyId: b.companyId, loyaltyPointsMultiplier: 5 })),
    ).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await failureOf(a.loyalty.ledger({ companyId: a.companyId, customerId: "999" }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Customer not found",
    });
    expect(
      await failureOf(
        a.loyalty.adjust({
          companyId: a.companyId,
          customerId: "999",
          balance: "loyaltyPoints",
          change: 5,
          reason: "x",
        }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
    const staff = await makeStaff(a.companyId, ["CAN_MANAGE_PRODUCTS"]);
    expect(await failureOf(staff.caller.loyalty.settings({ companyId: a.companyId }))).toEqual(
      missingPermission("CAN_MANAGE_CUSTOMERS"),
    );
    expect(
      (await b.caller.customers.get({ companyId: b.companyId, customerId: b.customer.id })).loyaltyPoints,
    ).toBe(0);
  });
});
