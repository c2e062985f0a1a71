import { ZReportPeriod } from "./reports.schema";

/** One tax at one location over the period: collected on sales less given back on refunds (cents). */
export interface TaxLine {
  locationId: string;
  tax: string;
  amount: number;
}

/** A location's sales figures beside its taxes (the day rollups: the same definitions as the summary). */
export interface TaxLocationFigures {
  locationId: string;
  /** Net sales before tax, deposits and tips, refunds taken out (reportFigures). */
  netSales: number;
  /** Every tax net of refunds; equals the sum of the location's tax lines. */
  taxes: number;
}

/** The tax report: taxes per tax, location and period, net of refunds, for GST/HST/PST filing. */
export interface TaxReport {
  period: { from: string; to: string };
  lines: TaxLine[];
  locations: TaxLocationFigures[];
  /** Every location together, per tax. */
  byTax: { tax: string; amount: number }[];
  total: { netSales: number; taxes: number };
}

export const ZTaxReportInput = ZReportPeriod;
