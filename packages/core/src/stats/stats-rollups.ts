import { Product } from "../catalog/product.entity";
import type { ReportDimension, RollupGrain } from "../reports/reports.schema";
import { Rollup, type RollupItem } from "../reports/rollup.entity";
import type { BarcodeFacts, DayFacts } from "./global-stats-math";
import { LocationProductTotals, type ProductUnits } from "./stats-snapshot.entity";

/** Rollup rows read per query page. */
export const statsPageSize = 100;

interface LocationRef {
  companyId: number;
  locationId: string;
}

/** Rollup rows of one location, dimension and grain between two days or months, a page at a time. */
async function rows(
  ref: LocationRef,
  dimension: ReportDimension,
  grain: RollupGrain,
  from: string,
  to: string,
): Promise<RollupItem[]> {
  const all: RollupItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: RollupItem[]; cursor: string | null } = await Rollup.query
      .byDimension({ ...ref, dimension, grain })
      .between({ day: from, key: "" }, { day: to, key: "\uffff" })
      .go({ cursor, limit: statsPageSize });
    all.push(...page.data);
    cursor = page.cursor;
  } while (cursor);
  return all;
}

/** A location's sales, totals and customers per day of the window: 30 day rows and that month's customer rows. */
export async function dayFactsOf(ref: LocationRef, from: string, to: string): Promise<DayFacts[]> {
  const [days, customers] = await Promise.all([
    rows(ref, "day", "day", from, to),
    rows(ref, "customer", "day", from, to),
  ]);
  const served = new Map<string, string[]>();
  for (const row of customers)
    if ((row.saleCount ?? 0) > 0) served.set(row.day, [...(served.get(row.day) ?? []), row.key]);
  return days.map((row) => ({
    companyId: ref.companyId,
    day: row.day,
    sales: row.saleCount ?? 0,
    // A line's total is its price less discounts plus tax and deposit; tips are lines too.
    total: (row.gross ?? 0) + (row.tips ?? 0) - (row.discounts ?? 0) + (row.tax ?? 0) + (row.deposits ?? 0),
    customerIds: served.get(row.day) ?? [],
  }));
}

const addUnits = (into: Record<string, ProductUnits>, items: RollupItem[]): Record<string, ProductUnits> => {
  const sum = { ...into };
  for (const row of items) {
    const units = (row.units ?? 0) - (row.refundedUnits ?? 0);
    const entry = sum[row.key] ?? { label: row.label ?? "", units: 0 };
    sum[row.key] = { label: row.label ?? entry.label, units: entry.units + units };
  }
  return sum;
};

const nextMonth = (month: string): string => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 7);
};

/**
 * A location's units per product, all time: the saved totals of closed months, then the months after them read
 * from the monthly product rollups. Months that ended before `closedThrough` are folded into the saved totals.
 */
async function productUnitsOf(
  ref: LocationRef,
  closedThrough: string,
): Promise<Record<string, ProductUnits>> {
  const saved = (await LocationProductTotals.get(ref).go()).data;
  const through = saved?.through ?? "";
  const from = through === "" ? "0000-01" : nextMonth(through);
  let units = saved?.units ?? {};
  if (from <= closedThrough) {
    units = addUnits(units, await rows(ref, "product", "month", from, closedThrough));
    await LocationProductTotals.put({ ...ref, through: closedThrough, units }).go();
  }
  const open = closedThrough > through ? nextMonth(closedThrough) : from;
  return addUnits(units, await rows(ref, "product", "month", open, "9999-12"));
}

async function barcodesOf(companyId: number, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const { data } = await Product.get(productIds.map((productId) => ({ companyId, productId }))).go({
    attributes: ["productId", "barcode"],
  });
  return new Map(data.flatMap((product) => (product.barcode ? [[product.productId, product.barcode]] : [])));
}

/** A location's all-time units per barcode (a product's current barcode; products without one are left out). */
export async function barcodeFactsOf(ref: LocationRef, closedThrough: string): Promise<BarcodeFacts[]> {
  const units = Object.entries(await productUnitsOf(ref, closedThrough)).filter(
    ([, entry]) => entry.units !== 0,
  );
  const barcodes = await barcodesOf(
    ref.companyId,
    units.map(([productId]) => productId),
  );
  return units.flatMap(([productId, entry]) => {
    const barcode = barcodes.get(productId);
    return barcode ? [{ barcode, productName: entry.label, units: entry.units }] : [];
  });
}
