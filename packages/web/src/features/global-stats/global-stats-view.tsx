import { BarChart3 } from "lucide-react";
import { formatCents, formatCentsShort } from "@pos/core/common/money";
import type { GlobalStats } from "@pos/core/stats/stats.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BarChart } from "./bar-chart";
import { formatCount as count } from "./format-count";
import { TopBarcodesTable } from "./top-barcodes-table";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card className="gap-1 py-4">
      <CardHeader className="px-4">
        <CardDescription>{label}</CardDescription>
        <CardTitle className="text-3xl tabular-nums">{value}</CardTitle>
      </CardHeader>
    </Card>
  );
}

/** admin.md 3 "Global stats": figures, the top barcodes and three charts over the last 30 days. */
export function GlobalStatsView({ stats }: { stats: GlobalStats }) {
  const sales = stats.numberOfSalesFromLicensedStores;
  const totalSales = sales.reduce((sum, day) => sum + day.numberOfSales, 0);
  const totalDollars = stats.salesInDollarsFromLicensedStores.reduce((sum, day) => sum + day.salesTotal, 0);
  if (totalSales === 0 && stats.topSellingBarcodesAllTimeFromLicensedStores.length === 0)
    return (
      <EmptyState icon={BarChart3} title="No sales from licensed stores yet">
        Figures appear here once a licensed company completes a sale. Press Refresh to compute them again.
      </EmptyState>
    );
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Figure label="Active clients (30 days)" value={count(stats.numberOfActiveClients)} />
        <Figure label="Sales (30 days)" value={count(totalSales)} />
        <Figure label="Sales in dollars (30 days)" value={formatCents(totalDollars)} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardContent>
            <BarChart
              title="Number of sales per day"
              points={sales.map((day) => ({ date: day.date, value: day.numberOfSales }))}
              format={count}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <BarChart
              title="Sales in dollars per day"
              points={stats.salesInDollarsFromLicensedStores.map((day) => ({
                date: day.date,
                value: day.salesTotal,
              }))}
              format={formatCentsShort}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <BarChart
              title="Customers per day"
              points={stats.numberOfCustomersFromLicensedStores.map((day) => ({
                date: day.date,
                value: day.numberOfCustomers,
              }))}
              format={count}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Top-selling barcodes (all time)</CardTitle>
          </CardHeader>
          <CardContent>
            <TopBarcodesTable rows={stats.topSellingBarcodesAllTimeFromLicensedStores} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
