import { localTime } from "../discounts/local-time";
import { cumulativeShare } from "../payments/refund-plan";
import type { PaymentLineView, PaymentView, RefundView, TransactionView } from "../payments/payment.schema";
import type { ReportDimension, RollupGrain, RollupMeasures } from "./reports.schema";

/** One ADD a sale or refund makes to a rollup row. */
export interface RollupDelta {
  dimension: ReportDimension;
  grain: RollupGrain;
  /** YYYY-MM-DD, or YYYY-MM for the month grain. */
  day: string;
  key: string;
  label: string | null;
  measures: Partial<RollupMeasures>;
}

export interface RollupContext {
  /** The location's IANA time zone: days and hours are local. */
  timeZone: string;
  /** The product's category when the rollup is made; null: uncategorized. */
  categoryOf: (productId: string) => { id: string; name: string } | null;
}

export const uncategorized = "uncategorized";

type Measures = Partial<RollupMeasures>;

const add = (into: Measures, more: Measures): Measures => {
  const sum: Measures = { ...into };
  for (const [name, value] of Object.entries(more) as [keyof RollupMeasures, number][])
    sum[name] = (sum[name] ?? 0) + value;
  return sum;
};

/** Rows merged by dimension and key (a product on two lines is one row), in first-seen order. */
class RowSet {
  private readonly rows = new Map<string, RollupDelta>();
  constructor(private readonly day: string) {}

  add(dimension: ReportDimension, key: string, label: string | null, measures: Measures): void {
    const id = `${dimension}\u0000${key}`;
    const row = this.rows.get(id);
    if (row) row.measures = add(row.measures, measures);
    else this.rows.set(id, { dimension, grain: "day", day: this.day, key, label, measures });
  }

  /**
   * Every day row, then the same rows for the month; the sale or refund counted once per row however many lines
   * fed it. The order is fixed by the sale, so chunks (and their markers) are the same on every run.
   */
  list(count: "saleCount" | "refundCount"): RollupDelta[] {
    const days = [...this.rows.values()].map((row) =>
      row.dimension === "paymentType" || row.dimension === "tax"
        ? row
        : { ...row, measures: { ...row.measures, [count]: 1 } },
    );
    const months = days.map((row): RollupDelta => ({ ...row, grain: "month", day: row.day.slice(0, 7) }));
    return [...days, ...months];
  }
}

const clock = (at: string, timeZone: string) => {
  const local = localTime(new Date(at), timeZone);
  return { day: local.date, hour: String(Math.floor(local.minutes / 60)).padStart(2, "0") };
};

const taxOf = (line: PaymentLineView) => line.taxes.reduce((sum, tax) => sum + tax.amount, 0);

function saleMeasures(line: PaymentLineView): Measures {
  const tip = line.productType === "tip";
  const tax = taxOf(line);
  return {
    gross: tip ? 0 : line.linePrice,
    tips: tip ? line.linePrice : 0,
    // total = linePrice − discounts + taxes + deposit
    discounts: line.linePrice + tax + line.depositFee - line.total,
    tax,
    deposits: line.depositFee,
    cost: line.cost,
    units: tip ? 0 : line.units,
  };
}

/** "credit" or, when a card terminal named the card, "credit:VISA". */
export function tenderKey(transaction: Pick<TransactionView, "paymentTypeId" | "metadata">): string {
  if (!transaction.metadata) return transaction.paymentTypeId;
  try {
    const parsed = JSON.parse(transaction.metadata) as { cardType?: unknown };
    return typeof parsed.cardType === "string" && parsed.cardType.length > 0
      ? `${transaction.paymentTypeId}:${parsed.cardType.slice(0, 32)}`
      : transaction.paymentTypeId;
  } catch {
    return transaction.paymentTypeId;
  }
}

function addLine(rows: RowSet, line: PaymentLineView, measures: Measures, context: RollupContext): void {
  rows.add("product", line.productId, line.productName, measures);
  const category = context.categoryOf(line.productId);
  rows.add("category", category?.id ?? uncategorized, category?.name ?? null, measures);
}

