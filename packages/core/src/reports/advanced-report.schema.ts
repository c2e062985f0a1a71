import { z } from "zod";
import { ZId, zText } from "../common/bounded.schema";
import type { ReportFigures } from "./reports.schema";
import { ZReportPeriod } from "./reports.schema";

/** What an advanced report can group and filter by. */
export const advancedDimensions = [
  "date",
  "week",
  "month",
  "location",
  "product",
  "category",
  "supplier",
  "brand",
  "employee",
  "customer",
  "paymentType",
] as const;
export type AdvancedDimension = (typeof advancedDimensions)[number];

export const advancedDimensionLabels: Record<AdvancedDimension, string> = {
  date: "Date",
  week: "Week",
  month: "Month",
  location: "Location",
  product: "Product",
  category: "Category",
  supplier: "Supplier",
  brand: "Brand",
  employee: "Employee",
  customer: "Customer",
  paymentType: "Payment type",
};

/** Dimensions every rollup row carries (its day and location): they combine with any other. */
export const timeAndPlace = ["date", "week", "month", "location"] as const satisfies AdvancedDimension[];

/** The figures of reportFigures, plus a tender's money and transaction count (only by payment type). */
export const advancedMeasures = [
  "grossSales",
  "discounts",
  "refunds",
  "netSales",
  "taxes",
  "deposits",
  "tips",
  "costOfGoods",
  "grossMargin",
  "grossMarginPercent",
  "units",
  "saleCount",
  "refundCount",
  "averageBasket",
  "tendered",
  "transactions",
] as const;
export type AdvancedMeasure = (typeof advancedMeasures)[number];

/** Measures of a payment type's rows: the money and transactions tendered (refunds negative). */
export const tenderMeasures = ["tendered", "transactions"] as const satisfies AdvancedMeasure[];

export type MeasureKind = "money" | "count" | "percent";

export const advancedMeasureInfo: Record<AdvancedMeasure, { label: string; kind: MeasureKind }> = {
  grossSales: { label: "Gross sales", kind: "money" },
  discounts: { label: "Discounts", kind: "money" },
  refunds: { label: "Refunds", kind: "money" },
  netSales: { label: "Net sales", kind: "money" },
  taxes: { label: "Taxes", kind: "money" },
  deposits: { label: "Deposits", kind: "money" },
  tips: { label: "Tips", kind: "money" },
  costOfGoods: { label: "Cost of goods", kind: "money" },
  grossMargin: { label: "Gross margin", kind: "money" },
  grossMarginPercent: { label: "Margin %", kind: "percent" },
  units: { label: "Units", kind: "count" },
  saleCount: { label: "Sales", kind: "count" },
  refundCount: { label: "Refunds (count)", kind: "count" },
  averageBasket: { label: "Average basket", kind: "money" },
  tendered: { label: "Tendered", kind: "money" },
  transactions: { label: "Transactions", kind: "count" },
};

export const advancedLimits = { filters: 5, filterValues: 100, rows: 5_000, name: 80, saved: 50 } as const;

export const advancedMessages = {
  duplicateDimension: "Group by two different dimensions",
  notCombinable: (names: string) => `These can't be combined in one report: ${names}`,
  tenderMeasures:
    "Tendered and Transactions are figures of payment types: group by Payment type to show them",
  paymentTypeMeasures: "By payment type, only Tendered and Transactions can be shown",
  timeFilter: "Filter by location, product, category, supplier, brand, employee, customer or payment type",
  sortNotShown: "Sort by a grouping or a figure the report shows",
  notFound: "This saved report does not exist",
  tooMany: `You can save at most ${advancedLimits.saved} reports`,
  noReports: "You may not view reports at any location",
} as const;

export const ZAdvancedFilter = z.object({
  dimension: z.enum(advancedDimensions),
  values: z.array(ZId).min(1).max(advancedLimits.filterValues),
});

/** What a report shows: one or two groupings, the figures, filters and the order. Saved as it is. */
export const ZAdvancedDefinition = z
  .object({
    dimensions: z.array(z.enum(advancedDimensions)).min(1).max(2),
    measures: z.array(z.enum(advancedMeasures)).min(1).max(advancedMeasures.length),
    filters: z.array(ZAdvancedFilter).max(advancedLimits.filters).default([]),
    sort: z
      .object({
        by: z.union([z.enum(advancedDimensions), z.enum(advancedMeasures)]),
        direction: z.enum(["asc", "desc"]),
      })
      .nullable()
      .default(null),
  })
  .refine((value) => new Set(value.dimensions).size === value.dimensions.length, {
    message: advancedMessages.duplicateDimension,
    path: ["dimensions"],
  });
export type AdvancedDefinition = z.infer<typeof ZAdvancedDefinition>;

export const ZAdvancedReportInput = z.object({
  ...ZReportPeriod.shape,
  definition: ZAdvancedDefinition,
});
export type AdvancedReportInput = z.input<typeof ZAdvancedReportInput>;

export type AdvancedValues = Partial<Record<AdvancedMeasure, number | null>>;

export interface AdvancedRow {
  /** One id per dimension (a day, week start, month, location id, product id, ...). */
  keys: string[];
  labels: string[];
  values: AdvancedValues;
}

export interface AdvancedReport {
  period: { from: string; to: string };
  dimensions: AdvancedDimension[];
  measures: AdvancedMeasure[];
  rows: AdvancedRow[];
  totals: AdvancedValues;
  /** More groups than advancedLimits.rows: only the first rows (in the report's order) are returned. */
  truncated: boolean;
}

export const ZSaveAdvancedReport = z.object({
  /** Absent: a new saved report; present: replaces that one's name and definition. */
  reportId: ZId.optional(),
  name: zText(advancedLimits.name).trim().min(1, "Name the report"),
  definition: ZAdvancedDefinition,
});
export type SaveAdvancedReport = z.infer<typeof ZSaveAdvancedReport>;

export interface SavedAdvancedReport {
  id: string;
  name: string;
  definition: AdvancedDefinition;
  updateDate: string;
}

/** The one place a figure is picked out of reportFigures (plus the tender's money and count). */
export function measureValue(
  measure: AdvancedMeasure,
  figures: ReportFigures,
  tender: { amount: number; count: number },
): number | null {
  if (measure === "tendered") return tender.amount;
  if (measure === "transactions") return tender.count;
  return figures[measure];
}
