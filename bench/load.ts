/**
 * bench/load: registers selling 3-line cash sales over HTTP against the local runtime (sales.checkout through the
 * local server and DynamoDB Local, unique idempotency keys) while 5 dashboard users browse the product list and
 * the sales list.
 *   (a) Realistic pace: 1, 5, 10 and 20 registers, each selling one sale every 2 s for LOAD_SECONDS (default 60).
 *       Target: p95 checkout at 20 registers <= 3x its p95 at 1 register.
 *   (b) Saturation: 1, 2, 5, 10, 20 registers selling without pause for SATURATION_SECONDS each (default 20)
 *       until throughput stops rising (< 5 % more than the best so far), then the same TransactWriteItems as a
 *       sale (3 conditional stock decrements, 3 ledger entries, 2 shift total additions, 3 puts) sent raw by as
 *       many senders for as long. Target: sales/s at saturation >= 0.5x the raw transactions/s.
 * Each level prints p50/p95/p99 and errors; afterwards the run checks that payments written equal the successful
 * answers, that stock moved by exactly the units sold, and that each shift's totals equal its sales.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { startRuntime } from "../packages/functions/src/local/runtime";
import { requestLog } from "../packages/functions/src/trpc/request-log";
import { percentile } from "./support/measure";

const paceSeconds = Number(process.env.LOAD_SECONDS ?? 60);
const saturationSeconds = Number(process.env.SATURATION_SECONDS ?? 20);
const paceLevels = [1, 5, 10, 20];
const saturationLevels = [1, 2, 5, 10, 20];
const registerCount = Math.max(...paceLevels, ...saturationLevels);
const paceMs = 2_000;
const productCount = 30;
const cartCount = 40;
const dashboardUsers = 5;
const startingStock = 1_000_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const spread = (values: number[]) =>
  values.length === 0
    ? "no answers"
    : `p50 ${percentile(values, 0.5).toFixed(1)} ms  p95 ${percentile(values, 0.95).toFixed(1)} ms  p99 ${percentile(values, 0.99).toFixed(1)} ms`;

const dataDir = mkdtempSync(path.join(tmpdir(), "pos-bench-"));
// Thousands of requests: their log lines would bury the figures.
requestLog.write = () => undefined;
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, seed: false, host: "127.0.0.1" });
try {
  const { TransactWriteCommand } = await import("@aws-sdk/lib-dynamodb");
  const { documentClient, tableName } = await import("@pos/core/db/client");
  const { setStock } = await import("@pos/core/inventory/stock");
  const { noBatch, Stock } = await import("@pos/core/inventory/stock.entity");
  const { InventoryLog } = await import("@pos/core/inventory/inventory-log.entity");
  const { Payment } = await import("@pos/core/payments/payment.entity");
  const { ShiftTotal } = await import("@pos/core/shifts/shift-total.entity");
  const { registerQuote } = await import("@pos/core/payments/sale-quote");
  const { productItem, putProducts } = await import("../tests/support/catalog");
  const { passcodes } = await import("../tests/support/register");
  const { saleWorld } = await import("../tests/support/sale-world");
  const { callerFor, makeDevice } = await import("../tests/support/world");

  // The company, its products (stock far above what the run sells), and 20 registers each with an open shift.
  const world = await saleWorld();
  const { companyId, location } = world;
  const products = await putProducts(
    Array.from({ length: productCount }, (_, index) =>
      productItem(companyId, {
        name: `Load product ${index}`,
        price: 500 + index * 113,
        taxGroupId: world.taxGroups.gstPst,
      }),
    ),
  );
  for (const product of products)
    await setStock({
      companyId,
      locationId: location.id,
      productId: product.productId,
      quantity: startingStock,
    });
  const registers = [{ token: world.device.token, deviceId: world.device.deviceId, shiftId: world.shift.id }];
  while (registers.length < registerCount) {
    const device = await makeDevice(companyId, location.id);
    const caller = await callerFor(device.token);
    const { shift } = await caller.shifts.start({ startingFloat: 30000, passcode: passcodes.manager });
    registers.push({ token: device.token, deviceId: device.deviceId, shiftId: shift.id });
  }

  // Carts of 3 distinct products (1 to 3 of each), priced once by the server's own quote.
  const actor = { kind: "device" as const, companyId, deviceId: world.device.deviceId, sessionHash: "bench" };
  const carts: { lines: { lineId: string; productId: string; quantity: number }[]; total: number }[] = [];
  for (let cart = 0; cart < cartCount; cart += 1) {
    const lines = [0, 1, 2].map((offset) => ({
      lineId: `line-${offset}`,
      productId: products[(cart * 7 + offset * 11) % productCount]!.productId,
      quantity: 1 + ((cart + offset) % 3),
    }));
    const quote = await registerQuote(actor, { lines });
    carts.push({ lines, total: quote.total });
  }

  interface Sold {
    shiftId: string;
    cart: number;
  }
  const sold: Sold[] = [];
  let cartCursor = 0;
  const post = (token: string, procedure: string, json: unknown) =>
    fetch(`${runtime.url}/trpc/${procedure}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ json }),
    });

  /** One sale; its duration when answered 200, null (an error) otherwise. */
  const sell = async (register: (typeof registers)[number]): Promise<number | null> => {
    const cart = cartCursor++ % cartCount;
    const { lines, total } = carts[cart]!;
    const start = performance.now();
    try {
      const response = await post(register.token, "sales.checkout", {
        idempotencyKey: randomUUID(),
        lines,
        tenders: [{ paymentTypeId: "cash", amount: total }],
        expectedTotal: total,
      });
      await response.text();
      if (!response.ok) return null;
      sold.push({ shiftId: register.shiftId, cart });
      return performance.now() - start;
    } catch {
      return null;
    }
  };

  /** `count` registers selling until `seconds` pass, each one sale every `pace` ms (0: without pause). */
  const level = async (count: number, seconds: number, pace: number) => {
    const durations: number[] = [];
    let errors = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      registers.slice(0, count).map(async (register) => {
        if (pace > 0) await sleep(Math.random() * pace);
        while (performance.now() < until) {
          const start = performance.now();
          const duration = await sell(register);
          if (duration === null) errors += 1;
          else durations.push(duration);
          if (pace > 0) await sleep(Math.max(0, start + pace - performance.now()));
        }
      }),
    );
    return { durations, errors, perSecond: durations.length / seconds };
  };

  // Five dashboard users reading the first product page and the first sales page, a second apart, all along.
  const owner = world.owner.token;
  const browsing = { durations: [] as number[], errors: 0, running: true };
  const get = async (procedure: string, json: unknown) => {
    const start = performance.now();
    const input = encodeURIComponent(JSON.stringify({ json }));
    const response = await fetch(`${runtime.url}/trpc/${procedure}?input=${input}`, {
      headers: { authorization: `Bearer ${owner}` },
    }).catch(() => null);
    await response?.text();
    if (response?.ok) browsing.durations.push(performance.now() - start);
    else browsing.errors += 1;
  };
  const dashboards = Array.from({ length: dashboardUsers }, async () => {
    while (browsing.running) {
      await get("catalog.products.list", { companyId, offset: 0 });
      await get("payments.list", { companyId, locationId: location.id, limit: 20 });
      await sleep(1_000);
    }
  });

  console.log(`(a) realistic pace: one sale every ${paceMs / 1000} s per register, ${paceSeconds} s a level`);
  const paced = [];
  for (const count of paceLevels) {
    const result = await level(count, paceSeconds, paceMs);
    paced.push(result);
    console.log(
      `${`${count} register${count === 1 ? "" : "s"}`.padEnd(14)}${spread(result.durations)}  ${result.durations.length} sales  ${result.errors} errors  ${result.perSecond.toFixed(1)} sales/s`,
    );
  }
  const paceRatio = percentile(paced.at(-1)!.durations, 0.95) / percentile(paced[0]!.durations, 0.95);
  console.log(
    `${"pace ratio".padEnd(14)}${paceRatio.toFixed(2)} (p95 at 20 registers / p95 at 1, target <= 3)`,
  );

  console.log(`(b) saturation: registers selling without pause, ${saturationSeconds} s a level`);
  let best = { count: 0, perSecond: 0 };
  for (const count of saturationLevels) {
    const result = await level(count, saturationSeconds, 0);
    console.log(
      `${`${count} register${count === 1 ? "" : "s"}`.padEnd(14)}${spread(result.durations)}  ${result.durations.length} sales  ${result.errors} errors  ${result.perSecond.toFixed(1)} sales/s`,
    );
    const rising = result.perSecond > best.perSecond * 1.05;
    if (result.perSecond > best.perSecond) best = { count, perSecond: result.perSecond };
    if (!rising) break;
  }
  browsing.running = false;
  await Promise.all(dashboards);
  console.log(
    `${"dashboards".padEnd(14)}${spread(browsing.durations)}  ${browsing.durations.length} pages  ${browsing.errors} errors`,
  );

  // What was written matches what was answered.
  let mismatches = 0;
  const check = (label: string, actual: number, expected: number) => {
    if (actual === expected) return;
    mismatches += 1;
    console.log(`MISMATCH ${label}: ${actual} written, ${expected} expected`);
  };
  let written = 0;
  for (const register of registers) {
    const payments = await Payment.query
      .byShift({ companyId, shiftId: register.shiftId })
      .go({ pages: "all", attributes: ["total"] });
    written += payments.data.length;
    const ofShift = sold.filter((sale) => sale.shiftId === register.shiftId);
    const amount = ofShift.reduce((sum, sale) => sum + carts[sale.cart]!.total, 0);
    const totals = await ShiftTotal.query
      .byShift({ companyId, shiftId: register.shiftId })
      .go({ pages: "all" });
    const sales = totals.data.find((row) => row.kind === "sales" && row.name === "all");
    const cash = totals.data.find((row) => row.kind === "tender" && row.name === "cash");
    check(`shift ${register.shiftId} sales count`, sales?.count ?? 0, ofShift.length);
    check(`shift ${register.shiftId} sales amount`, sales?.amount ?? 0, amount);
    check(`shift ${register.shiftId} cash`, cash?.amount ?? 0, amount);
    check(
      `shift ${register.shiftId} payments total`,
      payments.data.reduce((sum, payment) => sum + payment.total, 0),
      amount,
    );
  }
  check("payments", written, sold.length);
  const unitsSold = new Map<string, number>();
  for (const sale of sold)
    for (const line of carts[sale.cart]!.lines)
      unitsSold.set(line.productId, (unitsSold.get(line.productId) ?? 0) + line.quantity);
  for (const product of products) {
    const stock = await Stock.get({
      companyId,
      locationId: location.id,
      productId: product.productId,
      batchId: noBatch,
    }).go({ consistent: true });
    check(
      `stock of ${product.name}`,
      startingStock - (stock.data?.quantity ?? 0),
      unitsSold.get(product.productId) ?? 0,
    );
  }
  console.log(
    `${"verified".padEnd(14)}${sold.length} sales, ${written} payments written, ${mismatches} mismatches`,
  );
  // The same writes as a 3-line cash sale, sent raw by as many senders as the saturating level (after the checks:
  // they take stock too).
  const at = () => new Date().toISOString();
  const rawSale = () => {
    const cart = carts[cartCursor++ % cartCount]!;
    return documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          ...cart.lines.map((line) => ({
            Update: Stock.upsert({
              companyId,
              locationId: world.location.id,
              productId: line.productId,
              batchId: noBatch,
              updateDate: at(),
            })
              .add({ quantity: -line.quantity })
              .where((attributes, { gte }) => gte(attributes.quantity, line.quantity))
              .params(),
          })),
          ...cart.lines.map((line) => ({
            Put: InventoryLog.create({
              companyId,
              locationId: world.location.id,
              productId: line.productId,
              batchId: noBatch,
              logId: randomUUID(),
              type: "SALE",
              quantityChange: -line.quantity,
              quantityAfter: 0,
              unitCost: 0,
              actorKind: "employee",
              actorId: "bench",
              actorName: "Bench",
              createDate: at(),
              documentType: "payment",
              documentId: `raw-${randomUUID()}`,
            }).params(),
          })),
          ...["raw-cash", "raw-all"].map((name) => ({
            Update: ShiftTotal.update({ companyId, shiftId: "raw-bench", kind: "tender", name })
              .add({ amount: cart.total, count: 1 })
              .params(),
          })),
          ...[0, 1, 2].map((index) => ({
            Put: { TableName: tableName, Item: { pk: `bench#${randomUUID()}`, sk: String(index) } },
          })),
        ] as TransactWriteCommandInput["TransactItems"],
      }),
    );
  };
  let rawDone = 0;
  let rawErrors = 0;
  const rawUntil = performance.now() + saturationSeconds * 1000;
  await Promise.all(
    Array.from({ length: best.count }, async () => {
      while (performance.now() < rawUntil) {
        await rawSale().then(
          () => (rawDone += 1),
          () => (rawErrors += 1),
        );
      }
    }),
  );
  const rawPerSecond = rawDone / saturationSeconds;
  console.log(
    `${"raw".padEnd(14)}${rawPerSecond.toFixed(1)} transactions/s from ${best.count} senders (${rawErrors} errors)`,
  );
  const saturationRatio = best.perSecond / rawPerSecond;
  console.log(
    `${"saturation".padEnd(14)}${best.perSecond.toFixed(1)} sales/s at ${best.count} registers = ${saturationRatio.toFixed(2)}x raw (target >= 0.5)`,
  );

  if (mismatches > 0 || paceRatio > 3 || saturationRatio < 0.5) process.exitCode = 1;
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
