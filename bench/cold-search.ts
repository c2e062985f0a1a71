/**
 * bench/cold-search: the first product-list page and the first customer search on a FRESH process (one child
 * process per sample: new module state, nothing cached), at 50 000 products and 100 000 customers of one company
 * each, against the first raw DynamoDB Query page of the same size on a fresh process, measured in the same run
 * against the same DynamoDB Local and s3rver. Before sampling, the companies' index snapshots are written as in
 * production (db/index-snapshot.ts), then some rows change, so every cold sample also applies a delta.
 * Prints p50/p95 of each kind and the p95 ratios. Target: at most 10.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { startRuntime } from "../packages/functions/src/local/runtime";
import { percentile } from "./support/measure";
import { seedCatalogue } from "./support/seed-catalogue";
import { seedCustomers } from "./support/seed-customers";

const productCount = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const samples = Number(process.env.BENCH_COLD_SAMPLES ?? 7);
/** Rows changed after the snapshot, so the cold index also reads and applies a delta. */
const deltaRows = Number(process.env.BENCH_DELTA ?? 200);
const target = 10;
const productPage = 20;
const customerPage = 20;
const productCompany = 454_545;
const customerCompany = 464_646;
const childScript = path.join(path.dirname(fileURLToPath(import.meta.url)), "support/cold-search-child.ts");

type Kind = "raw-products" | "raw-customers" | "products" | "customers";

/** One fresh process timing its first call of this kind. */
function coldSample(kind: Kind, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", childScript, kind, ...args], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const line = out.trim().split("\n").pop() ?? "";
      if (code !== 0) reject(new Error(`${kind} sample exited with ${code}: ${out}`));
      else resolve((JSON.parse(line) as { ms: number }).ms);
    });
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "pos-bench-"));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, seed: false, host: "127.0.0.1" });
try {
  const { Product } = await import("@pos/core/catalog/product.entity");
  const { CustomerEntity } = await import("@pos/core/customers/customer.entity");
  const { nowIso } = await import("@pos/core/common/clock");
  const { refreshIndexSnapshot } = await import("@pos/core/jobs/index-snapshot-job");

  const { items: products } = await seedCatalogue(productCompany, productCount);
  const customers = await seedCustomers(customerCompany, customerCount);

  let start = performance.now();
  // The full load that writes the first snapshot reads the whole partition; on a busy machine a page can pass the
  // client's 4 s timeout: try again, as the next request of a real process would.
  const snapshotOf = async (kind: "products" | "customers", companyId: number) => {
    for (let attempt = 1; ; attempt += 1)
      try {
        return await refreshIndexSnapshot(kind, companyId);
      } catch (error) {
        if (attempt === 5) throw error;
        console.log(`the ${kind} index's full load failed (${String(error)}); trying again in 5 s`);
        await new Promise((resolve) => setTimeout(resolve, 5_000));
      }
  };
  await snapshotOf("products", productCompany);
  await snapshotOf("customers", customerCompany);
  console.log(`wrote both snapshots in ${(performance.now() - start).toFixed(0)} ms`);

  start = performance.now();
  const stamp = nowIso();
  await Product.put(
    products.slice(0, deltaRows).map((item, index) => ({
      ...item,
      name: `${item.name} (renamed)`,
      isDeleted: index % 10 === 0,
      updateDate: stamp,
    })),
  ).go({ concurrency: 8 });
  await CustomerEntity.put(
    customers.slice(0, deltaRows).map((item) => ({ ...item, name: `${item.name} Jr`, updateDate: stamp })),
  ).go({ concurrency: 8 });
  console.log(`changed ${deltaRows} products and ${deltaRows} customers after the snapshots`);

  const kinds: { kind: Kind; label: string; args: string[] }[] = [
    {
      kind: "raw-products",
      label: `raw Query page (${productPage})`,
      args: [String(productCompany), String(productPage)],
    },
    {
      kind: "products",
      label: "first product-list page",
      args: [String(productCompany), String(productPage), ""],
    },
    {
      kind: "raw-customers",
      label: `raw Query page (${customerPage})`,
      args: [String(customerCompany), String(customerPage)],
    },
    {
      kind: "customers",
      label: "first customer search",
      args: [String(customerCompany), String(customerPage), "tremblay"],
    },
  ];
  const times = new Map<Kind, number[]>(kinds.map(({ kind }) => [kind, []]));
  // Interleaved, so a busy moment of the machine falls on every kind alike.
  for (let round = 0; round < samples; round += 1)
    for (const { kind, args } of kinds) times.get(kind)?.push(await coldSample(kind, args));

  const spread = (values: number[]) =>
    `p50 ${percentile(values, 0.5).toFixed(1)} ms  p95 ${percentile(values, 0.95).toFixed(1)} ms (${values.length} fresh processes)`;
  for (const { kind, label } of kinds) console.log(`${label.padEnd(28)}${spread(times.get(kind) ?? [])}`);
  const ratio = (search: Kind, raw: Kind) =>
    percentile(times.get(search) ?? [], 0.95) / percentile(times.get(raw) ?? [], 0.95);
  const productRatio = ratio("products", "raw-products");
  const customerRatio = ratio("customers", "raw-customers");
  console.log(
    `${"cold product-list ratio".padEnd(28)}${productRatio.toFixed(2)} (p95 / p95 raw, target <= ${target})`,
  );
  console.log(
    `${"cold customer-search ratio".padEnd(28)}${customerRatio.toFixed(2)} (p95 / p95 raw, target <= ${target})`,
  );
  if (productRatio > target || customerRatio > target) process.exitCode = 1;
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
