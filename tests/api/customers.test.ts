import { describe, expect, it } from "vitest";
import { createCompany } from "@pos/core/company/company";
import { attachableCustomer, createCustomer } from "@pos/core/customers/customers";
import { badInput, makeStaff, missingPermission } from "../support/staff";
import { callerFor, failureOf, makeCompany, makeDevice } from "../support/world";

const yearsAgo = (years: number, days = 0): string => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function shop() {
  const world = await makeCompany();
  const caller = await callerFor(world.owner.token);
  return { ...world, companyId: world.company.id, customers: caller.customers };
}

describe("customers", () => {
  it("are created, read, updated and listed with their fields normalised and balances at 0", async () => {
    const { companyId, customers } = await shop();
    const created = await customers.create({
      companyId,
      customer: {
        name: "  Zoë Tremblay ",
        email: "zoe@example.com",
        phone: "(403) 555-0123",
        cardId: "CARD-77",
        birthday: "1990-05-17",
        gender: "female",
        city: "Calgary",
        address: "1 Main St",
        postalCode: "t2p1j9",
        notes: "Prefers sativa",
      },
    });
    expect(created).toMatchObject({
      id: expect.any(String),
      companyId,
      name: "Zoë Tremblay",
      phone: "4035550123",
      postalCode: "T2P 1J9",
      loyaltyPoints: 0,
      creditBalance: 0,
    });
    expect(await customers.get({ companyId, customerId: created.id })).toEqual(created);

    const updated = await customers.update({
      companyId,
      customerId: created.id,
      customer: { name: "Zoe T.", phone: "+14035550199", email: "", notes: null },
    });
    expect(updated).toMatchObject({
      name: "Zoe T.",
      phone: "+14035550199",
      email: null,
      notes: null,
      city: null,
    });
    expect(updated.createDate).toBe(created.createDate);
    expect(await customers.get({ companyId, customerId: created.id })).toEqual(updated);
    expect(await customers.payments({ companyId, customerId: created.id })).toEqual({
      items: [],
      count: 0,
      lastEvaluatedKey: null,
    });
  });

  it("are searched by name, phone, e-mail or card id, sorted by name, with offset pages", async () => {
    const { companyId, customers } = await shop();
    const add = (customer: { name: string; email?: string; phone?: string; cardId?: string }) =>
      customers.create({ companyId, customer });
    await add({ name: "Bob Élan", email: "bob@shop.ca", phone: "6135550101" });
    await add({ name: "alice Moreau", cardId: "LOY-42" });
    const carl = await add({ name: "Carl Ng", phone: "+16135550199" });

    const all = await customers.list({ companyId });
    expect(all.items.map((row) => row.name)).toEqual(["alice Moreau", "Bob Élan", "Carl Ng"]);
    expect(all).toMatchObject({ count: 3, offset: 0, limit: 20 });
    const names = async (searchQuery: string) =>
      (await customers.search({ companyId, searchQuery })).items.map((row) => row.name);
    expect(await names("elan")).toEqual(["Bob Élan"]);
    expect(await names("(613) 555-01")).toEqual(["Bob Élan", "Carl Ng"]);
    expect(await names("BOB@SHOP")).toEqual(["Bob Élan"]);
    expect(await names("loy-42")).toEqual(["alice Moreau"]);
    expect(await names("nobody")).toEqual([]);

    const second = await customers.list({ companyId, offset: 1, limit: 10 });
    expect(second.items.map((row) => row.name)).toEqual(["Bob Élan", "Carl Ng"]);
    expect(second.count).toBe(3);

    await customers.update({ companyId, customerId: carl.id, customer: { name: "Aaron Ng" } });
    expect((await customers.list({ companyId })).items.map((row) => row.name)).toEqual([
      "Aaron Ng",
      "alice Moreau",
      "Bob Élan",
    ]);
    expect(await failureOf(customers.list({ companyId, limit: 7 }))).toEqual(
      badInput("Choose 10, 20, 30, 50 or 100 per page"),
    );
  });

  it("refuse bad fields with clear messages and write nothing", async () => {
    const { companyId, customers } = await shop();
    const create = (customer: Record<string, unknown>) =>
      failureOf(customers.create({ companyId, customer: { name: "Valid", ...customer } }));
    expect(await create({ name: "  " })).toEqual(badInput("Name is required"));
    expect(await create({ phone: "403-555-012" })).toEqual(
      badInput("Enter a phone number of 10 or 11 digits, optionally starting with +"),
    );
    expect(await create({ phone: "+1403555012345" })).toEqual(
      badInput("Enter a phone number of 10 or 11 digits, optionally starting with +"),
    );
    expect(await create({ email: "not-an-email" })).toMatchObject({ code: "BAD_REQUEST" });
    expect(await create({ birthday: "2001-02-30" })).toEqual(
      badInput("Enter the birthday as a date (YYYY-MM-DD)"),
    );
    expect(await create({ birthday: yearsAgo(-1) })).toEqual(
      badInput("The birthday cannot be in the future"),
    );
    expect(await create({ postalCode: "12345" })).toEqual(badInput("Enter a postal code like A1A 1A1"));
    expect(await create({ gender: "unknown" })).toMatchObject({ code: "BAD_REQUEST" });
    expect((await customers.list({ companyId })).count).toBe(0);

    const kept = await customers.create({ companyId, customer: { name: "Kept", city: "Ottawa" } });
    expect(
      await failureOf(
        customers.update({ companyId, customerId: kept.id, customer: { name: "Kept", postalCode: "K1A" } }),
      ),
    ).toEqual(badInput("Enter a postal code like A1A 1A1"));
    expect(await customers.get({ companyId, customerId: kept.id })).toEqual(kept);
    expect(
      await failureOf(customers.update({ companyId, customerId: "404", customer: { name: "Ghost" } })),
    ).toMatchObject({ code: "NOT_FOUND", message: "Customer not found" });
  });

  it("take a US ZIP code in a US company, and refuse a Canadian postal code there", async () => {
    const us = await createCompany({
      name: "US Store",
      province: "WA",
      country: "USA",
      timezone: "America/Vancouver",
    });
    const created = await createCustomer({
      companyId: us.id,
      customer: { name: "Sam", postalCode: "98101-1234" },
    });
    expect(created.postalCode).toBe("98101-1234");
    await expect(
      createCustomer({ companyId: us.id, customer: { name: "Sam", postalCode: "K1A 0B1" } }),
    ).rejects.toThrow("Enter a ZIP code like 12345 or 12345-6789");
  });

  it("belong to their company and need CAN_MANAGE_CUSTOMERS", async () => {
    const a = await shop();
    const b = await shop();
    const theirs = await b.customers.create({ companyId: b.companyId, customer: { name: "Theirs" } });
    expect(await failureOf(a.customers.get({ companyId: b.companyId, customerId: theirs.id }))).toMatchObject(
      {
        code: "FORBIDDEN",
      },
    );
    expect(await failureOf(a.customers.get({ companyId: a.companyId, customerId: theirs.id }))).toMatchObject(
      {
        code: "NOT_FOUND",
      },
    );
    expect(
      await failureOf(
        a.customers.update({ companyId: a.companyId, customerId: theirs.id, customer: { name: "X" } }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect((await a.customers.list({ companyId: a.companyId })).count).toBe(0);

    const staff = await makeStaff(a.companyId, ["CAN_MANAGE_PRODUCTS"]);
    expect(await failureOf(staff.caller.customers.list({ companyId: a.companyId }))).toEqual(
      missingPermission("CAN_MANAGE_CUSTOMERS"),
    );
    const clerk = await makeStaff(a.companyId, ["CAN_MANAGE_CUSTOMERS"]);
    await expect(
      clerk.caller.customers.create({ companyId: a.companyId, customer: { name: "By clerk" } }),
    ).resolves.toMatchObject({ name: "By clerk" });
  });
});

describe("customers at the register", () => {
  it("are searched, added, edited and read with the device's company, and an under-age one is flagged", async () => {
    const world = await shop();
    const device = await makeDevice(world.companyId, world.location.id);
    const pos = (await callerFor(device.token)).customers.pos;
    // A day of margin: the store's time zone can still be on yesterday's date.
    const adult = await pos.create({ customer: { name: "Adult", birthday: yearsAgo(19, -1) } });
    const minor = await pos.create({ customer: { name: "Minor", birthday: yearsAgo(19, 1) } });
    expect(adult.companyId).toBe(world.companyId);
    expect((await pos.search({ searchQuery: "min" })).items.map((row) => row.id)).toEqual([minor.id]);
    expect(
      await pos.update({ customerId: adult.id, customer: { name: "Adult One", birthday: adult.birthday } }),
    ).toMatchObject({ name: "Adult One" });

    expect(await pos.get({ customerId: adult.id })).toMatchObject({
      name: "Adult One",
      attachBlockedReason: null,
    });
    expect(await pos.get({ customerId: minor.id })).toMatchObject({
      name: "Minor",
      attachBlockedReason:
        "This customer is under 19, the legal age in this store's province, and cannot be added to a sale.",
    });
    await expect(attachableCustomer(world.companyId, minor.id, world.location.id)).rejects.toThrow(
      "This customer is under 19",
    );
    await expect(attachableCustomer(world.companyId, adult.id, world.location.id)).resolves.toMatchObject({
      id: adult.id,
    });

    const other = await shop();
    // Ids count per company: the other company's third customer has an id this company has not used.
    let theirs = await other.customers.create({
      companyId: other.companyId,
      customer: { name: "Elsewhere" },
    });
    for (let more = 0; more < 2; more += 1)
      theirs = await other.customers.create({ companyId: other.companyId, customer: { name: "Elsewhere" } });
    expect(await failureOf(pos.get({ customerId: theirs.id }))).toMatchObject({ code: "NOT_FOUND" });
    expect((await pos.search({ searchQuery: "elsewhere" })).count).toBe(0);
    expect(await failureOf((await callerFor(world.owner.token)).customers.pos.search({}))).toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});
