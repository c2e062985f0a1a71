import { formatCents } from "@pos/core/common/money";
import type { RankedFigures, SummaryReport } from "@pos/core/reports/reports.schema";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

const units = new Intl.NumberFormat("en-CA", { maximumFractionDigits: 3 });

function TopList({ title, rows, showUnits }: { title: string; rows: RankedFigures[]; showUnits: boolean }) {
  return (
    <Card className="break-inside-avoid gap-3">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No sales in this period</p>
        ) : (
          <Table aria-label={title}>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                {showUnits && <TableHead className="text-right">Units</TableHead>}
                <TableHead className="text-right">Sales</TableHead>
                <TableHead className="text-right">Net sales</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell className="max-w-48 truncate font-medium" title={row.label}>
                    {row.label}
                  </TableCell>
                  {showUnits && (
                    <TableCell className="text-right tabular-nums">{units.format(row.units)}</TableCell>
                  )}
                  <TableCell className="text-right tabular-nums">{row.saleCount}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCents(row.netSales)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/** The period's best products, categories and employees by net sales. */
export function TopLists({ report }: { report: SummaryReport }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
      <TopList title="Top products" rows={report.topProducts} showUnits />
      <TopList title="Top categories" rows={report.topCategories} showUnits />
      <TopList title="Top employees" rows={report.topEmployees} showUnits={false} />
    </div>
  );
}
