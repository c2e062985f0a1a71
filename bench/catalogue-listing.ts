/**
 * bench/catalogue-listing: the p95 of a filtered search page of the product listing (catalog.products.list's core
 * function: one Query for changes, the category tree when filtering by category, search, filters and an offset page
 * in memory) divided by the p95 of one raw DynamoDB Query page of the same size (50 products of the company
 * partition), both measured in this run against the same DynamoDB Local holding 50 000 products of one company.
 * Target: at most 3.
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
const companyId = 424_242;

const queries = [
  "kush",
  "blue dream",
  "creme",
  "gummies",
  "3.5 g",
  "sku-1",
  "00628",
  "pre-roll",
  "wedding",
  "",
];

const dataDir = mkdtempSync(path.join(tmpdir(), "pos-bench-"));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, seed: false, host: "127.0.0.1" });
try {
  const { QueryCommand } = await import("@aws-sdk/lib-dynamodb");
  const { documentClient } = await import("@pos/core/db/client");
  const { Product } = await import("@pos/core/catalog/product.entity");
  const { listProducts } = await import("@pos/core/catalog/listing-index");

  const { items, parents, suppliers } = await seedCatalogue(companyId, productCount);

  const start = performance.now();
  const cold = await listProducts({ companyId, limit: pageSize });
  console.log(
    `cold load of the listing index ${(performance.now() - start).toFixed(0)} ms (${cold.count} active rows)`,
  );

  const search = await timed(
    (round) =>
      listProducts({
        companyId,
        searchQuery: pick(queries, round),
        ...(round % 2 === 0
          ? { selectedSupplierId: pick(suppliers, round) }
          : { selectedCategoryIds: [pick(parents, round)] }),
        offset: pick([0, 0, 50, 100], round),
        limit: pageSize,
      }),
    measure,
  );
  const firstPage = Product.query.byCompany({ companyId }).params();
  const raw = await timed(
    (round) =>
      documentClient.send(
        new QueryCommand({
          ...firstPage,
          Limit: pageSize,
          ExclusiveStartKey:
            round % 4 === 0
              ? undefined
              : Product.get({ companyId, productId: pick(items, round * 997).productId }).params().Key,
        }),
      ),
    measure,
  );

  printSearchVsRaw({
    bench: "catalogue-listing",
    searchLabel: "filtered search page",
    pageSize,
    search,
    raw,
  });
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
