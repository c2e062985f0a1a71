// Webhook payloads are a public contract (issue 16): an event whose payload breaks ZWebhookPayload is sent to
// nobody and does not hold up the events after it.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DomainEvent, domainEventItem } from "@pos/core/events/domain-event.entity";
import { createExternalSource } from "@pos/core/integrations/external-sources";
import { makeSource, queueWorld } from "../support/queue-world";
import { callerFor, makeUser, uniqueName } from "../support/world";

const bodies: string[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    bodies.push(Buffer.concat(chunks).toString("utf8"));
    res.writeHead(200).end();
  });
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("webhook payload contract", () => {
  it("a queue event that breaks the contract is logged and sent to nobody; the next one is delivered", async () => {
    const { companyId, location, products, line } = await queueWorld();
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const integrator = await createExternalSource({ name: uniqueName("Integrator") });
    await admin.webhooks.create({
      companyId,
      eventType: "paymentQueue.created",
      integratorId: integrator.id,
      url,
    });

    const broken = domainEventItem({
      companyId,
      type: "paymentQueue.created",
      locationId: location.id,
      data: { id: "q-broken", total: -5 },
    });
    await DomainEvent.create(broken).go();
    const source = await makeSource([companyId]);
    const order = await source.caller.integrations.createOnlineOrder({
      companyId,
      locationId: location.id,
      orderType: "pickup",
      externalOrderId: "W-CONTRACT",
      paymentLines: [line(products.gummies.productId, 1, 1000)],
    });

    const logged: string[] = [];
    const errors = vi.spyOn(console, "error").mockImplementation((line) => void logged.push(String(line)));
    try {
      await admin.webhooks.deliverNow();
    } finally {
      errors.mockRestore();
    }
    const mine = bodies
      .map((body) => JSON.parse(body) as { companyId: number; data: { id: string } })
      .filter((body) => body.companyId === companyId);
    expect(mine.map((body) => body.data.id)).toEqual([order.id]);
    expect(logged).toContainEqual(expect.stringContaining(`"eventId":"${broken.eventId}"`));
    const stored = await DomainEvent.get({ companyId, eventId: broken.eventId }).go();
    expect(stored.data?.pending).toBeUndefined();
  });
});
