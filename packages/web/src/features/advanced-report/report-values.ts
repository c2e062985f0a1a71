import { formatCents } from "@pos/core/common/money";
import {
  advancedDimensionLabels,
  advancedMeasureInfo,
  type AdvancedMeasure,
  type AdvancedReport,
} from "@pos/core/reports/advanced-report.schema";

const counts = new Intl.NumberFormat("en-CA", { maximumFractionDigits: 3 });

/** A figure as the table shows it. */
export function formatValue(measure: AdvancedMeasure, value: number | null | undefined): string {
  if (value === null || value === undefined) return "-";
  const { kind } = advancedMeasureInfo[measure];
  if (kind === "money") return formatCents(value);
  if (kind === "percent") return `${value.toFixed(1)} %`;
  return counts.format(value);
}

/** A figure as the CSV holds it: dollars with two decimals (what a spreadsheet sums), others as they are. */
function csvValue(measure: AdvancedMeasure, value: number | null | undefined): string {
  if (value === null || value === undefined) return "";
  return advancedMeasureInfo[measure].kind === "money" ? (value / 100).toFixed(2) : String(value);
}

export function advancedCsvHeader(report: AdvancedReport): string[] {
  return [
    ...report.dimensions.map((dimension) => advancedDimensionLabels[dimension]),
    ...report.measures.map((measure) => advancedMeasureInfo[measure].label),
  ];
}

/** One row a group, then the totals; parses back to the figures on screen. */
export function advancedCsvRows(report: AdvancedReport): string[][] {
  const figures = (values: AdvancedReport["totals"]) =>
    report.measures.map((measure) => csvValue(measure, values[measure]));
  return [
    ...report.rows.map((row) => [...row.labels, ...figures(row.values)]),
    [...report.dimensions.map((_, index) => (index === 0 ? "Total" : "")), ...figures(report.totals)],
  ];
}
