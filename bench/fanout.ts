/**
 * bench/fanout: the p95 of parking a sale over HTTP (paymentQueue.park through the local server: session, shift,
 * products, the entry, its webhook event and its real-time message in one transaction) while 1, 10 and 50
 * registers at the location listen on the paymentQueue topic through real websocket connections to the local
 * gateway. The fan-out runs after the response (realtime/outbox.ts), so the park's p95 at 10 and at 50 listeners
 * must stay within 3× its p95 with one listener, whose fan-out is a single bare post (target). A bare
 * PostToConnection to one socket and the fan-out itself (publish to all listeners) are printed too. Every
 * listener must have heard every park. Levels are interleaved round by round so the machine's load weighs on
 * all alike; each park's fan-out finishes before the next park starts. BENCH_ROUNDS sets the parks per level
 * (default 60).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startRuntime } from "../packages/functions/src/local/runtime";
import { requestLog } from "../packages/functions/src/trpc/request-log";
import { percentile, timed } from "./support/measure";

const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
const warmup = 5;
const levels = [1, 10, 50];

const dataDir = mkdtempSync(path.join(tmpdir(), "pos-bench-"));
// Thousands of requests: their log lines would bury the figures.
requestLog.write = () => undefined;
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, seed: false, host: "127.0.0.1" });
try {
  const { postToConnection } = await import("@pos/core/realtime/management");
  const { publish } = await import("@pos/core/realtime/publisher");
  const { Connection } = await import("@pos/core/realtime/connection.entity");
  const { queueWorld } = await import("../tests/support/queue-world");
  const { makeDevice } = await import("../tests/support/world");
  const { connected, subscribe } = await import("../tests/support/realtime-client");

  // One location per level, each with its own listening registers and its own parking register.
  const worlds = await Promise.all(levels.map(() => queueWorld()));
  const listeners = await Promise.all(
    levels.map(async (count, index) => {
      const world = worlds[index]!;
      const clients = [];
      for (let listener = 0; listener < count; listener += 1) {
        const device = await makeDevice(world.companyId, world.location.id);
        const client = await connected(runtime.port, {
          tenantId: String(world.companyId),
          retailerId: world.location.id,
          authorization: device.token,
        });
        const answer = await subscribe(client, "paymentQueue");
        if (answer.event !== "subscribed") throw new Error(`listener refused: ${JSON.stringify(answer)}`);
        clients.push(client);
      }
      return clients;
    }),
  );

  const parkedIds = levels.map(() => new Set<string>());
  const park = async (index: number) => {
    const world = worlds[index]!;
    const response = await fetch(`${runtime.url}/trpc/paymentQueue.park`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${world.device.token}` },
      body: JSON.stringify({
        json: { paymentLines: [world.line(world.products.gummies.productId, 1, 1000)] },
      }),
    });
    if (!response.ok) throw new Error(`park answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { result: { data: { json: { id: string } } } };
    parkedIds[index]!.add(body.result.data.json.id);
    return body.result.data.json.id;
  };
  /** Waits (bounded) until every listener of the level heard the park, so its fan-out does not weigh on the next. */
  const heardBy = async (index: number, id: string) => {
    const until = Date.now() + 10_000;
    const heard = (client: (typeof listeners)[number][number]) =>
      client.messages.some((message) => (message.data as { id?: string } | null)?.id === id);
    while (!listeners[index]!.every(heard) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 5));
  };

  const firstConnection = await Connection.query
    .byCompany({ companyId: worlds[0]!.companyId })
    .go()
    .then((result) => result.data[0]);
  if (!firstConnection) throw new Error("no connection stored");
  const barePost = () =>
    postToConnection(firstConnection.connectionId, { topic: "system", event: "bench", data: {} });

  const samples = levels.map(() => [] as number[]);
  const bare: number[] = [];
  for (let round = 0; round < warmup; round += 1)
    for (let index = 0; index < levels.length; index += 1) await park(index);
  for (let round = 0; round < rounds; round += 1) {
    // Each round starts at another level; each park is timed to its answer, then its fan-out is let finish.
    for (let step = 0; step < levels.length; step += 1) {
      const index = (round + step) % levels.length;
      let id = "";
      samples[index]!.push(...(await timed(async () => (id = await park(index)), { warmup: 0, rounds: 1 })));
      await heardBy(index, id);
    }
    bare.push(...(await timed(barePost, { warmup: 0, rounds: 1 })));
  }

  // The fan-out the request no longer waits for: one publish to every listener of the level.
  const fanouts: number[][] = [];
  for (const world of worlds) {
    fanouts.push(
      await timed(
        () =>
          publish({
            companyId: world.companyId,
            topic: "paymentQueue",
            event: "bench",
            data: {},
            locationId: world.location.id,
          }),
        { warmup: 2, rounds: 20 },
      ),
    );
  }

  // Every listener hears every park (the publisher runs after the answers: wait for it, bounded).
  const heardAll = async (): Promise<number> => {
    let missing = 0;
    for (const [index, clients] of listeners.entries()) {
      for (const client of clients) {
        const heard = new Set(
          client.messages
            .filter((message) => message.topic === "paymentQueue" && message.event === "created")
            .map((message) => (message.data as { id: string }).id),
        );
        for (const id of parkedIds[index]!) if (!heard.has(id)) missing += 1;
      }
    }
    return missing;
  };
  const deadline = Date.now() + 60_000;
  let missing = await heardAll();
  while (missing > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    missing = await heardAll();
  }

  const spread = (values: number[]) =>
    `p50 ${percentile(values, 0.5).toFixed(2)} ms  p95 ${percentile(values, 0.95).toFixed(2)} ms  p99 ${percentile(values, 0.99).toFixed(2)} ms (${values.length})`;
  console.log(`${"bare PostToConnection (1 socket)".padEnd(36)}${spread(bare)}`);
  for (const [index, count] of levels.entries()) {
    console.log(`${`park, ${count} listener${count === 1 ? "" : "s"}`.padEnd(36)}${spread(samples[index]!)}`);
    console.log(`${`  fan-out to ${count} (after the answer)`.padEnd(36)}${spread(fanouts[index]!)}`);
  }
  const baseline = percentile(samples[0]!, 0.95);
  const ratios = levels.slice(1).map((count, offset) => {
    const ratio = percentile(samples[offset + 1]!, 0.95) / baseline;
    const vsBare = percentile(samples[offset + 1]!, 0.95) / percentile(bare, 0.95);
    console.log(
      `${`fanout ratio at ${count}`.padEnd(36)}${ratio.toFixed(2)} (p95 park / p95 park with one listener, target <= 3; ${vsBare.toFixed(1)}× a bare post)`,
    );
    return ratio;
  });
  const expected = levels.reduce((sum, count, index) => sum + count * parkedIds[index]!.size, 0);
  console.log(`${"messages heard".padEnd(36)}${expected - missing} of ${expected} (missing ${missing})`);
  for (const clients of listeners) for (const client of clients) client.socket.close();
  if (missing > 0 || ratios.some((ratio) => ratio > 3)) process.exitCode = 1;
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
