import { keepPreviousData } from "@tanstack/react-query";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { KpiCards } from "@/features/sales-summary/kpi-cards";
import { ReportFilters } from "@/components/reports/report-filters";
import { useReportPeriod } from "@/components/reports/use-report-period";
import { SalesCharts } from "@/features/sales-summary/sales-charts";
import { summaryCsvHeader, summaryCsvRows } from "@/features/sales-summary/summary-csv";
import { presetPeriod } from "@/components/reports/report-period";
import { NoReportLocations, periodText, ReportActions } from "@/components/reports/report-actions";
import { useReportLocations } from "@/components/reports/use-report-locations";
import { TopLists } from "@/features/sales-summary/top-lists";
import { downloadCsv } from "@/lib/csv-file";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { SummaryEmailSettings } from "./summary-email-settings";

/** `analytics/summary`: what sold and what it earned over a period, against the period before. */
export function SummaryPage() {
  const { company } = useCompany();
  const { today, period, setPeriod, rangeError } = useReportPeriod(company.timezone, "today");
  const { locations, locationIds, setChosen, names } = useReportLocations(company.id);
  const report = trpc.reports.summary.useQuery(
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
  if (locations.data.length === 0) return <NoReportLocations />;

  const data = rangeError === null ? report.data : undefined;
  const exportCsv = () => {
    if (!data) return;
    downloadCsv(
      `sales-summary-${data.period.from}-to-${data.period.to}.csv`,
      summaryCsvHeader,
      summaryCsvRows(data),
    );
  };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Sales summary"
        description={`${periodText(period.from, period.to)} · ${names.join(", ")}`}
        actions={<ReportActions onExport={exportCsv} disabled={!data} />}
      />
      <ReportFilters
        id="summary-locations"
        today={today}
        period={period}
        onPeriod={setPeriod}
        rangeError={rangeError}
        locations={locations.data}
        locationIds={locationIds}
        onLocations={setChosen}
      />
      {rangeError !== null ? null : !data ? (
        <PageSpinner label="Loading the summary" />
      ) : (
        <div className="grid gap-6" aria-busy={report.isFetching}>
          <p className="text-sm text-muted-foreground">
            Compared with {data.previousPeriod.from} to {data.previousPeriod.to}. Figures update within a
            minute of each sale.
          </p>
          {data.figures.saleCount === 0 && (
            <div
              role="status"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed px-4 py-3 text-sm"
            >
              <span>
                <span className="font-medium">No sales in this period</span>
                {period.to === today ? " yet. Figures appear within a minute of the first sale." : "."}
              </span>
              {period.preset !== "last7Days" && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setPeriod({ preset: "last7Days", ...presetPeriod("last7Days", today) })}
                >
                  Show the last 7 days
                </Button>
              )}
            </div>
          )}
          <KpiCards figures={data.figures} previous={data.previous} />
          <SalesCharts report={data} />
          <TopLists report={data} />
        </div>
      )}
      <SummaryEmailSettings companyId={company.id} locations={locations.data} />
    </div>
  );
}
