/**
 * bench/checkout: the median of a 20-line checkout through the core function (reads the register, shift,
 * company, discounts, products and stock, prices the cart, checks tenders and writes the sale, its idempotency
 * record, 20 stock writes conditioned on their version with 20 ledger entries, shift totals and the outbox event
 * in one TransactWriteItems) divided by the median of a bare TransactWriteItems of the same item count: the same
 * writes (20 conditional stock decrements, 20 ledger entries, 2 total additions, 3 puts) without the application
 * around them. The ratio to 25 small Puts is printed too
 * (DynamoDB Local takes several times longer for a conditional update than for a put). All measured in this run,
 * interleaved, against the same DynamoDB Local. Target: at most 3.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { tmpdir } from "node:os";
import path from "node:path";
import { startRuntime } from "../packages/functions/src/local/runtime";
import { percentile, timed } from "./support/measure";

const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
const measure = { warmup: 10, rounds };
const lineCount = 20;

const dataDir = mkdtempSync(path.join(tmpdir(), "pos-bench-"));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, seed: false, host: "127.0.0.1" });
try {
  const { TransactWriteCommand } = await import("@aws-sdk/lib-dynamodb");
  const { documentClient, tableName } = await import("@pos/core/db/client");
  const { Company } = await import("@pos/core/company/company.entity");
  const { setStock } = await import("@pos/core/inventory/stock");
  const { noBatch, Stock } = await import("@pos/core/inventory/stock.entity");
  const { InventoryLog } = await import("@pos/core/inventory/inventory-log.entity");
  const { ShiftTotal } = await import("@pos/core/shifts/shift-total.entity");
  const { checkout } = await import("@pos/core/payments/checkout");
  const { registerQuote } = await import("@pos/core/payments/sale-quote");
  const { productItem, putProducts } = await import("../tests/support/catalog");
  const { saleWorld } = await import("../tests/support/sale-world");

  const world = await saleWorld();
  const { companyId } = world;
  await Company.patch({ companyId }).set({ blockNegativeInventorySale: true }).go();
  const products = await putProducts(
    Array.from({ length: lineCount }, (_, index) =>
      productItem(companyId, {
        name: `Bench product ${index}`,
        price: 1000 + index * 37,
        taxGroupId: world.taxGroups.gstPst,
        driedCannabisEquivalent: 0.1,
      }),
    ),
  );
  for (const product of products) {
    await setStock({ companyId, locationId: world.location.id, productId: product.productId, quantity: 1e6 });
  }
  const actor = { kind: "device" as const, companyId, deviceId: world.device.deviceId, sessionHash: "bench" };
  const lines = products.map((product, index) => ({
    lineId: `line-${index}`,
    productId: product.productId,
    quantity: 1 + (index % 3),
  }));
  const quote = await registerQuote(actor, { lines });
  const sale = () =>
    checkout(actor, {
      idempotencyKey: randomUUID(),
      lines,
      tenders: [{ paymentTypeId: "cash", amount: quote.total + 500 }],
      expectedTotal: quote.total,
    });
  // The sale's transaction: its key, the payment, one stock write and one ledger entry per line, the shift's cash
  // and sales totals, and the outbox event.
  const itemCount = 2 + lineCount * 2 + 2 + 1;

  const at = () => new Date().toISOString();
  /** The same writes as the sale's transaction, sent bare: 20 conditional stock decrements, 20 ledger entries, 2 total additions, 3 puts. */
  const sameWrites = () =>
    documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          ...products.map((product) => ({
            Update: Stock.upsert({
              companyId,
              locationId: world.location.id,
              productId: product.productId,
              batchId: noBatch,
              updateDate: at(),
            })
              .add({ quantity: -1 })
              .where((attributes, { gte }) => gte(attributes.quantity, 1))
              .params(),
          })),
          ...products.map((product) => ({
            Put: InventoryLog.create({
              companyId,
              locationId: world.location.id,
              productId: product.productId,
              batchId: noBatch,
              logId: randomUUID(),
              type: "SALE",
              quantityChange: -1,
              quantityAfter: 0,
              unitCost: 0,
              actorKind: "employee",
              actorId: "bench",
              actorName: "Bench",
              createDate: at(),
              documentType: "payment",
              documentId: randomUUID(),
            }).params(),
          })),
          ...["cash", "all"].map((name) => ({
            Update: ShiftTotal.update({ companyId, shiftId: world.shift.id, kind: "tender", name })
              .add({ amount: 100, count: 1 })
              .params(),
          })),
          ...[0, 1, 2].map((index) => ({
            Put: { TableName: tableName, Item: { pk: `bench#${randomUUID()}`, sk: String(index) } },
          })),
        ] as TransactWriteCommandInput["TransactItems"],
      }),
    );
  const smallPuts = () =>
    documentClient.send(
      new TransactWriteCommand({
        TransactItems: Array.from({ length: itemCount }, (_, index) => ({
          Put: { TableName: tableName, Item: { pk: `bench#${randomUUID()}`, sk: String(index) } },
        })),
      }),
    );
  // Interleaved, round by round, so a change in the machine's load weighs on all three alike.
  const checkouts: number[] = [];
  const bare: number[] = [];
  const puts: number[] = [];
  for (let round = 0; round < measure.rounds; round += 1) {
    const warmup = round === 0 ? measure.warmup : 0;
    checkouts.push(...(await timed(sale, { warmup, rounds: 1 })));
    bare.push(...(await timed(sameWrites, { warmup, rounds: 1 })));
    puts.push(...(await timed(smallPuts, { warmup, rounds: 1 })));
  }

  const spread = (samples: number[]) =>
    `p50 ${percentile(samples, 0.5).toFixed(2)} ms  p95 ${percentile(samples, 0.95).toFixed(2)} ms (${samples.length} calls)`;
  console.log(`${`bare ${itemCount} small Puts`.padEnd(34)}${spread(puts)}`);
  console.log(`${`bare same ${itemCount} writes`.padEnd(34)}${spread(bare)}`);
  console.log(`${`checkout of ${lineCount} lines`.padEnd(34)}${spread(checkouts)}`);
  const vsPuts = percentile(checkouts, 0.5) / percentile(puts, 0.5);
  console.log(
    `${"checkout / small Puts".padEnd(34)}${vsPuts.toFixed(2)} (p50 / p50; updates cost more than puts)`,
  );
  const ratio = percentile(checkouts, 0.5) / percentile(bare, 0.5);
  console.log(
    `${"checkout ratio".padEnd(34)}${ratio.toFixed(2)} (p50 checkout / p50 bare same writes, target <= 3)`,
  );
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
