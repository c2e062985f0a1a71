import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import { postAttempts } from "@pos/core/realtime/management";
import {
  maxPublishAttempts,
  onRealtimeQueued,
  outboxMessage,
  publishPending,
  shardOf,
} from "@pos/core/realtime/outbox";
import { publish } from "@pos/core/realtime/publisher";
import { RealtimeOutbox } from "@pos/core/realtime/realtime-outbox.entity";
import type { LocalHttpServer } from "@pos/functions/local/http-server";
import { runJob } from "@pos/functions/jobs/run";
import { queueWorld } from "../support/queue-world";
import { connected, startGateway, subscribe, type Client } from "../support/realtime-client";
import { makeCompany } from "../support/world";

let local: LocalHttpServer;
let proxy: Server;
/** Posts the management endpoint answers 500 before it passes them on to the gateway. */
let failuresLeft = 0;
let postsSeen = 0;
let port: number;

/** Stands between the publisher and the gateway's management API, failing posts on demand. */
beforeAll(async () => {
  ({ local, port } = await startGateway());
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method === "POST") postsSeen += 1;
      if (req.method === "POST" && failuresLeft > 0) {
        failuresLeft -= 1;
        res.writeHead(500, {
          "content-type": "application/json",
          "x-amzn-errortype": "InternalServerException",
        });
        res.end(JSON.stringify({ message: "Internal server error" }));
        return;
      }
      void fetch(`http://127.0.0.1:${port}${req.url ?? "/"}`, {
        method: req.method,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      }).then(async (answer) => {
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  process.env.WS_MANAGEMENT_ENDPOINT = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await local.close();
});

afterEach(() => {
  onRealtimeQueued(null);
  failuresLeft = 0;
});

async function outboxOf(companyId: number) {
  const result = await RealtimeOutbox.query
    .byShard({ shard: shardOf(companyId) })
    .go({ pages: "all", consistent: true });
  return result.data.filter((item) => item.companyId === companyId);
}

async function listening(companyId: number, locationId: string, token: string): Promise<Client> {
  const client = await connected(port, {
    tenantId: String(companyId),
    retailerId: locationId,
    authorization: token,
  });
  expect((await subscribe(client, "paymentQueue")).event).toBe("subscribed");
  return client;
}

const heard = (client: Client) => client.messages.filter((message) => message.topic === "paymentQueue");

describe("real-time fan-out from the outbox", () => {
  it("parking answers before any register is told: the message waits in the outbox, written with the entry", async () => {
    const { register, products, line, companyId, location, device } = await queueWorld();
    const client = await listening(companyId, location.id, device.token);
    const started: number[][] = [];
    // The publisher never runs: as if the process died right after answering.
    onRealtimeQueued((shards) => void started.push(shards));
    const parked = await register.paymentQueue.park({
      paymentLines: [line(products.gummies.productId, 1, 1000)],
    });
    expect(started).toEqual([[shardOf(companyId)]]);
    const waiting = await outboxOf(companyId);
    expect(waiting.map((item) => [item.topic, item.event, item.locationId])).toEqual([
      ["paymentQueue", "created", location.id],
    ]);
    expect((waiting[0]?.data as QueueEntryView).id).toBe(parked.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard(client)).toEqual([]);

    // The every-minute sweep publishes it and empties the outbox.
    await runJob("realtime");
    await expect.poll(() => heard(client).map((message) => message.event)).toEqual(["created"]);
    expect(await outboxOf(companyId)).toEqual([]);
    client.socket.close();
  });

  it("a bad park writes no message", async () => {
    const { register, line, companyId } = await queueWorld();
    await expect(register.paymentQueue.park({ paymentLines: [line("nope", 1, 1000)] })).rejects.toThrow();
    expect(await outboxOf(companyId)).toEqual([]);
  });

  it("publishes a company's messages in the order they were written", async () => {
    const { companyId, location, device } = await queueWorld();
    const client = await listening(companyId, location.id, device.token);
    onRealtimeQueued(() => undefined);
    const events = ["first", "second", "third", "fourth"];
    for (const event of events)
      await RealtimeOutbox.create(
        outboxMessage({ companyId, topic: "paymentQueue", event, data: {}, locationId: location.id }),
      ).go();
    await publishPending([shardOf(companyId)]);
    await expect.poll(() => heard(client).map((message) => message.event)).toEqual(events);
    client.socket.close();
  });

  it("retries a failed post a bounded number of times, and keeps the connection when all fail", async () => {
    const { companyId, location, device } = await queueWorld();
    const client = await listening(companyId, location.id, device.token);
    const input = {
      companyId,
      topic: "paymentQueue" as const,
      event: "retried",
      data: {},
      locationId: location.id,
    };

    failuresLeft = postAttempts - 1;
    postsSeen = 0;
    expect(await publish(input)).toEqual({ delivered: 1, removed: 0 });
    expect(postsSeen).toBe(postAttempts);
    await expect.poll(() => heard(client).map((message) => message.event)).toEqual(["retried"]);

    failuresLeft = postAttempts;
    postsSeen = 0;
    expect(await publish({ ...input, event: "lost" })).toEqual({ delivered: 0, removed: 0 });
    expect(postsSeen).toBe(postAttempts);
    failuresLeft = 0;
    expect(await publish({ ...input, event: "after" })).toEqual({ delivered: 1, removed: 0 });
    await expect.poll(() => heard(client).map((message) => message.event)).toEqual(["retried", "after"]);
    client.socket.close();
  });

  it("drops a message after its last attempt, and leaves one another publisher holds", async () => {
    const { company } = await makeCompany();
    const companyId = company.id;
    const spent = {
      ...outboxMessage({ companyId, topic: "devices", event: "spent", data: {} }),
      attempts: maxPublishAttempts,
    };
    const held = {
      ...outboxMessage({ companyId, topic: "devices", event: "held", data: {} }),
      claimedUntil: Date.now() + 60_000,
    };
    await RealtimeOutbox.create(spent).go();
    await RealtimeOutbox.create(held).go();
    await publishPending([shardOf(companyId)]);
    expect((await outboxOf(companyId)).map((item) => item.event)).toEqual(["held"]);
  });

  it("publishes in this process after the response by default, and empties the outbox", async () => {
    const { register, products, line, companyId, location, device } = await queueWorld();
    const client = await listening(companyId, location.id, device.token);
    await register.paymentQueue.park({ paymentLines: [line(products.gummies.productId, 2, 1000)] });
    await expect.poll(() => heard(client).map((message) => message.event)).toEqual(["created"]);
    await expect.poll(() => outboxOf(companyId)).toEqual([]);
    client.socket.close();
  });
});
