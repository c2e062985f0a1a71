import { describe, expect, it } from "vitest";
import { newProductDraft } from "@pos/core/catalog/product-rules";
import { DomainEvent } from "@pos/core/events/domain-event.entity";
import { createExternalSource } from "@pos/core/integrations/external-sources";
import { webhookMessages } from "@pos/core/webhooks/webhook.schema";
import { openShift, passcodes } from "../support/register";
import { callerFor, failureOf, makeCompany, makeUser, uniqueName } from "../support/world";

async function adminWorld() {
  const world = await makeCompany();
  const admin = await callerFor((await makeUser({ isAdmin: true })).token);
  const source = await createExternalSource({ name: uniqueName("Integrator") });
  return { ...world, admin, source, companyId: world.company.id };
}

const eventsOf = async (companyId: number) =>
  (await DomainEvent.query.byCompany({ companyId }).go({ pages: "all", consistent: true })).data;

describe("webhook subscriptions", () => {
  it("creates, lists with names, updates and deletes a subscription", async () => {
    const { admin, source, companyId, company, location } = await adminWorld();
    expect(await admin.webhooks.list({ companyId })).toEqual([]);
    const options = await admin.webhooks.formOptions({ companyId });
    expect(options.companyName).toBe(company.name);
    expect(options.locations).toEqual([{ id: location.id, name: location.name }]);
    expect(options.integrators).toContainEqual({ id: source.id, name: source.name });

    const created = await admin.webhooks.create({
      companyId,
      eventType: "payment.completed",
      integratorId: source.id,
      url: "https://hooks.example.com/pos",
      locationId: location.id,
      integratorSecret: "whsec_1",
    });
    expect(created).toMatchObject({
      companyId,
      companyData: {
        eventType: "payment.completed",
        integratorId: source.id,
        url: "https://hooks.example.com/pos",
        locationId: location.id,
        integratorSecret: "whsec_1",
      },
      locationName: location.name,
      integratorName: source.name,
      recentDeliveries: [],
    });
    expect(await admin.webhooks.list({ companyId })).toEqual([created]);

    const updated = await admin.webhooks.update({
      companyId,
      combineSortKey: created.combineSortKey,
      eventType: "shift.ended",
      integratorId: source.id,
      url: "https://hooks.example.com/shifts",
    });
    expect(updated.companyData).toEqual({
      eventType: "shift.ended",
      integratorId: source.id,
      url: "https://hooks.example.com/shifts",
    });
    expect(updated.locationName).toBeNull();

    await admin.webhooks.delete({ companyId, combineSortKey: created.combineSortKey });
    expect(await admin.webhooks.list({ companyId })).toEqual([]);
    expect(
      (await failureOf(admin.webhooks.delete({ companyId, combineSortKey: created.combineSortKey }))).code,
    ).toBe("NOT_FOUND");
  });

  it("refuses a missing URL, plain http to another host, an unknown integrator or location, and writes nothing", async () => {
    const { admin, source, companyId } = await adminWorld();
    const base = { companyId, eventType: "product.created" as const, integratorId: source.id };
    const missing = await failureOf(admin.webhooks.create({ ...base, url: "" }));
    expect(missing.message).toContain(webhookMessages.urlRequired);
    const plain = await failureOf(admin.webhooks.create({ ...base, url: "http://hooks.example.com/x" }));
    expect(plain.message).toContain(webhookMessages.urlInvalid);
    const integrator = await failureOf(
      admin.webhooks.create({ ...base, integratorId: "nope", url: "https://a.example.com" }),
    );
    expect(integrator.message).toBe(webhookMessages.unknownIntegrator);
    const location = await failureOf(
      admin.webhooks.create({ ...base, url: "https://a.example.com", locationId: "999999" }),
    );
    expect(location.message).toBe(webhookMessages.unknownLocation);
    expect((await failureOf(admin.webhooks.list({ companyId: 987654321 }))).message).toBe(
      "Company not found",
    );
    expect(await admin.webhooks.list({ companyId })).toEqual([]);
    await expect(admin.webhooks.create({ ...base, url: "http://127.0.0.1:9/hook" })).resolves.toMatchObject({
      companyData: { url: "http://127.0.0.1:9/hook" },
    });
  });

  it("writes product.created and product.updated with the save, shift.ended with the shift's end", async () => {
    const world = await adminWorld();
    const owner = await callerFor(world.owner.token);
    const created = await owner.catalog.products.create({
      companyId: world.companyId,
      product: newProductDraft({ name: "Webhook Kush" }),
    });
    await owner.catalog.products.update({
      companyId: world.companyId,
      productId: created.id,
      product: { ...created, name: "Webhook Kush 2" },
      expectedUpdateDate: created.updateDate,
    });
    const events = await eventsOf(world.companyId);
    expect(events.map((event) => [event.type, (event.data as { name: string }).name])).toEqual([
      ["product.created", "Webhook Kush"],
      ["product.updated", "Webhook Kush 2"],
    ]);
    expect(
      events.every((event) => event.pending?.startsWith("pending#") && event.locationId === undefined),
    ).toBe(true);

    const shiftWorld = await openShift();
    await shiftWorld.register.shifts.end({ floatCount: null, password: passcodes.manager });
    const [ended] = await eventsOf(shiftWorld.companyId);
    expect(ended).toMatchObject({
      type: "shift.ended",
      locationId: shiftWorld.location.id,
      data: { shiftId: shiftWorld.shift.id, startCash: 30000, endCash: 30000 },
    });
  });
});
