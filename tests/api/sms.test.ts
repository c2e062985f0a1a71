import { describe, expect, it } from "vitest";
import { recordSmsSent } from "@pos/core/sms/sms";
import { badInput } from "../support/staff";
import { callerFor, failureOf, makeCompany, makeUser } from "../support/world";

describe("SMS outreach quota", () => {
  it("is NOT_FOUND until enabled, then enabled and updated with the admin recorded", async () => {
    const adminUser = await makeUser({ isAdmin: true });
    const { sms } = await callerFor(adminUser.token);
    const { company } = await makeCompany();
    const companyId = company.id;

    expect(await failureOf(sms.get({ companyId }))).toMatchObject({
      code: "NOT_FOUND",
      message: "SMS is not enabled for this company.",
    });
    expect(
      await failureOf(sms.update({ companyId, changeQuantity: 5, monthlyReplenishRate: 5 })),
    ).toMatchObject({
      code: "NOT_FOUND",
    });

    const enabled = await sms.enable({ companyId, quantity: 500 });
    expect(enabled).toMatchObject({
      companyId,
      quantity: 500,
      monthlyReplenishRate: 500,
      usedThisMonth: 0,
      updatedBy: adminUser.userId,
      updatedByName: "Test User",
    });
    expect((await failureOf(sms.enable({ companyId, quantity: 10 }))).code).toBe("CONFLICT");

    await recordSmsSent(companyId, 125);
    expect(await sms.get({ companyId })).toMatchObject({ quantity: 375, usedThisMonth: 125 });

    const updated = await sms.update({ companyId, changeQuantity: 250, monthlyReplenishRate: 1000 });
    expect(updated).toMatchObject({ quantity: 625, monthlyReplenishRate: 1000, usedThisMonth: 125 });
    expect(updated.updateDate >= enabled.updateDate).toBe(true);
  });

  it("refuses missing figures with the spec's messages and a quota below zero", async () => {
    const { sms } = await callerFor((await makeUser({ isAdmin: true })).token);
    const { company } = await makeCompany();
    const companyId = company.id;
    const raw = sms.enable as (input: unknown) => Promise<unknown>;
    expect(await failureOf(raw({ companyId }))).toEqual(badInput("Please enter the quantity to add"));
    await sms.enable({ companyId, quantity: 20 });
    const rawUpdate = sms.update as (input: unknown) => Promise<unknown>;
    expect(await failureOf(rawUpdate({ companyId, changeQuantity: 1 }))).toEqual(
      badInput("Please enter the replenish rate"),
    );
    expect(await failureOf(sms.update({ companyId, changeQuantity: -21, monthlyReplenishRate: 5 }))).toEqual(
      badInput("The quota cannot go below 0 messages."),
    );
    expect(await sms.get({ companyId })).toMatchObject({ quantity: 20, monthlyReplenishRate: 500 });
  });
});
