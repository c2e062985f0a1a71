import { AppError } from "../common/errors";
import { reportRangeMessages, withinReportLimit } from "../common/report-range.schema";
import { assertLocations } from "../inventory/stock-targets";
import {
  reportMessages,
  rollupMeasures,
  type ReportDimension,
  type ReportFigures,
  type ReportPeriod,
  type RollupGrain,
  type RollupMeasures,
  type RollupQuery,
  type RollupRow,
} from "./reports.schema";
import { Rollup, type RollupItem } from "./rollup.entity";

/**
 * The one check of a report period on the server (every report reads through readRollups): from ≤ to, at most
 * 12 months ('Reports are limited to 12 months', common/report-range.schema.ts); a 400 otherwise.
 */
export function assertReportPeriod(period: Pick<ReportPeriod, "from" | "to">): void {
  if (period.from > period.to) throw new AppError("INVALID_INPUT", reportRangeMessages.endBeforeStart);
  if (!withinReportLimit(period.from, period.to))
    throw new AppError("INVALID_INPUT", reportRangeMessages.tooLong);
}

export const emptyMeasures = (): RollupMeasures =>
  Object.fromEntries(rollupMeasures.map((name) => [name, 0])) as RollupMeasures;

const toRow = (item: RollupItem): RollupRow => {
  const row: RollupRow = {
    locationId: item.locationId,
    day: item.day,
    key: item.key,
    label: item.label ?? null,
    ...emptyMeasures(),
  };
  for (const name of rollupMeasures) row[name] = item[name] ?? 0;
  return row;
};

/** A stretch of a period read from one grain: days YYYY-MM-DD, or months YYYY-MM. */
interface Span {
  grain: RollupGrain;
  from: string;
  to: string;
}

const lastDayOf = (month: string): string => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
};

const shiftMonth = (month: string, by: number): string => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + by, 1)).toISOString().slice(0, 7);
};

/** Whole months from month rows, the partial first and last months from day rows. */
export function monthSpans(from: string, to: string): Span[] {
  const [fromMonth, toMonth] = [from.slice(0, 7), to.slice(0, 7)];
  const fromWhole = from === `${fromMonth}-01`;
  const toWhole = to === lastDayOf(toMonth);
  if (fromMonth === toMonth)
    return [
      fromWhole && toWhole ? { grain: "month", from: fromMonth, to: toMonth } : { grain: "day", from, to },
    ];
  const spans: Span[] = [];
  if (!fromWhole) spans.push({ grain: "day", from, to: lastDayOf(fromMonth) });
  const firstWhole = fromWhole ? fromMonth : shiftMonth(fromMonth, 1);
  const lastWhole = toWhole ? toMonth : shiftMonth(toMonth, -1);
  if (firstWhole <= lastWhole) spans.push({ grain: "month", from: firstWhole, to: lastWhole });
  if (!toWhole) spans.push({ grain: "day", from: `${toMonth}-01`, to });
  return spans;
}

interface LocationRead {
  companyId: number;
  locationId: string;
  dimension: ReportDimension;
}

/** One location's rows of a dimension and grain between two days or months (both included), every page. */
async function readSpan({ companyId, locationId, dimension }: LocationRead, span: Span) {
  const result = await Rollup.query
    .byDimension({ companyId, locationId, dimension, grain: span.grain })
    // "\uffff" sorts after every key, so the last day's rows are all included.
    .between({ day: span.from, key: "" }, { day: span.to, key: "\uffff" })
    .go({ pages: "all" });
  return result.data.map(toRow);
}

async function readLocation(
  read: LocationRead,
  period: Pick<ReportPeriod, "from" | "to">,
  grain: RollupGrain,
) {
  if (grain === "day") return readSpan(read, { grain, from: period.from, to: period.to });
  const parts = await Promise.all(monthSpans(period.from, period.to).map((span) => readSpan(read, span)));
  const byMonth = sumRollups(
    parts.flat().map((row) => ({ ...row, day: row.day.slice(0, 7) })),
    (row) => `${row.day}\u0000${row.key}`,
  );
  return [...byMonth.values()];
}

/**
 * The read API of every report: rollup rows of one dimension for some locations and local days, integer cents,
 * one row per location, day (or month, with grain "month") and key, by location, then in day order.
 * Reads a few partition ranges per location; never a sale. The caller's locations are checked by the router
 * (permission at each); unknown ones are a 400 here.
 */
export async function readRollups(query: RollupQuery & { companyId: number }): Promise<RollupRow[]> {
  assertReportPeriod(query);
  const { companyId, dimension } = query;
  const locationIds = [...new Set(query.locationIds)];
  await assertLocations(companyId, locationIds).catch(() => {
    throw new AppError("INVALID_INPUT", reportMessages.unknownLocation);
  });
  const rows = await Promise.all(
    locationIds.map((locationId) =>
      readLocation({ companyId, locationId, dimension }, query, query.grain ?? "day"),
    ),
  );
  return rows.flat();
}

/** Rows summed per group (e.g. by key over every day and location, or by day); the label of the last row wins. */
export function sumRollups(
  rows: readonly RollupRow[],
  groupOf: (row: RollupRow) => string,
): Map<string, RollupRow> {
  const groups = new Map<string, RollupRow>();
  for (const row of rows) {
    const id = groupOf(row);
    const sum = groups.get(id);
    if (!sum) {
      groups.set(id, { ...row });
      continue;
    }
    for (const name of rollupMeasures) sum[name] += row[name];
    sum.label = row.label ?? sum.label;
  }
  return groups;
}

/** Every measure of some rows added up. */
export function totalOf(rows: readonly RollupRow[]): RollupMeasures {
  const total = emptyMeasures();
  for (const row of rows) for (const name of rollupMeasures) total[name] += row[name];
  return total;
}

const roundUnits = (units: number) => Math.round(units * 1000) / 1000;

/** The derived figures of summed measures: the one definition of net sales, margin and basket. */
export function reportFigures(total: RollupMeasures): ReportFigures {
  const refundNet = total.refunds - total.refundTax - total.refundDeposits - total.refundTips;
  const netSales = total.gross - total.discounts - refundNet;
  const costOfGoods = total.cost - total.refundCost;
  const grossMargin = netSales - costOfGoods;
  return {
    grossSales: total.gross,
    discounts: total.discounts,
    refunds: total.refunds,
    netSales,
    taxes: total.tax - total.refundTax,
    deposits: total.deposits - total.refundDeposits,
    tips: total.tips - total.refundTips,
    costOfGoods,
    grossMargin,
    grossMarginPercent: netSales === 0 ? null : Math.round((grossMargin / netSales) * 1000) / 10,
    saleCount: total.saleCount,
    refundCount: total.refundCount,
    averageBasket: total.saleCount === 0 ? 0 : Math.round((total.gross - total.discounts) / total.saleCount),
    units: roundUnits(total.units - total.refundedUnits),
  };
}
