/** The pay periods of analytics/timesheets; days are YYYY-MM-DD of the location's calendar. */
export const payPeriodKinds = ["weekly", "biweekly", "semimonthly", "custom"] as const;
export type PayPeriodKind = (typeof payPeriodKinds)[number];

export const payPeriodLabels: Record<PayPeriodKind, string> = {
  weekly: "Weekly",
  biweekly: "Bi-weekly",
  semimonthly: "Semi-monthly",
  custom: "Custom",
};

export type Period = { from: string; to: string };

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const lastOfMonth = (day: string): string => {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

/** The Monday on or before a day (the default first day of a weekly period). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The period starting on `start` (weekly 7 days, bi-weekly 14), or for semi-monthly the half month holding it
 * (the 1st to the 15th, the 16th to the month's end). A custom period is chosen day by day.
 */
export function periodFrom(kind: Exclude<PayPeriodKind, "custom">, start: string): Period {
  if (kind === "weekly") return { from: start, to: addDays(start, 6) };
  if (kind === "biweekly") return { from: start, to: addDays(start, 13) };
  const month = start.slice(0, 8);
  return Number(start.slice(8)) <= 15
    ? { from: `${month}01`, to: `${month}15` }
    : { from: `${month}16`, to: lastOfMonth(start) };
}

/** The period before (-1) or after (+1) this one, of the same kind. */
export function stepPeriod(kind: Exclude<PayPeriodKind, "custom">, period: Period, step: -1 | 1): Period {
  if (kind === "semimonthly")
    return periodFrom(kind, step === 1 ? addDays(period.to, 1) : addDays(period.from, -1));
  return periodFrom(kind, addDays(period.from, step * (kind === "weekly" ? 7 : 14)));
}
