// Issue 15.12: wherever an address is entered, its state or province is chosen from the company's country
// (dashboard.md 2 "State or province selector with an optional None entry"), and the server checks it.
import { describe, expect, it } from "vitest";
import { createCompany } from "@pos/core/company/company";
import { createCustomer, getCustomer } from "@pos/core/customers/customers";
import { createSupplier, getSupplier } from "@pos/core/catalog/suppliers";
import { badInput } from "../support/staff";
import { callerFor, failureOf, makeCompany } from "../support/world";

const usStore = () =>
  createCompany({ name: "US Store", province: "WA", country: "USA", timezone: "America/Vancouver" });

describe("the state or province of an address", () => {
  it("is kept for a customer of a US company, and None is no state", async () => {
    const us = await usStore();
    const created = await createCustomer({
      companyId: us.id,
      customer: { name: "Sam", address: "1 Pike St", city: "Seattle", province: "wa", postalCode: "98101" },
    });
    expect(created).toMatchObject({ province: "WA", postalCode: "98101" });
    expect(await getCustomer({ companyId: us.id, customerId: created.id })).toMatchObject({ province: "WA" });
    const none = await createCustomer({ companyId: us.id, customer: { name: "Pat", province: null } });
    expect(none.province).toBeNull();
  });

  it("must be one of the company's country, or nothing is written", async () => {
    const us = await usStore();
    await expect(
      createCustomer({ companyId: us.id, customer: { name: "Sam", province: "ON" } }),
    ).rejects.toThrow("Choose a state from the list");
    const { company, owner } = await makeCompany();
    const caller = await callerFor(owner.token);
    const before = await caller.customers.list({ companyId: company.id });
    expect(
      await failureOf(
        caller.customers.create({ companyId: company.id, customer: { name: "Robin", province: "WA" } }),
      ),
    ).toEqual(badInput("Choose a province from the list"));
    expect(
      await failureOf(
        caller.customers.create({ companyId: company.id, customer: { name: "Robin", province: "Ontario" } }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST" });
    expect((await caller.customers.list({ companyId: company.id })).count).toBe(before.count);
  });

  it("is cleared by an update that chooses None", async () => {
    const { company, owner } = await makeCompany();
    const caller = await callerFor(owner.token);
    const created = await caller.customers.create({
      companyId: company.id,
      customer: { name: "Lee", province: "ON" },
    });
    expect(created.province).toBe("ON");
    const updated = await caller.customers.update({
      companyId: company.id,
      customerId: created.id,
      customer: { name: "Lee", province: null },
    });
    expect(updated.province).toBeNull();
  });

  it("is kept for a supplier and checked against the company's country", async () => {
    const us = await usStore();
    const supplier = await createSupplier({
      companyId: us.id,
      name: "Evergreen Farms",
      contactName: null,
      email: null,
      phone: null,
      address: "5 Farm Rd, Yakima",
      province: "WA",
      licenceNumber: null,
      notes: null,
    });
    expect((await getSupplier({ companyId: us.id, supplierId: supplier.id })).province).toBe("WA");
    await expect(
      createSupplier({
        companyId: us.id,
        name: "Maple Growers",
        contactName: null,
        email: null,
        phone: null,
        address: null,
        province: "BC",
        licenceNumber: null,
        notes: null,
      }),
    ).rejects.toThrow("Choose a state from the list");
  });
});
