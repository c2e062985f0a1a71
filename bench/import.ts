/**
 * bench/import: (1) importing 10 000 product rows (upload, then the worker's import stage: parse, check, write in
 * chunks of 200) in rows per second, divided by raw BatchWriteItem of the same items (25 a request, 8 requests at
 * a time, as the import writes them) into another company: target >= 0.5. (2) 100 000 customer rows imported
 * (preview and import) by the worker in a process of its own, its peak memory reported: target < 512 MB.
 * Measured in this run against the same DynamoDB Local.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { startRuntime } from "../packages/functions/src/local/runtime";

const productRows = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const customerRows = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const megabyte = 1024 * 1024;

if (process.argv[2] === "worker") {
  const { runCustomerWorker } = await import("./support/import-worker-child");
  console.log(JSON.stringify(await runCustomerWorker(Number(process.argv[3]), process.argv[4] ?? "")));
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "pos-bench-"));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, seed: false, host: "127.0.0.1" });
try {
  const { BatchWriteCommand } = await import("@aws-sdk/lib-dynamodb");
  const { documentClient, tableName } = await import("@pos/core/db/client");
  const { createCompany } = await import("@pos/core/company/company");
  const { createCategory } = await import("@pos/core/catalog/categories");
  const { Product } = await import("@pos/core/catalog/product.entity");
  const { confirmImport, createImportUpload, getImport, startImport } =
    await import("@pos/core/imports/import-jobs");

  /** Uploads through the signed form, as the page does. */
  const store = async (companyId: number, name: string, body: string) => {
    const upload = await createImportUpload({ companyId, fileName: name });
    const form = new FormData();
    for (const [field, value] of Object.entries(upload.fields)) form.append(field, value);
    form.append("file", new Blob([body]));
    const response = await fetch(upload.url, { method: "POST", body: form });
    if (!response.ok) throw new Error(`upload failed: ${response.status}`);
    return upload.key;
  };
  const waitFor = async (companyId: number, importId: string, statuses: string[]) => {
    for (;;) {
      const job = await getImport({ companyId, importId });
      if (statuses.includes(job.status)) return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const by = { userId: "bench" };

  /** Imports `rows` products into a new company through the worker; answers the company and the import stage's ms. */
  const importProducts = async (rows: number) => {
    const company = await createCompany({
      name: "Bench imports",
      province: "ON",
      timezone: "America/Toronto",
    });
    const companyId = company.id;
    await createCategory({ companyId, name: "Flower", parentCategoryId: null, complianceCategoryId: null });
    const products = ["SKU,Name,Price,Category,Tags,Strain Type"];
    for (let index = 1; index <= rows; index += 1)
      products.push(`B-${index},Bench Product ${index},${(index % 90) + 0.99},Flower,bench,Hybrid`);
    const key = await store(companyId, "products.csv", products.join("\n"));
    const job = await startImport({ companyId, kind: "products", key, fileName: "products.csv" }, by);
    await waitFor(companyId, job.importId, ["previewed", "failed"]);
    const start = performance.now();
    await confirmImport({ companyId, importId: job.importId });
    const imported = await waitFor(companyId, job.importId, ["done", "failed"]);
    const ms = performance.now() - start;
    if (imported.imported !== rows) throw new Error(`imported ${imported.imported} of ${rows}`);
    return { companyId, ms };
  };

  // (1) Products: a warm-up import first (the JIT of this process and of DynamoDB Local), then the measured one.
  await importProducts(2_000);
  const { companyId, ms: importMs } = await importProducts(productRows);
  const saved = await Product.query.byCompany({ companyId }).go({ pages: "all" });
  const rawItems = saved.data.map(
    (item) => Product.put({ ...item, companyId: companyId + 1_000_000 }).params().Item,
  );
  const writeBatch = async (batch: Record<string, unknown>[]) => {
    let requests = batch.map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const result = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
      );
      requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  };
  const rawStart = performance.now();
  for (let offset = 0; offset < rawItems.length; offset += 25 * 8)
    await Promise.all(
      Array.from({ length: 8 }, (_, index) => rawItems.slice(offset + index * 25, offset + (index + 1) * 25))
        .filter((batch) => batch.length > 0)
        .map(writeBatch),
    );
  const rawMs = performance.now() - rawStart;
  const importRate = (productRows / importMs) * 1000;
  const rawRate = (rawItems.length / rawMs) * 1000;
  console.log(
    `raw BatchWriteItem        ${rawRate.toFixed(0)} items/s (${rawItems.length} items, ${rawMs.toFixed(0)} ms)`,
  );
  console.log(
    `product import            ${importRate.toFixed(0)} rows/s (${productRows} rows, ${importMs.toFixed(0)} ms)`,
  );
  console.log(`import throughput ratio   ${(importRate / rawRate).toFixed(2)} (import / raw, target >= 0.5)`);

  // (2) Customers: the worker in a process of its own (bench/support/import-worker-child.ts), as in the cloud.
  if (customerRows === 0) process.exit(0);
  const customers = ["Name,Email,Phone,Birthday,Gender,City"];
  for (let index = 1; index <= customerRows; index += 1)
    customers.push(`Bench Customer ${index},bench.${index}@example.test,,1990/01/01,other,Toronto`);
  const customerKey = await store(companyId, "customers.csv", customers.join("\n"));
  customers.length = 0;
  const customerStart = performance.now();
  // Not spawnSync: the local S3 runs in this process and must keep answering the worker.
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(import.meta.url), "worker", String(companyId), customerKey],
    {
      env: process.env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  await new Promise((resolve) => child.on("close", resolve));
  const customerMs = performance.now() - customerStart;
  const report = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as {
    imported?: number;
    peakRss?: number;
  };
  if (report.imported !== customerRows)
    throw new Error(`imported ${report.imported} of ${customerRows} customers: ${stderr}`);
  const peakRss = report.peakRss ?? Number.POSITIVE_INFINITY;
  console.log(
    `customer import           ${customerRows} rows in ${(customerMs / 1000).toFixed(1)} s (${((customerRows / customerMs) * 1000).toFixed(0)} rows/s, preview and import)`,
  );
  console.log(
    `worker memory             peak RSS ${(peakRss / megabyte).toFixed(0)} MB (worker process; target < 512 MB)`,
  );
  if (importRate / rawRate < 0.5 || peakRss >= 512 * megabyte) process.exitCode = 1;
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
