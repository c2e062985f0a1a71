/**
 * bench/reports-summary: a 12-month sales summary (reports/summary.ts) and the advanced report grouped by product
 * (reports/advanced-report.ts: 12 months of month rows summed per product, the totals from the day's month rows) for a store selling 200 sales a day for a year (73 000 sales, about
 * 250 000 lines), each p95 divided by the p95 of a raw DynamoDB Query of the same rollup items (the same key ranges,
 * pages read, nothing parsed), measured in this run, interleaved. Targets: summary <= 3, by product <= 5.
 *
 * Seeding: 73 000 checkouts through the register would take hours on this machine, so the sales are generated as
 * complete PaymentViews (what checkout returns and puts in its outbox event) and turned into rollup rows by the
 * consumer's own row code (saleRollupRows); the rows are summed in memory and written once. A sanity check applies
 * one day's sales through the consumer's exactly-once write path (rollUpSale) at a second location and requires
 * the same figures.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import type { ReportDimension, RollupGrain, RollupMeasures } from "@pos/core/reports/reports.schema";
import type { RollupItem } from "@pos/core/reports/rollup.entity";
import { startRuntime } from "../packages/functions/src/local/runtime";
import { percentile, timed } from "./support/measure";
import { benchSales, benchStore, categoryOf } from "./support/report-sales";

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const perDay = Number(process.env.BENCH_SALES_PER_DAY ?? 200);
const [from, to] = ["2025-11-16", "2026-11-15"];
const { companyId, locationId } = benchStore;
const checkLocation = "bench-check";

const dataDir = mkdtempSync(path.join(tmpdir(), "pos-bench-"));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, seed: false, host: "127.0.0.1" });
try {
  const { QueryCommand } = await import("@aws-sdk/lib-dynamodb");
  const { documentClient } = await import("@pos/core/db/client");
  const { Location } = await import("@pos/core/company/company.entity");
  const { Rollup } = await import("@pos/core/reports/rollup.entity");
  const { saleRollupRows } = await import("@pos/core/reports/rollup-rows");
  const { rollUpSale } = await import("@pos/core/reports/rollup-job");
  const { monthSpans, readRollups, totalOf } = await import("@pos/core/reports/rollup-query");
  const { previousPeriodOf, summaryReport } = await import("@pos/core/reports/summary");

  const start = performance.now();
  const at = new Date().toISOString();
  for (const id of [locationId, checkLocation])
    await Location.create({
      companyId,
      locationId: id,
      name: id,
      timezone: benchStore.timeZone,
      createDate: at,
    }).go();
  const context = { timeZone: benchStore.timeZone, categoryOf };
  const rows = new Map<string, RollupItem>();
  let [sales, lines] = [0, 0];
  const firstDay: Parameters<typeof rollUpSale>[0][] = [];
  for (const sale of benchSales(to, 365, perDay)) {
    sales += 1;
    lines += sale.lines.length;
    if (sales <= perDay) firstDay.push({ ...sale, id: `${sale.id}-check`, locationId: checkLocation });
    for (const delta of saleRollupRows(sale, context)) {
      const id = `${delta.dimension}|${delta.grain}|${delta.day}|${delta.key}`;
      const row: RollupItem = rows.get(id) ?? {
        companyId,
        locationId,
        dimension: delta.dimension,
        grain: delta.grain,
        day: delta.day,
        key: delta.key,
        label: delta.label ?? undefined,
      };
      for (const [name, value] of Object.entries(delta.measures) as [keyof RollupMeasures, number][])
        row[name] = (row[name] ?? 0) + value;
      rows.set(id, row);
    }
  }
  await Rollup.put([...rows.values()]).go({ concurrency: 16 });
  for (const sale of firstDay) await rollUpSale(sale);
  const checkDay = firstDay[0]!.createDate.slice(0, 10);
  const dayOf = async (id: string) =>
    totalOf(
      await readRollups({ companyId, locationIds: [id], from: checkDay, to: checkDay, dimension: "product" }),
    );
  if (JSON.stringify(await dayOf(locationId)) !== JSON.stringify(await dayOf(checkLocation)))
    throw new Error("The seeded rollups differ from the consumer's for the same sales");
  console.log(
    `seeded ${sales} sales (${lines} lines) as ${rows.size} rollup items in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );

  type Span = { dimension: ReportDimension; grain: RollupGrain; from: string; to: string };
  const spansOf = (dimension: ReportDimension, first: string, last: string): Span[] =>
    monthSpans(first, last).map((span) => ({ dimension, ...span }));
  const previous = previousPeriodOf(from, to);
  /** The key ranges summaryReport reads (rollup-query.ts), read bare: Query pages, nothing parsed. */
  const summarySpans: Span[] = [
    { dimension: "day", grain: "day", from, to },
    ...spansOf("day", previous.from, previous.to),
    ...(["hour", "product", "category", "employee"] as const).flatMap((dimension) =>
      spansOf(dimension, from, to),
    ),
  ];
  /** The advanced report by product: the product rows, and the day rows its totals come from. */
  const productSpans = [...spansOf("product", from, to), ...spansOf("day", from, to)];
  const rawRead = async (spans: Span[]) => {
    const counts = await Promise.all(
      spans.map(async (span) => {
        const query = Rollup.query
          .byDimension({ companyId, locationId, dimension: span.dimension, grain: span.grain })
          .between({ day: span.from, key: "" }, { day: span.to, key: "\uffff" })
          .params() as QueryCommandInput;
        let [read, startKey] = [0, undefined as QueryCommandInput["ExclusiveStartKey"]];
        do {
          const page = await documentClient.send(new QueryCommand({ ...query, ExclusiveStartKey: startKey }));
          read += page.Items?.length ?? 0;
          startKey = page.LastEvaluatedKey;
        } while (startKey);
        return read;
      }),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  };
  const summaryItems = await rawRead(summarySpans);
  const productItems = await rawRead(productSpans);

  const summary = () => summaryReport({ companyId, locationIds: [locationId], from, to });
  const { advancedReport } = await import("@pos/core/reports/advanced-report");
  // The advanced report's real query (reports/advanced-report.ts), grouped by product over the 12 months.
  const byProduct = () =>
    advancedReport({
      companyId,
      locationIds: [locationId],
      from,
      to,
      definition: {
        dimensions: ["product"],
        measures: ["grossSales", "netSales", "costOfGoods", "grossMargin", "units", "saleCount"],
        filters: [],
        sort: null,
      },
    });
  const check = await summary();
  if (check.figures.saleCount !== sales) throw new Error(`summary counted ${check.figures.saleCount} sales`);

  const samples = {
    summary: [] as number[],
    summaryRaw: [] as number[],
    product: [] as number[],
    productRaw: [] as number[],
  };
  for (const run of [summary, byProduct, () => rawRead(summarySpans), () => rawRead(productSpans)])
    await run();
  for (let round = 0; round < rounds; round += 1) {
    samples.summary.push(...(await timed(summary, { warmup: 0, rounds: 1 })));
    samples.summaryRaw.push(...(await timed(() => rawRead(summarySpans), { warmup: 0, rounds: 1 })));
    samples.product.push(...(await timed(byProduct, { warmup: 0, rounds: 1 })));
    samples.productRaw.push(...(await timed(() => rawRead(productSpans), { warmup: 0, rounds: 1 })));
  }
  const p95 = (values: number[]) => percentile(values, 0.95);
  const line = (label: string, values: number[]) =>
    console.log(
      `${label.padEnd(44)}p50 ${percentile(values, 0.5).toFixed(1)} ms  p95 ${p95(values).toFixed(1)} ms`,
    );
  line(`raw Query of the summary's ${summaryItems} items`, samples.summaryRaw);
  line("12-month summary", samples.summary);
  line(`raw Query of the ${productItems} product items`, samples.productRaw);
  line("12-month report by product", samples.product);
  const summaryRatio = p95(samples.summary) / p95(samples.summaryRaw);
  const productRatio = p95(samples.product) / p95(samples.productRaw);
  console.log(`${"summary ratio".padEnd(44)}${summaryRatio.toFixed(2)} (p95 / p95 raw, target <= 3)`);
  console.log(`${"by-product ratio".padEnd(44)}${productRatio.toFixed(2)} (p95 / p95 raw, target <= 5)`);
  if (summaryRatio > 3 || productRatio > 5) process.exitCode = 1;
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
