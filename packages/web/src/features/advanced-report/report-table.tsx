import {
  advancedDimensionLabels,
  advancedLimits,
  advancedMeasureInfo,
  type AdvancedReport,
} from "@pos/core/reports/advanced-report.schema";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatValue } from "./report-values";

/** The report's groups with their figures and a totals row. */
export function ReportTable({ report }: { report: AdvancedReport }) {
  if (report.rows.length === 0)
    return (
      <p className="rounded-md border py-10 text-center text-sm text-muted-foreground">
        No sales match this report in the period.
      </p>
    );
  return (
    <div className="grid gap-2">
      {report.truncated && (
        <p className="text-sm text-muted-foreground">
          Showing the first {advancedLimits.rows.toLocaleString("en-CA")} rows. Add a filter to see the rest.
        </p>
      )}
      <div className="rounded-md border">
        <Table aria-label="Report">
          <TableHeader>
            <TableRow>
              {report.dimensions.map((dimension) => (
                <TableHead key={dimension}>{advancedDimensionLabels[dimension]}</TableHead>
              ))}
              {report.measures.map((measure) => (
                <TableHead key={measure} className="text-right">
                  {advancedMeasureInfo[measure].label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.rows.map((row) => (
              <TableRow key={row.keys.join("\u0000")}>
                {row.labels.map((label, index) => (
                  <TableCell key={index} className="max-w-64 truncate font-medium" title={label}>
                    {label}
                  </TableCell>
                ))}
                {report.measures.map((measure) => (
                  <TableCell key={measure} className="text-right tabular-nums">
                    {formatValue(measure, row.values[measure])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={report.dimensions.length} className="font-semibold">
                Total
              </TableCell>
              {report.measures.map((measure) => (
                <TableCell key={measure} className="text-right font-semibold tabular-nums">
                  {formatValue(measure, report.totals[measure])}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </div>
    </div>
  );
}
