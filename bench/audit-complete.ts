/**
 * bench/audit-complete: completing an inventory audit of 5,000 counted lines (reads the audit, its lines, the
 * products and the stock, then writes per line a versioned stock put, an AUDIT ledger entry and the line's
 * applied marker, 33 lines per TransactWriteItems, 8 transactions at a time) divided by the same number of items
 * written bare: 3 small Puts per line in TransactWriteItems of 99, 8 at a time. Measured in this run, interleaved,
 * against the same DynamoDB Local. The ratio to 5,000 bare Puts (one item per line) is printed too. Target: <= 3.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startRuntime } from "../packages/functions/src/local/runtime";
import { percentile, timed } from "./support/measure";

const lineCount = Number(process.env.BENCH_LINES ?? 5_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

const dataDir = mkdtempSync(path.join(tmpdir(), "pos-bench-"));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, seed: false, host: "127.0.0.1" });
try {
  const { TransactWriteCommand } = await import("@aws-sdk/lib-dynamodb");
  const { documentClient, tableName } = await import("@pos/core/db/client");
  const { nowIso } = await import("@pos/core/common/clock");
  const { startAudit } = await import("@pos/core/inventory/inventory-audit");
  const { InventoryAudit, InventoryAuditLine } = await import("@pos/core/inventory/inventory-audit.entity");
  const { completeAudit } = await import("@pos/core/inventory/inventory-audit-complete");
  const { systemLedgerActor } = await import("@pos/core/inventory/inventory-log.schema");
  const { noBatch } = await import("@pos/core/inventory/stock.entity");
  const { applyStockChanges } = await import("@pos/core/inventory/stock-ledger");
  const { productItem, putProducts } = await import("../tests/support/catalog");
  const { makeCompany } = await import("../tests/support/world");

  const { company, location } = await makeCompany();
  const companyId = company.id;
  const locationId = location.id;
  const products = await putProducts(
    Array.from({ length: lineCount }, (_, index) => productItem(companyId, { name: `Bench ${index}` })),
  );
  for (let start = 0; start < products.length; start += 50) {
    const keys = products
      .slice(start, start + 50)
      .map((product) => ({ locationId, productId: product.productId, batchId: noBatch }));
    await applyStockChanges(
      keys,
      () =>
        keys.map((key) => ({
          ...key,
          quantity: 20,
          type: "ADJUSTMENT",
          reason: "received",
          unitCost: 500,
          productName: key.productId,
        })),
      {
        companyId,
        actor: systemLedgerActor,
        at: nowIso(),
        document: null,
        blockNegative: false,
        costOption: "lastCost",
      },
    );
  }

  /** An audit with every product counted (lines written directly: the bench measures completion, not counting). */
  async function countedAudit() {
    const audit = await startAudit({ companyId, locationId, title: "Bench count" }, systemLedgerActor);
    const at = nowIso();
    await InventoryAuditLine.put(
      products.map((product, index) => ({
        companyId,
        auditId: audit.id,
        productId: product.productId,
        batchId: noBatch,
        counted: 20 + (index % 5) - 2,
        expected: 20 + (index % 7 === 0 ? 1 : 0),
        countedById: "bench",
        countedByName: "Bench",
        updateDate: at,
      })),
    ).go({ concurrency: 8 });
    await InventoryAudit.patch({ companyId, auditId: audit.id }).set({ countedLines: lineCount }).go();
    return audit.id;
  }

  const parallel = 8;
  async function bare(itemsPerLine: number) {
    const total = lineCount * itemsPerLine;
    const batches: number[] = [];
    for (let start = 0; start < total; start += 99) batches.push(Math.min(99, total - start));
    for (let start = 0; start < batches.length; start += parallel)
      await Promise.all(
        batches.slice(start, start + parallel).map((size) =>
          documentClient.send(
            new TransactWriteCommand({
              TransactItems: Array.from({ length: size }, (_, index) => ({
                Put: {
                  TableName: tableName,
                  Item: { pk: `bench#${randomUUID()}`, sk: String(index), at: nowIso() },
                },
              })),
            }),
          ),
        ),
      );
  }

  const completions: number[] = [];
  const sameItems: number[] = [];
  const oneItem: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const auditId = await countedAudit();
    sameItems.push(...(await timed(() => bare(3), { warmup: 0, rounds: 1 })));
    completions.push(
      ...(await timed(() => completeAudit({ companyId, locationId, auditId }, systemLedgerActor), {
        warmup: 0,
        rounds: 1,
      })),
    );
    oneItem.push(...(await timed(() => bare(1), { warmup: 0, rounds: 1 })));
  }
  const p50 = (samples: number[]) => percentile(samples, 0.5);
  const show = (label: string, samples: number[]) =>
    console.log(`${label.padEnd(40)}p50 ${p50(samples).toFixed(0)} ms (${samples.length} runs)`);
  show(`bare ${lineCount} Puts`, oneItem);
  show(`bare ${lineCount * 3} Puts (same items)`, sameItems);
  show(`complete audit of ${lineCount} lines`, completions);
  console.log(
    `${"complete / bare one Put per line".padEnd(40)}${(p50(completions) / p50(oneItem)).toFixed(2)}`,
  );
  console.log(
    `${"audit-complete ratio".padEnd(40)}${(p50(completions) / p50(sameItems)).toFixed(2)} (p50 completion / p50 bare same items, target <= 3)`,
  );
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
