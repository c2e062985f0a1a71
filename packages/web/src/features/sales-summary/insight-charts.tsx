import type { InsightsReport } from "@pos/core/reports/insights.schema";
import type { RankedFigures } from "@pos/core/reports/reports.schema";
import { formatCents } from "@pos/core/common/money";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { SalesBars } from "./sales-charts";
import { shortDay } from "@/components/reports/report-period";

function ChartCard({ title, help, children }: { title: string; help: string; children: React.ReactNode }) {
  return (
    <Card className="break-inside-avoid">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{help}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Net sales, average basket and gross margin of each day. */
export function InsightTrends({ report }: { report: InsightsReport }) {
  const series = (pick: (day: InsightsReport["trend"][number]) => number) =>
    report.trend.map((day) => ({ label: shortDay(day.day), netSales: pick(day) }));
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <ChartCard title="Trend" help="Net sales of each day, in each store's time zone">
        <SalesBars data={series((day) => day.netSales)} className="aspect-auto h-56 w-full" />
      </ChartCard>
      <ChartCard title="Basket" help="Average basket of each day's sales">
        <SalesBars
          data={series((day) => day.averageBasket)}
          seriesLabel="Average basket"
          className="aspect-auto h-56 w-full"
        />
      </ChartCard>
      <ChartCard title="Margin" help="Gross margin of each day: net sales less cost of goods">
        <SalesBars
          data={series((day) => day.grossMargin)}
          seriesLabel="Gross margin"
          className="aspect-auto h-56 w-full"
        />
      </ChartCard>
    </div>
  );
}

function Sellers({ title, help, rows }: { title: string; help: string; rows: RankedFigures[] }) {
  return (
    <ChartCard title={title} help={help}>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No sales in this period</p>
      ) : (
        <Table aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHead>Product</TableHead>
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
                <TableCell className="text-right tabular-nums">{row.saleCount}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCents(row.netSales)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ChartCard>
  );
}

export function InsightSellers({ report }: { report: InsightsReport }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Sellers
        title="Best sellers"
        help="The products with the most net sales in the period"
        rows={report.bestSellers}
      />
      <Sellers
        title="Worst sellers"
        help="Of the products sold in the period, those with the least net sales (products that did not sell are not listed)"
        rows={report.worstSellers}
      />
    </div>
  );
}
