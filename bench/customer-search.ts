/**
 * bench/customer-search: the p95 of a customer search page (customers.list's core function: one Query for changes,
 * a substring search over name, phone, e-mail and card id, and an offset page in memory) divided by the p95 of one
 * raw DynamoDB Query page of the same size (20 customers of the company partition), both measured in this run
 * against the same DynamoDB Local holding 100 000 customers of one company. Target: at most 3.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startRuntime } from "../packages/functions/src/local/runtime";
import { printSearchVsRaw, timed } from "./support/measure";
import { pick } from "./support/seed-catalogue";
import { seedCustomers } from "./support/seed-customers";

const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const measure = { warmup: 20, rounds };
const pageSize = 20;
const companyId = 434_343;

const queries = [
  "tremblay",
  "amelie",
  "613555",
  "(403) 555-01",
  "@example.org",
  "card-12",
  "lea cote",
  "wong",
  "",
];

const dataDir = mkdtempSync(path.join(tmpdir(), "pos-bench-"));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, seed: false, host: "127.0.0.1" });
try {
  const { QueryCommand } = await import("@aws-sdk/lib-dynamodb");
  const { documentClient } = await import("@pos/core/db/client");
  const { CustomerEntity } = await import("@pos/core/customers/customer.entity");
  const { listCustomers } = await import("@pos/core/customers/customers");

  const items = await seedCustomers(companyId, customerCount);

  const start = performance.now();
  const cold = await listCustomers({ companyId, limit: pageSize });
  console.log(
    `cold load of the customer index ${(performance.now() - start).toFixed(0)} ms (${cold.count} rows)`,
  );

  const search = await timed(
    (round) =>
      listCustomers({
        companyId,
        searchQuery: pick(queries, round),
        offset: pick([0, 0, 20, 40], round),
        limit: pageSize,
      }),
    measure,
  );
  const firstPage = CustomerEntity.query.byId({ companyId }).params();
  const raw = await timed(
    (round) =>
      documentClient.send(
        new QueryCommand({
          ...firstPage,
          Limit: pageSize,
          ExclusiveStartKey:
            round % 4 === 0
              ? undefined
              : CustomerEntity.get({ companyId, customerId: pick(items, round * 997).customerId }).params()
                  .Key,
        }),
      ),
    measure,
  );

  printSearchVsRaw({ bench: "customer-search", searchLabel: "customer search page", pageSize, search, raw });
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
