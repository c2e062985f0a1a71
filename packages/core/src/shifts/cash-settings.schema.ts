import { z } from "zod";

/** The discrepancy threshold a company starts with: $5.00. */
export const defaultDiscrepancyThreshold = 500;
/** The largest threshold an owner may set: $10,000.00. */
export const maxDiscrepancyThreshold = 1_000_000;

export const ZCashSettingsInput = z.object({
  companyId: z.number().int().positive(),
  /** Cents. */
  discrepancyThreshold: z
    .number()
    .int("The threshold is a whole number of cents")
    .min(0, "The threshold cannot be negative")
    .max(maxDiscrepancyThreshold, "The threshold can be at most $10,000.00"),
});
export type CashSettingsInput = z.input<typeof ZCashSettingsInput>;

export interface CashSettingsView {
  /** Cents. */
  discrepancyThreshold: number;
}

/** Counted − expected beyond the threshold, either way, is a warning: an overage is no better than a shortage. */
export const isDiscrepancyWarning = (discrepancy: number | null, threshold: number): boolean =>
  discrepancy !== null && Math.abs(discrepancy) > threshold;
