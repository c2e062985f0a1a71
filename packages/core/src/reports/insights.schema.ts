import type { DayFigures, RankedFigures, ReportFigures } from "./reports.schema";

/**
 * Insights: the period's figures and the one before, a daily trend, best and worst sellers, returning customers
 * and loyalty use (definitions in docs/decisions.md and on the screen).
 */
export interface InsightsReport {
  period: { from: string; to: string };
  previousPeriod: { from: string; to: string };
  figures: ReportFigures;
  previous: ReportFigures;
  trend: DayFigures[];
  bestSellers: RankedFigures[];
  worstSellers: RankedFigures[];
  customers: {
    /** Customers attached to at least one sale in the period. */
    identified: number;
    /** Identified customers with two or more sales in the period. */
    returning: number;
    /** returning / identified in percent, one decimal; null without identified customers. */
    returningPercent: number | null;
    /** Sales with a customer attached. */
    identifiedSales: number;
  };
  loyalty: {
    /** Loyalty-point payments in the period (refunded ones count negative). */
    payments: number;
    /** Cents paid with loyalty points, net of refunds. */
    amount: number;
    /** payments / sales in percent, one decimal; null without sales. */
    salesPercent: number | null;
  };
}

/** How many best and worst sellers insights lists. */
export const insightsTop = 5;
