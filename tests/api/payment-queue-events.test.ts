import type { AddressInfo } from "node:net";
import { Service } from "electrodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { DomainEvent } from "@pos/core/events/domain-event.entity";
import { PaymentQueue } from "@pos/core/payment-queue/payment-queue.entity";
import { queueMessages, type QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import { queueCompletion } from "@pos/core/payment-queue/queue-completion";
import type { ServerMessage } from "@pos/core/realtime/realtime.schema";
import { createLocalHttpServer, type LocalHttpServer } from "@pos/functions/local/http-server";
import { passcodes } from "../support/register";
import { eventsOf, makeSource, queueWorld } from "../support/queue-world";

let local: LocalHttpServer;
let port: number;

beforeAll(async () => {
  local = createLocalHttpServer({ webDist: "/nonexistent" });
  await local.listen(0, "127.0.0.1");
  port = (local.server.address() as AddressInfo).port;
  process.env.WS_MANAGEMENT_ENDPOINT = `http://127.0.0.1:${port}`;
});

afterAll(() => local.close());

/** A register's socket subscribed to the paymentQueue topic, collecting what arrives. */
async function listen(companyId: number, locationId: string, token: string) {
  const query = new URLSearchParams({
    tenantId: String(companyId),
    retailerId: locationId,
    authorization: token,
  });
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?${query}`);
  const messages: ServerMessage[] = [];
  socket.on("message", (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
  await new Promise((resolve) => socket.on("open", resolve));
  socket.send(JSON.stringify({ action: "subscribe", topic: "paymentQueue" }));
  await expect.poll(() => messages.some((message) => message.event === "subscribed")).toBe(true);
  const queueMessagesSeen = () => messages.filter((message) => message.topic === "paymentQueue");
  return { socket, queueMessagesSeen };
}

describe("queue changes reach registers and webhooks", () => {
  it("assigns an online order to the register that takes it", async () => {
    const { register, products, line, companyId, location, device } = await queueWorld();
    const source = await makeSource([companyId]);
    const order = await source.caller.integrations.createOnlineOrder({
      companyId,
      locationId: location.id,
      orderType: "delivery",
      externalOrderId: "D-7",
      paymentLines: [line(products.gummies.productId, 3, 1000)],
    });
    expect(order.deviceId).toBeNull();
    const assigned = await register.paymentQueue.assignDevice({ paymentQueueId: order.id });
    expect(assigned).toMatchObject({ id: order.id, deviceId: device.deviceId, status: "PENDING" });
    expect(await eventsOf(companyId, order.id)).toEqual([
      ["paymentQueue.created", "PENDING"],
      ["paymentQueue.updated", "PENDING"],
    ]);
  });

  it("publishes created and updated entries to the location's registers on the paymentQueue topic", async () => {
    const { register, products, line, companyId, location, device } = await queueWorld();
    const { socket, queueMessagesSeen } = await listen(companyId, location.id, device.token);
    const parked = await register.paymentQueue.park({
      paymentLines: [line(products.gummies.productId, 1, 1000)],
    });
    await register.paymentQueue.cancel({ paymentQueueId: parked.id, passcode: passcodes.manager });
    await expect.poll(() => queueMessagesSeen().length).toBe(2);
    expect(
      queueMessagesSeen().map((message) => [message.event, (message.data as QueueEntryView).status]),
    ).toEqual([
      ["created", "PENDING"],
      ["updated", "CANCELLED"],
    ]);
    expect((queueMessagesSeen()[0]?.data as QueueEntryView).id).toBe(parked.id);
    socket.close();
  });

  it("a checkout completes an entry with the update queueCompletion gives, in its own transaction", async () => {
    const { register, products, line, companyId, location, device } = await queueWorld();
    const { socket, queueMessagesSeen } = await listen(companyId, location.id, device.token);
    const parked = await register.paymentQueue.park({
      paymentLines: [line(products.gummies.productId, 1, 1000)],
    });
    const actor = { kind: "device" as const, companyId, deviceId: device.deviceId, sessionHash: "" };
    const completion = await queueCompletion(actor, parked.id, "pay_1", new Date().toISOString());
    const checkout = new Service({ queue: PaymentQueue, event: DomainEvent });
    const result = await checkout.transaction
      .write(({ queue, event }) => [
        queue
          .patch(completion.key)
          .set(completion.set)
          .where((attr, op) => op.eq(attr.updateDate, completion.expectedUpdateDate))
          .commit(),
        event.create(completion.eventItem).commit(),
      ])
      .go();
    expect(result.canceled).toBe(false);
    await completion.publish();

    expect(await register.paymentQueue.get({ paymentQueueId: parked.id })).toMatchObject({
      status: "COMPLETED",
      completedPayment: { id: "pay_1" },
    });
    expect(await register.paymentQueue.list()).toEqual([]);
    expect(await eventsOf(companyId, parked.id)).toEqual([
      ["paymentQueue.created", "PENDING"],
      ["paymentQueue.updated", "COMPLETED"],
    ]);
    await expect
      .poll(() => queueMessagesSeen().map((message) => message.event))
      .toEqual(["created", "updated"]);
    await expect(queueCompletion(actor, parked.id, "pay_2", new Date().toISOString())).rejects.toMatchObject({
      code: "CONFLICT",
      message: queueMessages.notPending,
    });
    socket.close();
  });
});
