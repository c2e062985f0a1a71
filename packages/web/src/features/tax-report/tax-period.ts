export const taxPresets = ["month", "quarter", "custom"] as const;
export type TaxPreset = (typeof taxPresets)[number];

export const taxPresetLabels: Record<TaxPreset, string> = {
  month: "Month",
  quarter: "Quarter",
  custom: "Custom",
};

const lastDayOf = (year: number, month: number): string =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** 2026-04 → 1 to 30 April. */
export function monthPeriod(month: string): { from: string; to: string } {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return { from: `${month}-01`, to: lastDayOf(year, number) };
}

/** "2026-Q2" for any day of April to June 2026. */
export const quarterOf = (day: string): string =>
  `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;

/** 2026-Q2 → 1 April to 30 June 2026. */
export function quarterPeriod(quarter: string): { from: string; to: string } {
  const year = Number(quarter.slice(0, 4));
  const first = (Number(quarter.slice(6)) - 1) * 3 + 1;
  return { from: `${year}-${String(first).padStart(2, "0")}-01`, to: lastDayOf(year, first + 2) };
}

/** The quarter holding `today` and the `count − 1` before it, latest first. */
export function recentQuarters(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const index = Math.floor((Number(today.slice(5, 7)) - 1) / 3);
  return Array.from({ length: count }, (_, back) => {
    const total = year * 4 + index - back;
    return `${Math.floor(total / 4)}-Q${(total % 4) + 1}`;
  });
}

const monthNames = new Intl.DateTimeFormat("en-CA", { month: "short", timeZone: "UTC" });

/** "2026 Q2 (Apr–Jun)". */
export function quarterLabel(quarter: string): string {
  const { from, to } = quarterPeriod(quarter);
  const name = (day: string) => monthNames.format(new Date(`${day}T00:00:00Z`));
  return `${quarter.slice(0, 4)} ${quarter.slice(5)} (${name(from)}–${name(to)})`;
}
