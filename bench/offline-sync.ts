/**
 * bench/offline-sync: syncing sales a register made offline against selling them online. 500 sales of a 3-line
 * cart are checked out online (sales.checkout's core function) and 500 others, recorded offline with their pending
 * ids, are synced one after the other as the register's outbox sends them (offline.syncSale's core function).
 * Both run interleaved in batches of 50 against the same DynamoDB Local, so a change in the machine's load weighs
 * on both alike. Prints the total time of each and their ratio. Target: sync at most 3 × online.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startRuntime } from "../packages/functions/src/local/runtime";

const sales = Number(process.env.BENCH_SALES ?? 500);
const batch = 50;

const dataDir = mkdtempSync(path.join(tmpdir(), "pos-bench-"));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, seed: false, host: "127.0.0.1" });
try {
  const { checkout } = await import("@pos/core/payments/checkout");
  const { registerQuote } = await import("@pos/core/payments/sale-quote");
  const { recordOfflineSale } = await import("@pos/core/offline/offline-sale");
  const { chargedOf } = await import("../tests/support/offline-world");
  const { saleWorld } = await import("../tests/support/sale-world");

  const world = await saleWorld({ stock: 90_000 });
  const { companyId } = world;
  const actor = { kind: "device" as const, companyId, deviceId: world.device.deviceId, sessionHash: "bench" };
  const { gummies, flower, soda } = world.products;
  const lines = [gummies, flower, soda].map((product, index) => ({
    lineId: `line-${index}`,
    productId: product.productId,
    quantity: 1,
  }));
  const quote = await registerQuote(actor, { lines });
  const tenders = [{ paymentTypeId: "cash" as const, amount: quote.total + 500 }];
  const online = () => checkout(actor, { idempotencyKey: randomUUID(), lines, tenders, expectedTotal: quote.total });
  const recordedAt = new Date().toISOString();
  const offline = () =>
    recordOfflineSale(actor, {
      pendingId: `pending_${randomUUID()}`,
      recordedAt,
      shiftId: world.shift.id,
      employeeId: world.employees.blake.id,
      lines,
      tenders,
      charged: chargedOf(quote),
    });

  for (let warmup = 0; warmup < 10; warmup += 1) {
    await online();
    await offline();
  }
  let onlineMs = 0;
  let syncMs = 0;
  for (let done = 0; done < sales; done += batch) {
    const size = Math.min(batch, sales - done);
    let start = performance.now();
    for (let sale = 0; sale < size; sale += 1) await online();
    onlineMs += performance.now() - start;
    start = performance.now();
    for (let sale = 0; sale < size; sale += 1) await offline();
    syncMs += performance.now() - start;
  }
  console.log(`${`${sales} online checkouts`.padEnd(34)}${(onlineMs / 1000).toFixed(2)} s`);
  console.log(`${`${sales} offline sales synced`.padEnd(34)}${(syncMs / 1000).toFixed(2)} s`);
  console.log(
    `${"offline sync ratio".padEnd(34)}${(syncMs / onlineMs).toFixed(2)} (sync / online, target <= 3)`,
  );
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
