import { keepPreviousData } from "@tanstack/react-query";
import { BarChart3, Download, Printer } from "lucide-react";
import { useState } from "react";
import { localDay } from "@pos/core/payments/payment-lists.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { KpiCards } from "@/features/sales-summary/kpi-cards";
import { LocationPicker } from "@/features/sales-summary/location-picker";
import { PeriodControls, type PeriodChoice } from "@/features/sales-summary/period-controls";
import { SalesCharts } from "@/features/sales-summary/sales-charts";
import { summaryCsvHeader, summaryCsvRows } from "@/features/sales-summary/summary-csv";
import { periodError, presetPeriod } from "@/features/sales-summary/summary-period";
import { TopLists } from "@/features/sales-summary/top-lists";
import { downloadCsv } from "@/lib/csv-file";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `analytics/summary`: what sold and what it earned over a period, against the period before. */
export function SummaryPage() {
  const { company } = useCompany();
  const today = localDay(new Date(), company.timezone);
  const [period, setPeriod] = useState<PeriodChoice>(() => ({
    preset: "today",
    ...presetPeriod("today", today),
  }));
  const [chosen, setChosen] = useState<string[] | null>(null);
  const locations = trpc.reports.locations.useQuery({ companyId: company.id });
  const locationIds = chosen ?? locations.data?.map((location) => location.id) ?? [];
  const rangeError = periodError(period.from, period.to);
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
  if (locations.data.length === 0)
    return (
      <EmptyState icon={BarChart3} title="No locations to report on">
        You may see reports of no location of this company.
      </EmptyState>
    );

  const data = rangeError === null ? report.data : undefined;
  const names = locations.data.filter((location) => locationIds.includes(location.id)).map((l) => l.name);
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
        description={`${period.from === period.to ? period.from : `${period.from} to ${period.to}`} · ${names.join(", ")}`}
        actions={
          <div className="no-print flex gap-2">
            <Button variant="outline" onClick={exportCsv} disabled={!data}>
              <Download aria-hidden /> Export CSV
            </Button>
            <Button variant="outline" onClick={() => window.print()} disabled={!data}>
              <Printer aria-hidden /> Print
            </Button>
          </div>
        }
      />
      <div className="no-print flex flex-wrap items-start gap-6">
        <PeriodControls
          value={period}
          error={period.preset === "custom" ? rangeError : null}
          onPreset={(preset) =>
            setPeriod((current) =>
              preset === "custom" ? { ...current, preset } : { preset, ...presetPeriod(preset, today) },
            )
          }
          onCustom={(next) => setPeriod((current) => ({ ...current, ...next, preset: "custom" }))}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="summary-locations" className="sr-only">
            Locations
          </Label>
          <LocationPicker
            id="summary-locations"
            locations={locations.data}
            value={locationIds}
            onChange={setChosen}
          />
        </div>
      </div>
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
    </div>
  );
}
