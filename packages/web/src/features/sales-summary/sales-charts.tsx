import type { SummaryReport } from "@pos/core/reports/reports.schema";
import { BarChart3 } from "lucide-react";
import { Component, lazy, Suspense, type ReactNode } from "react";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { SeriesPoint } from "./sales-bars";
import { hourLabel, shortDay } from "@/components/reports/report-period";

// Recharts is large: its chunk loads with the first chart, not with the dashboard.
const loadBars = () => lazy(() => import("./sales-bars").then((module) => ({ default: module.SalesBars })));
let LazyBars = loadBars();

/**
 * A chart whose chunk could not load (the connection dropped) says so and offers another try, instead of taking
 * the whole page down. React caches a failed lazy import, so a retry starts a new one.
 */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    LazyBars = loadBars();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <EmptyState icon={BarChart3} title="The chart could not be loaded">
        <Button variant="outline" size="sm" onClick={this.retry}>
          Try again
        </Button>
      </EmptyState>
    );
  }
}

/**
 * Net sales as bars (loaded on first use), with the short dollar format on the value axis; a period without sales
 * says so instead of drawing an empty axis.
 */
export function SalesBars(props: {
  data: SeriesPoint[];
  className?: string;
  seriesLabel?: string;
  empty?: string;
}) {
  if (props.data.every((point) => point.netSales === 0))
    return <EmptyState icon={BarChart3} title={props.empty ?? "No sales in this period"} />;
  return (
    <ChartBoundary>
      <Suspense fallback={<Skeleton className={props.className} />}>
        <LazyBars {...props} />
      </Suspense>
    </ChartBoundary>
  );
}

/** Sales by day and by hour of the period. */
export function SalesCharts({ report }: { report: SummaryReport }) {
  const byDay = report.byDay.map((day) => ({ label: shortDay(day.day), netSales: day.netSales }));
  const byHour = report.byHour.map((hour) => ({ label: hourLabel(hour.hour), netSales: hour.netSales }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="break-inside-avoid">
        <CardHeader>
          <CardTitle>Sales by day</CardTitle>
          <CardDescription>Net sales of each day, in each store's time zone</CardDescription>
        </CardHeader>
        <CardContent>
          <SalesBars data={byDay} className="aspect-auto h-64 w-full" />
        </CardContent>
      </Card>
      <Card className="break-inside-avoid">
        <CardHeader>
          <CardTitle>Sales by hour</CardTitle>
          <CardDescription>Net sales per hour of the day, over the whole period</CardDescription>
        </CardHeader>
        <CardContent>
          <SalesBars data={byHour} className="aspect-auto h-64 w-full" />
        </CardContent>
      </Card>
    </div>
  );
}
