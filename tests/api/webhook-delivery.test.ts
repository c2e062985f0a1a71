import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { DomainEvent, domainEventItem } from "@pos/core/events/domain-event.entity";
import { createExternalSource } from "@pos/core/integrations/external-sources";
import { verifyWebhookSignature } from "@pos/core/webhooks/signature";
import { callerFor, makeCompany, makeUser, uniqueName } from "../support/world";

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on loopback answering the queued statuses in turn (then 200). */
function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  return {
    received,
    statuses,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const receiver = startReceiver();
let url = "";
beforeAll(async () => {
  url = await receiver.listen();
});
afterAll(() => receiver.close());
afterEach(() => setClock(null));

async function subscribedCompany(secret: string | undefined) {
  const world = await makeCompany();
  const admin = await callerFor((await makeUser({ isAdmin: true })).token);
  const source = await createExternalSource({ name: uniqueName("Integrator") });
  const subscription = await admin.webhooks.create({
    companyId: world.company.id,
    eventType: "payment.completed",
    integratorId: source.id,
    url,
    ...(secret ? { integratorSecret: secret } : {}),
  });
  return { world, admin, subscription };
}

const forCompany = (companyId: number) =>
  receiver.received.filter(
    (entry) => (JSON.parse(entry.body) as { companyId: number }).companyId === companyId,
  );

describe("webhook delivery", () => {
  it("signs, retries a 500 with backoff under the same id, delivers once and logs each attempt", async () => {
    const clock = fixedClock("2026-03-02T10:00:00.000Z");
    setClock(clock);
    const { world, admin, subscription } = await subscribedCompany("whsec_test");
    const companyId = world.company.id;
    await DomainEvent.create(
      domainEventItem({
        companyId,
        type: "payment.completed",
        locationId: world.location.id,
        data: { paymentId: "P-1", total: 1234 },
      }),
    ).go();
    await DomainEvent.create(
      domainEventItem({
        companyId,
        type: "shift.ended",
        locationId: world.location.id,
        data: { shiftId: "S-1" },
      }),
    ).go();

    receiver.statuses.push(500);
    await admin.webhooks.deliverNow();
    expect(forCompany(companyId)).toHaveLength(1);
    await admin.webhooks.deliverNow();
    expect(forCompany(companyId)).toHaveLength(1);

    clock.advance(59_000);
    await admin.webhooks.deliverNow();
    expect(forCompany(companyId)).toHaveLength(1);
    clock.advance(2_000);
    await admin.webhooks.deliverNow();
    const [first, second] = forCompany(companyId);
    expect(second).toBeDefined();
    if (!first || !second) return;

    expect(second.headers["x-webhook-id"]).toBe(first.headers["x-webhook-id"]);
    expect(second.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(second.body) as {
      type: string;
      companyId: number;
      locationId: string;
      data: unknown;
    };
    expect(body).toMatchObject({
      type: "payment.completed",
      companyId,
      locationId: world.location.id,
      data: { paymentId: "P-1", total: 1234 },
    });
    const timestamp = String(second.headers["x-webhook-timestamp"]);
    expect(Number(timestamp)).toBe(Math.floor(clock.now().getTime() / 1000));
    const signed = { timestamp, signature: String(second.headers["x-webhook-signature"]) };
    const nowSeconds = Number(timestamp);
    expect(verifyWebhookSignature("whsec_test", signed, second.body, { nowSeconds })).toBe(true);
    expect(verifyWebhookSignature("wrong", signed, second.body, { nowSeconds })).toBe(false);

    clock.advance(24 * 3_600_000);
    await admin.webhooks.deliverNow();
    expect(forCompany(companyId)).toHaveLength(2);

    const [card] = await admin.webhooks.list({ companyId });
    expect(card?.combineSortKey).toBe(subscription.combineSortKey);
    expect(card?.recentDeliveries).toHaveLength(1);
    const delivery = card?.recentDeliveries[0];
    expect(delivery).toMatchObject({
      status: "delivered",
      nextAttemptAt: null,
      deliveryId: first.headers["x-webhook-id"],
    });
    expect(delivery?.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 200]);
    expect(delivery?.attempts[0]).toMatchObject({ error: "HTTP 500", at: "2026-03-02T10:00:00.000Z" });
    expect(delivery?.attempts[1]?.error).toBeNull();
    expect(delivery?.attempts[1]?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("sends only events that happened once the subscription existed", async () => {
    const clock = fixedClock("2026-05-04T09:00:00.000Z");
    setClock(clock);
    const world = await makeCompany();
    const companyId = world.company.id;
    const event = (paymentId: string) =>
      DomainEvent.create(
        domainEventItem({
          companyId,
          type: "payment.completed",
          locationId: world.location.id,
          data: { paymentId },
        }),
      ).go();
    await event("before");
    clock.advance(1_000);
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const source = await createExternalSource({ name: uniqueName("Integrator") });
    await admin.webhooks.create({
      companyId,
      eventType: "payment.completed",
      integratorId: source.id,
      url,
    });
    await event("after");
    await admin.webhooks.deliverNow();
    const sent = forCompany(companyId).map((entry) => JSON.parse(entry.body) as { data: unknown });
    expect(sent.map((body) => body.data)).toEqual([{ paymentId: "after" }]);
  });

  it("sends unsigned without a secret, and gives up after six failed attempts", async () => {
    const clock = fixedClock("2026-04-01T08:00:00.000Z");
    setClock(clock);
    const { world, admin } = await subscribedCompany(undefined);
    const companyId = world.company.id;
    await DomainEvent.create(
      domainEventItem({
        companyId,
        type: "payment.completed",
        locationId: world.location.id,
        data: { n: 1 },
      }),
    ).go();
    for (const delay of [0, 60_000, 300_000, 1_800_000, 7_200_000, 43_200_000, 86_400_000]) {
      clock.advance(delay);
      receiver.statuses.push(503);
      await admin.webhooks.deliverNow();
    }
    receiver.statuses.length = 0;
    const received = forCompany(companyId);
    expect(received).toHaveLength(6);
    expect(received[0]?.headers["x-webhook-signature"]).toBeUndefined();
    const [card] = await admin.webhooks.list({ companyId });
    expect(card?.recentDeliveries[0]?.status).toBe("failed");
    expect(card?.recentDeliveries[0]?.attempts).toHaveLength(6);
  });
});
