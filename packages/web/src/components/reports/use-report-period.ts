import { useState } from "react";
import { localDay } from "@pos/core/payments/payment-lists.schema";
import type { PeriodChoice } from "./period-controls";
import { periodError, presetPeriod, type PeriodPreset } from "./report-period";

/** A report's period, starting at a preset in the company's time zone, and what is wrong with it (12 months). */
export function useReportPeriod(timeZone: string, initial: Exclude<PeriodPreset, "custom">) {
  const today = localDay(new Date(), timeZone);
  const [period, setPeriod] = useState<PeriodChoice<PeriodPreset>>(() => ({
    preset: initial,
    ...presetPeriod(initial, today),
  }));
  return { today, period, setPeriod, rangeError: periodError(period.from, period.to) };
}
