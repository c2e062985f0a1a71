/**
 * One cold sample of bench/cold-search: a fresh process (new module state, nothing cached) that loads the modules,
 * then times its FIRST call of one kind and prints `{"ms": ...}`. The environment (endpoints, table, bucket) is the
 * parent's local runtime's.
 */
import { performance } from "node:perf_hooks";

type Kind = "raw-products" | "raw-customers" | "products" | "customers";

const kind = process.argv[2] as Kind;
const companyId = Number(process.argv[3]);
const pageSize = Number(process.argv[4]);
const query = process.argv[5] ?? "";

const { QueryCommand } = await import("@aws-sdk/lib-dynamodb");
const { documentClient } = await import("@pos/core/db/client");
const { Product } = await import("@pos/core/catalog/product.entity");
const { CustomerEntity } = await import("@pos/core/customers/customer.entity");
const { listProducts } = await import("@pos/core/catalog/listing-index");
const { listCustomers } = await import("@pos/core/customers/customers");

const calls: Record<Kind, () => Promise<number>> = {
  "raw-products": async () =>
    (
      await documentClient.send(
        new QueryCommand({ ...Product.query.byCompany({ companyId }).params(), Limit: pageSize }),
      )
    ).Items?.length ?? 0,
  "raw-customers": async () =>
    (
      await documentClient.send(
        new QueryCommand({ ...CustomerEntity.query.byId({ companyId }).params(), Limit: pageSize }),
      )
    ).Items?.length ?? 0,
  products: async () =>
    (await listProducts({ companyId, searchQuery: query, view: "active", limit: pageSize })).products.length,
  customers: async () =>
    (await listCustomers({ companyId, searchQuery: query, limit: pageSize })).items.length,
};

const start = performance.now();
const rows = await calls[kind]();
const ms = performance.now() - start;
console.log(JSON.stringify({ ms, rows }));
process.exit(0);
