/**
 * bench/stock-replay: rebuilding a location's stock from its ledger (inventory/stock-replay.ts: every ledger entry
 * of the location read page by page through ElectroDB, each stock item's balance chained, compared with the stock
 * items) over 100 000 entries of 1 000 stock items, reported in entries per second and divided by a raw read of the
 * same entries (DynamoDB Query pages of the same partition, nothing parsed). Measured in this run, interleaved,
 * against the same DynamoDB Local. Reported, no target. The entries are written without the keys of the two
 * secondary indexes (by document, by product), which the replay does not read: seeding takes minutes less.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { startRuntime } from "../packages/functions/src/local/runtime";
import { percentile, timed } from "./support/measure";

const entryCount = Number(process.env.BENCH_ENTRIES ?? 100_000);
const stockItems = 1_000;
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const companyId = 525_252;
const locationId = "bench-location";

const dataDir = mkdtempSync(path.join(tmpdir(), "pos-bench-"));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, seed: false, host: "127.0.0.1" });
try {
  const { BatchWriteCommand, QueryCommand } = await import("@aws-sdk/lib-dynamodb");
  const { documentClient, tableName } = await import("@pos/core/db/client");
  const { Location } = await import("@pos/core/company/company.entity");
  const { InventoryLog } = await import("@pos/core/inventory/inventory-log.entity");
  const { noBatch, Stock } = await import("@pos/core/inventory/stock.entity");
  const { replayLocation } = await import("@pos/core/inventory/stock-replay");

  const start = performance.now();
  const base = Date.now() - entryCount * 1000;
  const balances = new Array<number>(stockItems).fill(0);
  const entries = Array.from({ length: entryCount }, (_, index) => {
    const item = index % stockItems;
    const quantityChange = index < stockItems ? 100 : index % 3 === 0 ? 5 : -1;
    balances[item] = balances[item]! + quantityChange;
    return {
      companyId,
      locationId,
      productId: `p-${String(item).padStart(5, "0")}`,
      batchId: noBatch,
      logId: String(index).padStart(8, "0"),
      type:
        index < stockItems ? ("RECEIVE" as const) : index % 3 === 0 ? ("REFUND" as const) : ("SALE" as const),
      quantityChange,
      quantityAfter: balances[item]!,
      stockVersion: Math.floor(index / stockItems) + 1,
      unitCost: 412,
      actorKind: "employee" as const,
      actorId: "e-bench",
      actorName: "Bench Employee",
      createDate: new Date(base + index * 1000).toISOString(),
      documentType: "payment" as const,
      documentId: String(index),
    };
  });
  const at = new Date().toISOString();
  await Location.create({ companyId, locationId, name: "Bench store", createDate: at }).go();
  const rows = entries.map((entry) => {
    const { gsi1pk: _1, gsi1sk: _2, gsi2pk: _3, gsi2sk: _4, ...row } = InventoryLog.put(entry).params().Item;
    return row;
  });
  const writeBatch = async (batch: Record<string, unknown>[]) => {
    let requests = batch.map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const result = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
      );
      requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  };
  for (let offset = 0; offset < rows.length; offset += 25 * 16)
    await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        writeBatch(rows.slice(offset + index * 25, Math.min(offset + (index + 1) * 25, rows.length))),
      ),
    );
  await Stock.put(
    balances.map((quantity, item) => ({
      companyId,
      locationId,
      productId: `p-${String(item).padStart(5, "0")}`,
      batchId: noBatch,
      quantity,
      unitCost: 412,
      version: entryCount / stockItems,
      updateDate: at,
    })),
  ).go({ concurrency: 16 });
  console.log(
    `seeded ${entryCount} ledger entries of ${stockItems} stock items in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );

  const query = InventoryLog.query.byLocation({ companyId, locationId }).params() as QueryCommandInput;
  /** The same entries read bare: every Query page of the partition, nothing parsed or projected. */
  const rawRead = async () => {
    let read = 0;
    let startKey: QueryCommandInput["ExclusiveStartKey"];
    do {
      const page = await documentClient.send(new QueryCommand({ ...query, ExclusiveStartKey: startKey }));
      read += page.Items?.length ?? 0;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    if (read !== entryCount) throw new Error(`raw read ${read} entries, expected ${entryCount}`);
  };
  const replay = async () => {
    const result = await replayLocation(companyId, locationId);
    if (result.entries !== entryCount || result.mismatches.length > 0)
      throw new Error(`replay read ${result.entries} entries, ${result.mismatches.length} mismatches`);
  };

  const replays: number[] = [];
  const raws: number[] = [];
  // Interleaved, round by round, so a change in the machine's load weighs on both alike; each read takes every page.
  for (let round = 0; round < rounds; round += 1) {
    replays.push(...(await timed(replay, { warmup: 0, rounds: 1 })));
    raws.push(...(await timed(rawRead, { warmup: 0, rounds: 1 })));
  }
  const median = (samples: number[]) => percentile(samples, 0.5);
  const perSecond = (ms: number) => Math.round((entryCount / ms) * 1000).toLocaleString("en-CA");
  console.log(
    `${`raw Query pages (${entryCount})`.padEnd(34)}p50 ${median(raws).toFixed(0)} ms  ${perSecond(median(raws))} entries/s`,
  );
  console.log(
    `${`stock replay (${entryCount})`.padEnd(34)}p50 ${median(replays).toFixed(0)} ms  ${perSecond(median(replays))} entries/s`,
  );
  console.log(
    `${"stock replay ratio".padEnd(34)}${(median(replays) / median(raws)).toFixed(2)} (p50 replay / p50 raw read, reported)`,
  );
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
