import { describe, expect, it } from "vitest";
import { DomainEvent } from "@pos/core/events/domain-event.entity";
import { externalSourceMessages } from "@pos/core/integrations/external-source.schema";
import { queueMessages, type QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import { integrationCaller, makeSource, queueWorld } from "../support/queue-world";
import { badInput } from "../support/staff";
import { callerFor, failureOf, makeUser } from "../support/world";

const invalidKey = { code: "UNAUTHORIZED", appCode: "UNAUTHENTICATED", message: "Invalid API key" };

describe("online orders through the integration API", () => {
  it("an external source's order appears at the location's registers as a PENDING unassigned entry", async () => {
    const { register, products, line, companyId, location } = await queueWorld();
    const source = await makeSource([companyId]);
    const order = await source.caller.integrations.createOnlineOrder({
      companyId,
      locationId: location.id,
      orderType: "pickup",
      externalOrderId: "W-1",
      customerName: "Robin Park",
      paymentLines: [line(products.gummies.productId, 2, 1000), line(products.preRoll.productId, 1, 2550)],
    });
    expect(order).toMatchObject({
      status: "PENDING",
      orderType: "pickup",
      deviceId: null,
      externalSourceId: source.sourceId,
      externalSourceName: source.name,
      externalOrderId: "W-1",
      customerName: "Robin Park",
      total: 4550,
      paidAmount: 0,
      createdBy: null,
    });
    expect(await register.paymentQueue.list()).toEqual([order]);
  });

  it("refuses a missing or wrong key, and a source without CREATE_ONLINE_ORDERS, writing nothing", async () => {
    const { register, products, line, companyId, location } = await queueWorld();
    const order = {
      companyId,
      locationId: location.id,
      orderType: "delivery" as const,
      externalOrderId: "W-2",
      paymentLines: [line(products.gummies.productId, 1, 1000)],
    };
    const anonymous = await integrationCaller();
    expect(await failureOf(anonymous.integrations.createOnlineOrder(order))).toEqual(invalidKey);
    const wrong = await integrationCaller("qwk_not-a-real-key");
    expect(await failureOf(wrong.integrations.createOnlineOrder(order))).toEqual(invalidKey);
    const reader = await makeSource([companyId], ["READ_PRODUCTS", "READ_INVENTORY"]);
    expect(await failureOf(reader.caller.integrations.createOnlineOrder(order))).toEqual({
      code: "FORBIDDEN",
      appCode: "FORBIDDEN",
      message: "This API key may not create online orders",
    });
    expect(await register.paymentQueue.list()).toEqual([]);
  });

  it("sending the same order number again returns the first entry, once per source and company", async () => {
    const { register, products, line, companyId, location } = await queueWorld();
    const source = await makeSource([companyId]);
    const order = {
      companyId,
      locationId: location.id,
      orderType: "pickup" as const,
      externalOrderId: "W-3",
      paymentLines: [line(products.gummies.productId, 1, 1000)],
    };
    const [first, again] = await Promise.all([
      source.caller.integrations.createOnlineOrder(order),
      source.caller.integrations.createOnlineOrder(order),
    ]);
    const third = await source.caller.integrations.createOnlineOrder({
      ...order,
      paymentLines: [line(products.preRoll.productId, 5, 2550)],
    });
    expect(again?.id).toBe(first?.id);
    expect(third).toEqual(first);
    const other = await makeSource([companyId]);
    const fromOther = await other.caller.integrations.createOnlineOrder(order);
    expect(fromOther.id).not.toBe(first?.id);
    expect((await register.paymentQueue.list()).map((entry) => entry.id).sort()).toEqual(
      [first?.id, fromOther.id].sort(),
    );
    const events = await DomainEvent.query.byCompany({ companyId }).go({ pages: "all" });
    const created = events.data.filter(
      (event) => event.type === "paymentQueue.created" && (event.data as QueueEntryView).id === first?.id,
    );
    expect(created).toHaveLength(1);
  });

  it("products must exist in that company and the location must exist", async () => {
    const { products, line, companyId, location } = await queueWorld();
    const other = await queueWorld();
    const source = await makeSource([companyId]);
    const foreign = other.products.gummies.productId;
    expect(
      await failureOf(
        source.caller.integrations.createOnlineOrder({
          companyId,
          locationId: location.id,
          orderType: "pickup",
          externalOrderId: "W-4",
          paymentLines: [line(products.gummies.productId, 1, 1000), line(foreign, 1, 1000)],
        }),
      ),
    ).toEqual(badInput(queueMessages.unknownProducts([foreign])));
    expect(
      await failureOf(
        source.caller.integrations.createOnlineOrder({
          companyId,
          locationId: other.location.id,
          orderType: "pickup",
          externalOrderId: "W-5",
          paymentLines: [line(products.gummies.productId, 1, 1000)],
        }),
      ),
    ).toMatchObject({ code: "NOT_FOUND", message: "Location not found" });
    expect(await other.register.paymentQueue.list()).toEqual([]);
  });

  it("a key works only in companies that connected its source: 403 elsewhere, writing nothing", async () => {
    const ours = await queueWorld();
    const theirs = await queueWorld();
    const source = await makeSource([ours.companyId]);
    const admin = (await callerFor((await makeUser({ isAdmin: true })).token)).externalSources;
    const order = {
      companyId: theirs.companyId,
      locationId: theirs.location.id,
      orderType: "pickup" as const,
      externalOrderId: "W-PAID",
      paidAmount: 99999,
      paymentLines: [theirs.line(theirs.products.gummies.productId, 1, 99999)],
    };
    const notConnected = {
      code: "FORBIDDEN",
      appCode: "FORBIDDEN",
      message: externalSourceMessages.notConnected,
    };
    expect(await failureOf(source.caller.integrations.createOnlineOrder(order))).toEqual(notConnected);
    expect(await theirs.register.paymentQueue.list()).toEqual([]);

    const listed = await admin.ofCompany({ companyId: theirs.companyId });
    expect(listed.find((entry) => entry.id === source.sourceId)).toMatchObject({ connected: false });
    expect(await admin.connect({ companyId: theirs.companyId, sourceId: source.sourceId })).toMatchObject({
      connected: true,
    });
    const created = await source.caller.integrations.createOnlineOrder(order);
    expect(created).toMatchObject({ paidAmount: 99999 });
    expect((await admin.ofCompany({ companyId: theirs.companyId }))[0]).toMatchObject({
      id: source.sourceId,
      connected: true,
    });

    await admin.disconnect({ companyId: theirs.companyId, sourceId: source.sourceId });
    expect(
      await failureOf(source.caller.integrations.createOnlineOrder({ ...order, externalOrderId: "W-NEXT" })),
    ).toEqual(notConnected);
    expect((await theirs.register.paymentQueue.list()).map((entry) => entry.id)).toEqual([created.id]);
    expect(
      (await failureOf(admin.connect({ companyId: theirs.companyId, sourceId: "no-such-source" }))).code,
    ).toBe("NOT_FOUND");
  });
});
