import { z } from "zod";
import { ZId } from "../common/bounded.schema";
import { ZReportDay } from "../common/report-range.schema";

/**
 * What a rollup row is grouped by, besides its location and local day. "day": one row per location-day (key "");
 * "hour": local hour "00".."23"; "product", "category" (key "uncategorized" when none), "employee", "register"
 * (the device): their ids; "paymentType": the payment type id, with ":<card type>" when the transaction names
 * one; "tax": the tax's name.
 */
export const reportDimensions = [
  "day",
  "hour",
  "product",
  "category",
  "employee",
  "register",
  "paymentType",
  "tax",
  "customer",
] as const;
export type ReportDimension = (typeof reportDimensions)[number];

/** Rows by local day, or by local month (each sale is added to both). */
export const rollupGrains = ["day", "month"] as const;
export type RollupGrain = (typeof rollupGrains)[number];

/**
 * The figures every rollup row adds up (cents, except counts and units). Sale side: gross (line prices of goods,
 * tips excluded), discounts, tax, deposits, tips, cost (cost of goods), units. Refund side: refunds (money given
 * back, tax and deposit included), the refund's share of tax, deposits and tips, refundCost (cost of goods that
 * went back to stock), refundedUnits. "amount" and "count": a tender's money and transactions (paymentType rows,
 * refunds negative) or a tax's collected amount (tax rows, refunds negative).
 */
export const rollupMeasures = [
  "saleCount",
  "refundCount",
  "gross",
  "discounts",
  "tax",
  "deposits",
  "tips",
  "cost",
  "units",
  "refunds",
  "refundTax",
  "refundDeposits",
  "refundTips",
  "refundCost",
  "refundedUnits",
  "amount",
  "count",
] as const;
export type RollupMeasure = (typeof rollupMeasures)[number];
export type RollupMeasures = Record<RollupMeasure, number>;

/** One rollup item as the read API returns it. */
export interface RollupRow extends RollupMeasures {
  locationId: string;
  /** Local day YYYY-MM-DD in the location's time zone; YYYY-MM for rows read by month. */
  day: string;
  key: string;
  /** The product, category, employee or tax name when the row has one (as of the last sale counted). */
  label: string | null;
}

/** How many locations one report may name. (The period's limit is common/report-range.schema.ts.) */
export const reportLimits = { locations: 100 } as const;

export const reportMessages = {
  unknownLocation: "Choose locations of this company",
} as const;

export const ZReportPeriod = z.object({
  locationIds: z.array(ZId).min(1).max(reportLimits.locations),
  from: ZReportDay,
  to: ZReportDay,
});
export type ReportPeriod = z.infer<typeof ZReportPeriod>;

/**
 * grain "day" (default): a row per day; "month": a row per month of the period, where the first and last month
 * hold only the period's days (summed from day rows) and whole months are read from month rows.
 */
export const ZRollupQuery = ZReportPeriod.extend({
  dimension: z.enum(reportDimensions),
  grain: z.enum(rollupGrains).default("day"),
});
export type RollupQuery = z.input<typeof ZRollupQuery>;

/** The derived figures every report shows, computed in one place (reportFigures) so all reports agree. */
export interface ReportFigures {
  grossSales: number;
  discounts: number;
  /** Money given back, tax and deposits included. */
  refunds: number;
  /** grossSales − discounts − the refunds' pre-tax part (tax, deposits and tips taken out). */
  netSales: number;
  taxes: number;
  deposits: number;
  tips: number;
  costOfGoods: number;
  /** netSales − costOfGoods */
  grossMargin: number;
  /** grossMargin / netSales in percent with one decimal; null without net sales. */
  grossMarginPercent: number | null;
  saleCount: number;
  refundCount: number;
  /** (grossSales − discounts) / saleCount, rounded to the cent; 0 without sales. */
  averageBasket: number;
  /** Units sold less units refunded. */
  units: number;
}

/** A day's figures in a series (zero-filled: every day of the period is there). */
export interface DayFigures extends ReportFigures {
  day: string;
}

/** One product, category or employee over the period. */
export interface RankedFigures extends ReportFigures {
  key: string;
  label: string;
}

/** analytics/summary and the home page: the period, the one before it, the series and the leaders. */
export interface SummaryReport {
  period: { from: string; to: string };
  /** The same number of days just before the period. */
  previousPeriod: { from: string; to: string };
  figures: ReportFigures;
  previous: ReportFigures;
  byDay: DayFigures[];
  /** 24 entries, local hour 0 to 23, summed over the period's days. */
  byHour: (ReportFigures & { hour: number })[];
  topProducts: RankedFigures[];
  topCategories: RankedFigures[];
  topEmployees: RankedFigures[];
}

export const ZSummaryInput = ZReportPeriod.extend({
  /** How many leaders of each kind (products, categories, employees). */
  top: z.number().int().min(1).max(50).default(10),
});
export type SummaryInput = z.input<typeof ZSummaryInput>;
