/**
 * bench/inventory-overview: the p95 of an inventory overview page (inventory.overview's core function: the listing
 * index and the location's stock index, both kept fresh by one Query for changes each, search, filters, hide-empty,
 * totals over every match, then the page's reorder points and lots) divided by the p95 of one raw DynamoDB Query
 * page of the same size (50 stock items of the location), both measured in this run against the same DynamoDB
 * Local holding 50 000 products of one company, each stocked at the location. Target: at most 3.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startRuntime } from "../packages/functions/src/local/runtime";
import { printSearchVsRaw, timed } from "./support/measure";
import { pick, seedCatalogue } from "./support/seed-catalogue";

const productCount = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const measure = { warmup: 20, rounds };
const pageSize = 50;

const queries = ["kush", "gummies", "3.5 g", "sku-1", "", "", "wedding", "pre-roll"];

const dataDir = mkdtempSync(path.join(tmpdir(), "pos-bench-"));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, seed: false, host: "127.0.0.1" });
try {
  const { QueryCommand } = await import("@aws-sdk/lib-dynamodb");
  const { documentClient } = await import("@pos/core/db/client");
  const { createCompany, createLocation } = await import("@pos/core/company/company");
  const { Company } = await import("@pos/core/company/company.entity");
  const { Stock } = await import("@pos/core/inventory/stock.entity");
  const { ReorderPoint } = await import("@pos/core/inventory/reorder-point.entity");
  const { inventoryOverview } = await import("@pos/core/inventory/inventory-overview");

  const company = await createCompany({
    name: "Bench Inventory",
    province: "ON",
    timezone: "America/Toronto",
  });
  const location = await createLocation({ companyId: company.id, name: "Bench Street" });
  await Company.patch({ companyId: company.id }).set({ defaultReorderPoint: 5 }).go();
  const { items, parents, suppliers } = await seedCatalogue(company.id, productCount);

  // The bench's starting stock, written in bulk as a restore would (the product writes stock through the ledger).
  const start = performance.now();
  const at = new Date().toISOString();
  const stock = items
    .filter((_, index) => index % 5 !== 0)
    .map((item, index) => ({
      companyId: company.id,
      locationId: location.id,
      productId: item.productId,
      batchId: "none",
      quantity: index % 7,
      unitCost: 100 + (index % 900),
      version: 1,
      updateDate: at,
    }));
  await Stock.put(stock).go({ concurrency: 32 });
  await ReorderPoint.put(
    items.slice(0, 5_000).map((item) => ({
      companyId: company.id,
      locationId: location.id,
      productId: item.productId,
      reorderPoint: 3,
      updateDate: at,
    })),
  ).go({ concurrency: 32 });
  console.log(`seeded ${stock.length} stock items in ${(performance.now() - start).toFixed(0)} ms`);

  const coldStart = performance.now();
  const cold = await inventoryOverview({ companyId: company.id, locationId: location.id, limit: pageSize });
  console.log(
    `cold load of the overview ${(performance.now() - coldStart).toFixed(0)} ms (${cold.count} products with stock, ${cold.totals.units} units)`,
  );

  const overview = await timed(
    (round) =>
      inventoryOverview({
        companyId: company.id,
        locationId: location.id,
        searchQuery: pick(queries, round),
        ...(round % 3 === 0
          ? { selectedSupplierId: pick(suppliers, round) }
          : round % 3 === 1
            ? { selectedCategoryIds: [pick(parents, round)] }
            : {}),
        hideEmpty: round % 2 === 0,
        cursor: pick([null, null, "50", "100"], round),
        limit: pageSize,
      }),
    measure,
  );
  const firstPage = Stock.query.byLocation({ companyId: company.id, locationId: location.id }).params();
  const raw = await timed(
    (round) =>
      documentClient.send(
        new QueryCommand({
          ...firstPage,
          Limit: pageSize,
          ExclusiveStartKey:
            round % 4 === 0
              ? undefined
              : Stock.get({
                  companyId: company.id,
                  locationId: location.id,
                  productId: pick(stock, round * 997).productId,
                  batchId: "none",
                }).params().Key,
        }),
      ),
    measure,
  );

  printSearchVsRaw({
    bench: "inventory-overview",
    searchLabel: "overview page",
    pageSize,
    search: overview,
    raw,
  });
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
