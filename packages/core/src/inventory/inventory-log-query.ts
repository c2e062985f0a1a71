import { listProducts } from "../catalog/listing-index";
import { readItems } from "../catalog/product-store";
import { getCompany } from "../company/company";
import { queryPage, type Page } from "../db/pagination";
import { listEmployees } from "../employees/employees";
import { dayStartUtc, nextDay } from "../payments/payment-lists.schema";
import { InventoryLog, type InventoryLogItem } from "./inventory-log.entity";
import {
  ZInventoryLogLotsInput,
  ZInventoryLogProductsInput,
  ZInventoryLogQuery,
  type InventoryLogLotsInput,
  type InventoryLogProductOption,
  type InventoryLogProductsInput,
  type InventoryLogQuery,
  type InventoryLogRow,
} from "./inventory-log-query.schema";
import type { BatchView } from "./stock.schema";
import { batchesOf } from "./stock";
import { Batch, noBatch } from "./stock.entity";
import { toLogView } from "./stock-ledger";
import { assertLocations } from "./stock-targets";

/** Filtered pages may come back short from DynamoDB: read on up to this many times to fill one page. */
const maxReads = 10;

const parseLogs = (items: Record<string, unknown>[]) => InventoryLog.parse({ Items: items }).data;

async function rowsOf(companyId: number, items: InventoryLogItem[]): Promise<InventoryLogRow[]> {
  const lotKeys = [
    ...new Map(
      items
        .filter((item) => item.batchId !== noBatch)
        .map((item) => [
          `${item.productId}/${item.batchId}`,
          { companyId, productId: item.productId, batchId: item.batchId },
        ]),
    ).values(),
  ];
  const [products, lots] = await Promise.all([
    readItems(
      companyId,
      items.map((item) => item.productId),
    ),
    lotKeys.length > 0 ? Batch.get(lotKeys).go() : Promise.resolve({ data: [] }),
  ]);
  const productById = new Map(products.map((product) => [product.productId, product]));
  const lotNumbers = new Map(lots.data.map((lot) => [`${lot.productId}/${lot.batchId}`, lot.lotNumber]));
  return items.map((item) => {
    const product = productById.get(item.productId);
    return {
      ...toLogView(item),
      productName: product?.name ?? "Deleted product",
      sku: product?.sku ?? null,
      lotNumber: lotNumbers.get(`${item.productId}/${item.batchId}`) ?? null,
      valueChange: Math.round(item.quantityChange * item.unitCost),
    };
  });
}

/**
 * A page of a location's ledger, newest first, between two days of the company's time zone (at most the report
 * limit apart), optionally of one product (its own index), lot, type and person.
 */
export async function queryInventoryLog(input: InventoryLogQuery): Promise<Page<InventoryLogRow>> {
  const data = ZInventoryLogQuery.parse(input);
  const { companyId, locationId } = data;
  await assertLocations(companyId, [locationId]);
  const { timezone } = await getCompany(companyId);
  const range = [
    { createDate: dayStartUtc(data.from, timezone) },
    { createDate: dayStartUtc(nextDay(data.to), timezone) },
  ] as const;
  const query = data.productId
    ? InventoryLog.query.byProduct({ companyId, locationId, productId: data.productId }).between(...range)
    : InventoryLog.query.byLocation({ companyId, locationId }).between(...range);
  const { batchId, type, actorId } = data;
  const filtered =
    batchId || type || actorId
      ? query.where((attributes, { eq }) =>
          [
            batchId ? eq(attributes.batchId, batchId) : "",
            type ? eq(attributes.type, type) : "",
            actorId ? eq(attributes.actorId, actorId) : "",
          ]
            .filter(Boolean)
            .join(" AND "),
        )
      : query;
  const params = { ...filtered.params(), ScanIndexForward: false };
  const items: InventoryLogItem[] = [];
  let key = data.lastEvaluatedKey ?? null;
  for (let read = 0; read < maxReads; read += 1) {
    const page = await queryPage(params, parseLogs, {
      limit: data.limit - items.length,
      lastEvaluatedKey: key,
    });
    items.push(...page.items);
    key = page.lastEvaluatedKey;
    if (!key || items.length >= data.limit) break;
  }
  const rows = await rowsOf(companyId, items);
  return { items: rows, count: rows.length, lastEvaluatedKey: key };
}

/** The company's people (users and register employees), for the report's "who" filter. */
export async function inventoryLogPeople(companyId: number): Promise<{ id: string; name: string }[]> {
  const people: { id: string; name: string }[] = [];
  let lastEvaluatedKey: Record<string, string> | null = null;
  do {
    const page = await listEmployees(companyId, { limit: 100, lastEvaluatedKey });
    people.push(...page.items.map((employee) => ({ id: employee.id, name: employee.name })));
    lastEvaluatedKey = page.lastEvaluatedKey;
  } while (lastEvaluatedKey);
  return people;
}

/** Up to 20 products (children included) matching a search, for the report's product filter. */
export async function inventoryLogProducts(
  input: InventoryLogProductsInput,
): Promise<InventoryLogProductOption[]> {
  const { companyId, searchQuery } = ZInventoryLogProductsInput.parse(input);
  const { products } = await listProducts({ companyId, searchQuery, view: "active", limit: 20 });
  return products
    .flatMap((row) => [row, ...row.children])
    .filter((row) => row.trackInventory)
    .slice(0, 20)
    .map((row) => ({ id: row.id, name: row.name, sku: row.sku }));
}

/** A product's lots, for the report's lot filter. */
export async function inventoryLogLots(input: InventoryLogLotsInput): Promise<BatchView[]> {
  const { companyId, productId } = ZInventoryLogLotsInput.parse(input);
  return batchesOf(companyId, productId);
}
