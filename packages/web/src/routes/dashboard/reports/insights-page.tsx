import { keepPreviousData } from "@tanstack/react-query";
import { Lightbulb } from "lucide-react";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { InsightCards } from "@/features/sales-summary/insight-cards";
import { InsightSellers, InsightTrends } from "@/features/sales-summary/insight-charts";
import { ReportFilters } from "@/components/reports/report-filters";
import { useReportPeriod } from "@/components/reports/use-report-period";
import { useReportLocations } from "@/components/reports/use-report-locations";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `insights` (flag Insights dashboards): KPI cards and charts, each saying what it means. */
export function InsightsPage() {
  const { company } = useCompany();
  const { today, period, setPeriod, rangeError } = useReportPeriod(company.timezone, "thisMonth");
  const { locations, locationIds, setChosen, names } = useReportLocations(company.id);
  const report = trpc.advancedReports.insights.useQuery(
    { companyId: company.id, locationIds, from: period.from, to: period.to },
    { enabled: locationIds.length > 0 && rangeError === null, placeholderData: keepPreviousData },
  );

  const failure = locations.error ?? report.error;
  if (failure)
    return (
      <PageError
        error={failure}
        permission="CAN_VIEW_REPORTS"
        onRetry={() => void (locations.error ? locations.refetch() : report.refetch())}
      />
    );
  if (!locations.data) return <PageSpinner label="Loading locations" />;
  if (locations.data.length === 0)
    return (
      <EmptyState icon={Lightbulb} title="No locations to report on">
        You may see reports of no location of this company.
      </EmptyState>
    );
  const data = rangeError === null ? report.data : undefined;

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Insights"
        description={`${period.from === period.to ? period.from : `${period.from} to ${period.to}`} · ${names.join(", ")}`}
      />
      <ReportFilters
        id="insights-locations"
        today={today}
        period={period}
        onPeriod={setPeriod}
        rangeError={rangeError}
        locations={locations.data}
        locationIds={locationIds}
        onLocations={setChosen}
      />
      {rangeError !== null ? null : !data ? (
        <PageSpinner label="Loading insights" />
      ) : (
        <div className="grid gap-6" aria-busy={report.isFetching}>
          <p className="text-sm text-muted-foreground">
            Compared with {data.previousPeriod.from} to {data.previousPeriod.to}. Figures update within a
            minute of each sale.
          </p>
          <InsightCards report={data} />
          <InsightTrends report={data} />
          <InsightSellers report={data} />
        </div>
      )}
    </div>
  );
}
