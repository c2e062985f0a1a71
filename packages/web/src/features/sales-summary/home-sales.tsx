import { formatCents } from "@pos/core/common/money";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { trpc } from "@/lib/trpc";
import { SalesBars } from "./sales-charts";
import { shortDay } from "@/components/reports/report-period";

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="grid gap-0.5">
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** The dashboard home's sales: today's net sales, sale count and average basket, and the last 7 days. */
export function HomeSales({ companyId }: { companyId: number }) {
  const home = trpc.reports.home.useQuery({ companyId });
  if (home.data === null) return null;
  const summary = home.data?.summary;
  const today = summary?.byDay.at(-1);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Today's sales</CardTitle>
        <CardDescription>
          {home.error
            ? "Sales figures could not be loaded."
            : `At ${home.data?.locationIds.length === 1 ? "your location" : "your locations"}; net of discounts and refunds, before tax.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!summary || !today ? (
          home.error ? null : (
            <div className="grid gap-3" aria-busy>
              <Skeleton className="h-8 w-1/2" />
              <Skeleton className="h-40 w-full" />
            </div>
          )
        ) : (
          <>
            <div className="grid grid-cols-3 gap-4">
              <Figure label="Net sales" value={formatCents(today.netSales)} testId="home-net-sales" />
              <Figure label="Sales" value={String(today.saleCount)} testId="home-sale-count" />
              <Figure label="Average basket" value={formatCents(today.averageBasket)} testId="home-basket" />
            </div>
            <div className="grid gap-2">
              <span className="text-sm font-medium">Last 7 days</span>
              <SalesBars
                data={summary.byDay.map((day) => ({ label: shortDay(day.day), netSales: day.netSales }))}
                className="aspect-auto h-48 w-full"
                empty="No sales in the last 7 days"
              />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