function addTenders(rows: RowSet, transactions: TransactionView[]): void {
  for (const transaction of transactions) {
    if (transaction.status !== "complete") continue;
    rows.add("paymentType", tenderKey(transaction), null, { amount: transaction.amount, count: 1 });
  }
}

/**
 * The rows a completed sale adds to: its local day and hour, employee, register, customer (when attached), products,
 * categories, tenders, taxes.
 */
export function saleRollupRows(sale: PaymentView, context: RollupContext): RollupDelta[] {
  const { day, hour } = clock(sale.createDate, context.timeZone);
  const rows = new RowSet(day);
  let whole: Measures = {};
  for (const line of sale.lines) {
    const measures = saleMeasures(line);
    whole = add(whole, measures);
    addLine(rows, line, measures, context);
    for (const tax of line.taxes) rows.add("tax", tax.name, tax.name, { amount: tax.amount });
  }
  rows.add("day", "", null, whole);
  rows.add("hour", hour, null, whole);
  rows.add("employee", sale.employee.id, sale.employee.name, whole);
  rows.add("register", sale.deviceId, null, whole);
  if (sale.customer) rows.add("customer", sale.customer.id, sale.customer.name, whole);
  addTenders(
    rows,
    sale.transactions.filter((transaction) => transaction.refundId === null),
  );
  return rows.list("saleCount");
}

/**
 * The rows a refund takes back from, on the refund's own local day and hour (the day the money went back) at the
 * sale's location; the employee is the one who refunded, the register the sale's (a refund names no device).
 * Each figure is the refunded units' share of the line, as the refund plan computed it.
 */
export function refundRollupRows(
  sale: PaymentView,
  refund: RefundView,
  context: RollupContext,
): RollupDelta[] {
  const { day, hour } = clock(refund.createDate, context.timeZone);
  const rows = new RowSet(day);
  const earlier = sale.refunds.slice(
    0,
    Math.max(
      0,
      sale.refunds.findIndex((r) => r.id === refund.id),
    ),
  );
  const lines = new Map(sale.lines.map((line) => [line.lineId, line]));
  let whole: Measures = {};
  for (const refunded of refund.lines) {
    const line = lines.get(refunded.lineId);
    if (!line) continue;
    const before = earlier
      .flatMap((r) => r.lines)
      .filter((l) => l.lineId === line.lineId)
      .reduce((sum, l) => sum + l.units, 0);
    const share = (part: number) => cumulativeShare(part, line.units, before, refunded.units);
    const taxes = line.taxes.map((tax) => ({ name: tax.name, amount: share(tax.amount) }));
    const tip = line.productType === "tip";
    const deposits = share(line.depositFee);
    const refundTax = taxes.reduce((sum, tax) => sum + tax.amount, 0);
    const measures: Measures = {
      refunds: refunded.amount,
      refundTax,
      refundDeposits: deposits,
      refundTips: tip ? refunded.amount - refundTax - deposits : 0,
      refundCost: refunded.restock ? share(line.cost) : 0,
      refundedUnits: tip ? 0 : refunded.units,
    };
    whole = add(whole, measures);
    addLine(rows, line, measures, context);
    for (const tax of taxes) rows.add("tax", tax.name, tax.name, { amount: -tax.amount });
  }
  // The refund that completes a sale gives back what is left of what was paid (penny rounding included).
  whole = { ...whole, refunds: refund.amount };
  rows.add("day", "", null, whole);
  rows.add("hour", hour, null, whole);
  rows.add("employee", refund.employee.id, refund.employee.name, whole);
  rows.add("register", sale.deviceId, null, whole);
  if (sale.customer) rows.add("customer", sale.customer.id, sale.customer.name, whole);
  addTenders(
    rows,
    sale.transactions.filter((transaction) => transaction.refundId === refund.id),
  );
  return rows.list("refundCount");
}
