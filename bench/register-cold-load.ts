/**
 * bench/register-cold-load: a register's first load of a 50 000-product catalogue with its stock. Times the whole
 * load as the register runs it: page by page through the core function (posData.listings: products, stock and lots
 * read with DynamoDB's paging, the register's overrides applied), each page through JSON as on the wire, merged into
 * the register's index in slices while the next page is asked for. The floor, measured in the same run on the same
 * DynamoDB Local: the raw Query pages of the same items (the products' and the location's stock partitions) with the
 * same attributes and page sizes, one after the other, nothing done with them. Whole items in DynamoDB's own 1 MB
 * pages are timed too. Prints the medians, the ratio (target at most 3), the largest page and how long the merge
 * held the main thread at a time.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import type { ChangesQuery, StartKey } from "@pos/core/db/changes-feed";
import { startRuntime } from "../packages/functions/src/local/runtime";
import { CatalogIndex } from "../packages/web/src/features/pos-catalog/catalog-index";
import { mergePage, yieldToBrowser } from "../packages/web/src/features/pos-catalog/page-merge";
import { percentile } from "./support/measure";
import { seedCatalogue } from "./support/seed-catalogue";

const productCount = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const dataDir = mkdtempSync(path.join(tmpdir(), "pos-bench-"));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, seed: false, host: "127.0.0.1" });
try {
  const { QueryCommand } = await import("@aws-sdk/lib-dynamodb");
  const { documentClient } = await import("@pos/core/db/client");
  const { Product } = await import("@pos/core/catalog/product.entity");
  const { Stock } = await import("@pos/core/inventory/stock.entity");
  const { Counter } = await import("@pos/core/db/counter.entity");
  const { productSequence } = await import("@pos/core/catalog/products");
  const { posListings, stockAttributes } = await import("@pos/core/payments/pos-listings");
  const { posProductAttributes } = await import("@pos/core/payments/pos-product-row");
  const { maxListingsPageSize } = await import("@pos/core/payments/pos-data.schema");
  const { changesPage } = await import("@pos/core/db/changes-feed");
  const { makeCompany, makeDevice } = await import("../tests/support/world");

  const { company, location } = await makeCompany();
  const companyId = company.id;
  const { items } = await seedCatalogue(companyId, productCount);
  // The products module numbers a company's products (the register's progress shows "N of M" from it).
  await Counter.put({ name: productSequence(companyId), value: productCount }).go();
  const start = performance.now();
  await Stock.put(
    items.map((item, index) => ({
      companyId,
      locationId: location.id,
      productId: item.productId,
      quantity: 1 + (index % 40),
      updateDate: item.updateDate,
    })),
  ).go({ concurrency: 32 });
  console.log(`seeded ${items.length} stock rows in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  const device = await makeDevice(companyId, location.id);
  const actor = { kind: "device" as const, companyId, deviceId: device.deviceId, sessionHash: "bench" };

  /** The floors: both partitions read with DynamoDB's paging, one page after the other, nothing done with the items. */
  const productsQuery: ChangesQuery = (from, to) =>
    Product.query
      .changes({ companyId })
      .between({ updateDate: from }, { updateDate: to })
      .params() as QueryCommandInput;
  const stockQuery: ChangesQuery = (from, to) =>
    Stock.query
      .changes({ companyId, locationId: location.id })
      .between({ updateDate: from }, { updateDate: to })
      .params() as QueryCommandInput;
  /** Whole items in DynamoDB's own 1 MB pages. */
  async function wholeItems(): Promise<{ ms: number; items: number; pages: number }> {
    const began = performance.now();
    let count = 0;
    let pages = 0;
    for (const query of [productsQuery, stockQuery]) {
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await documentClient.send(
          new QueryCommand({ ...query("", "9999"), ExclusiveStartKey: startKey }),
        );
        count += page.Items?.length ?? 0;
        pages += 1;
        startKey = page.LastEvaluatedKey;
      } while (startKey);
    }
    return { ms: performance.now() - began, items: count, pages };
  }
  /** The register's attributes only, in pages as large as the load's (400 products, 800 stock rows). */
  async function sameProjection(): Promise<{ ms: number; items: number; pages: number }> {
    const began = performance.now();
    let count = 0;
    let pages = 0;
    const feeds = [
      { query: productsQuery, attributes: posProductAttributes, limit: maxListingsPageSize },
      { query: stockQuery, attributes: stockAttributes, limit: maxListingsPageSize * 2 },
    ];
    for (const { query, attributes, limit } of feeds) {
      let startKey: StartKey | null = null;
      do {
        const page = await changesPage(query, attributes, { from: null, limit, startKey });
        count += page.items.length;
        pages += 1;
        startKey = page.next;
      } while (startKey);
    }
    return { ms: performance.now() - began, items: count, pages };
  }

  /** The register's load as catalog-store.ts runs it: the next page asked for while this one is merged. */
  async function coldLoad() {
    const index = new CatalogIndex();
    const figures = {
      ms: 0,
      serverMs: 0,
      mergeMs: 0,
      firstPageMs: 0,
      pages: 0,
      rows: 0,
      largest: 0,
    };
    const slices: number[] = [];
    const parses: number[] = [];
    const fetchPage = async (cursor: string | null) => {
      const asked = performance.now();
      const answer = await posListings(actor, { since: null, cursor });
      figures.serverMs += performance.now() - asked;
      const wire = JSON.stringify(answer);
      figures.largest = Math.max(figures.largest, Buffer.byteLength(wire));
      const parsing = performance.now();
      const page = JSON.parse(wire) as typeof answer;
      parses.push(performance.now() - parsing);
      return page;
    };
    const began = performance.now();
    let next = fetchPage(null);
    for (let first = true; ; first = false) {
      const page = await next;
      if (page.cursor !== null) next = fetchPage(page.cursor);
      const merging = performance.now();
      let held = merging;
      await mergePage(index, page, {
        first,
        pause: async () => {
          slices.push(performance.now() - held);
          await yieldToBrowser();
          held = performance.now();
        },
      });
      slices.push(performance.now() - held);
      figures.mergeMs += performance.now() - merging;
      figures.rows += page.products.length + page.stock.length;
      figures.pages += 1;
      if (first) figures.firstPageMs = performance.now() - began;
      if (page.cursor === null) break;
    }
    figures.ms = performance.now() - began;
    return {
      figures: {
        ...figures,
        parseP50: percentile(parses, 0.5),
        parseMax: Math.max(...parses),
        sliceP50: percentile(slices, 0.5),
        sliceP99: percentile(slices, 0.99),
        sliceMax: Math.max(...slices),
      },
      index,
    };
  }

  const whole: Awaited<ReturnType<typeof wholeItems>>[] = [];
  const projected: Awaited<ReturnType<typeof sameProjection>>[] = [];
  const loads: Awaited<ReturnType<typeof coldLoad>>["figures"][] = [];
  let index = new CatalogIndex();
  for (let round = 0; round < rounds; round += 1) {
    whole.push(await wholeItems());
    projected.push(await sameProjection());
    const load = await coldLoad();
    loads.push(load.figures);
    index = load.index;
  }
  const sample = items[1] as (typeof items)[number];
  const listed = items.filter((item) => item.isActive && !item.isDeleted).length;
  if (index.get(sample.productId)?.name !== sample.name || index.search.size !== listed)
    throw new Error(`The register's index is incomplete: ${index.search.size} of ${listed} products`);

  const median = (values: number[]) => percentile(values, 0.5);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const floor = (label: string, runs: typeof whole) => {
    const ms = median(runs.map((run) => run.ms));
    console.log(
      `${label.padEnd(44)}median ${seconds(ms)} (${runs[0]?.items} items in ${runs[0]?.pages} pages)`,
    );
    return ms;
  };
  const wholeMs = floor("raw Query pages, whole items", whole);
  const projectedMs = floor("raw Query pages, the register's attributes", projected);
  const loadMs = median(loads.map((run) => run.ms));
  const last = loads[loads.length - 1] as (typeof loads)[number];
  console.log(
    `${"cold load: core pages + client merge".padEnd(44)}median ${seconds(loadMs)} (${last.rows} rows in ${last.pages} pages, ${rounds} runs)`,
  );
  const ofLoads = (pick: (run: (typeof loads)[number]) => number) => seconds(median(loads.map(pick)));
  console.log(
    `  server ${ofLoads((run) => run.serverMs)} (overlapping the merge), client merge ${ofLoads((run) => run.mergeMs)}, first page merged after ${ofLoads((run) => run.firstPageMs)}`,
  );
  console.log(
    `  largest page ${(last.largest / 1024).toFixed(0)} KB of JSON; JSON.parse of a page p50 ${last.parseP50.toFixed(1)} ms, longest ${last.parseMax.toFixed(1)} ms`,
  );
  console.log(
    `  merge slices on the main thread p50 ${last.sliceP50.toFixed(1)} ms, p99 ${last.sliceP99.toFixed(1)} ms, longest ${last.sliceMax.toFixed(1)} ms`,
  );
  console.log(`ratio to whole items                        ${(loadMs / wholeMs).toFixed(2)}`);
  console.log(
    `register-cold-load ratio                    ${(loadMs / projectedMs).toFixed(2)} (median cold load / median raw pages of the same attributes, target <= 3)`,
  );
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
