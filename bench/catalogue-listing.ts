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

const productCount = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const measure = { warmup: 20, rounds };
const pageSize = 50;
const companyId = 424_242;

const strains = [
  "Pink Kush",
  "Blue Dream",
  "Gelato",
  "Wedding Cake",
  "Crème Brûlée",
  "Sour Diesel",
  "Zkittlez",
];
const formats = ["Flower", "Pre-Roll", "Gummies", "Vape Cartridge", "Oil", "Capsules", "Hash", "Shatter"];
const sizes = ["1 g", "3.5 g", "7 g", "15 g", "28 g", "10 mg", "0.5 g", "1 x 1 g"];
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
  const { productItem, putCategory, putProducts, putSupplier } = await import("../tests/support/catalog");

  const parents = await Promise.all(formats.map((name) => putCategory(companyId, name)));
  const categories = [
    ...parents,
    ...(await Promise.all(
      parents.flatMap((parent) => sizes.slice(0, 3).map((size) => putCategory(companyId, size, parent))),
    )),
  ];
  const suppliers = await Promise.all(
    Array.from({ length: 20 }, (_, index) => putSupplier(companyId, `Supplier ${index}`)),
  );
  const pick = <T>(values: readonly T[], index: number): T => values[index % values.length] as T;
  const year = 365 * 24 * 3600 * 1000;
  const items = Array.from({ length: productCount }, (_, index) => {
    const stamp = new Date(
      Date.now() - year + Math.floor((index / productCount) * (year - 60_000)),
    ).toISOString();
    return productItem(companyId, {
      productId: String(100_000 + index),
      name: `${pick(strains, index)} ${pick(formats, index >> 3)} ${pick(sizes, index >> 6)} #${index}`,
      sku: `SKU-${index}`,
      barcode: `00628${String(index).padStart(7, "0")}`,
      categoryId: pick(categories, index * 7),
      supplierId: pick(suppliers, index * 3),
      isActive: index % 10 !== 0,
      isDeleted: index % 50 === 0,
      tags: [pick(["indica", "sativa", "hybrid", "new", "sale"], index)],
      createDate: stamp,
      updateDate: stamp,
    });
  });

  let start = performance.now();
  await putProducts(items, 32);
  console.log(
    `seeded ${productCount} products in ${((performance.now() - start) / 1000).toFixed(1)} s (BatchWriteItem)`,
  );

  start = performance.now();
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
