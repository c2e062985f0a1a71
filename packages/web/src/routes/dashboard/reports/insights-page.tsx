import { keepPreviousData } from "@tanstack/react-query";
import { Lightbulb } from "lucide-react";
import { useState } from "react";
import { localDay } from "@pos/core/payments/payment-lists.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Label } from "@/components/ui/label";
import { InsightCards } from "@/features/sales-summary/insight-cards";
import { InsightSellers, InsightTrends } from "@/features/sales-summary/insight-charts";
import { LocationPicker } from "@/components/reports/location-picker";
import { PeriodControls, type PeriodChoice } from "@/components/reports/period-controls";
import {
  periodError,
  periodLabels,
  periodPresets,
  presetPeriod,
  type PeriodPreset,
} from "@/components/reports/report-period";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `insights` (flag Insights dashboards): KPI cards and charts, each saying what it means. */
export function InsightsPage() {
  const { company } = useCompany();
  const today = localDay(new Date(), company.timezone);
  const [period, setPeriod] = useState<PeriodChoice<PeriodPreset>>(() => ({
    preset: "thisMonth",
    ...presetPeriod("thisMonth", today),
  }));
  const [chosen, setChosen] = useState<string[] | null>(null);
  const locations = trpc.reports.locations.useQuery({ companyId: company.id });
  const locationIds = chosen ?? locations.data?.map((location) => location.id) ?? [];
  const rangeError = periodError(period.from, period.to);
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
  const names = locations.data.filter((location) => locationIds.includes(location.id)).map((l) => l.name);

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Insights"
        description={`${period.from === period.to ? period.from : `${period.from} to ${period.to}`} · ${names.join(", ")}`}
      />
      <div className="flex flex-wrap items-start gap-6">
        <PeriodControls
          presets={periodPresets}
          labels={periodLabels}
          value={period}
          error={period.preset === "custom" ? rangeError : null}
          onPreset={(preset) =>
            setPeriod((now) =>
              preset === "custom" ? { ...now, preset } : { preset, ...presetPeriod(preset, today) },
            )
          }
          onCustom={(next) => setPeriod((now) => ({ ...now, ...next, preset: "custom" }))}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="insights-locations" className="sr-only">
            Locations
          </Label>
          <LocationPicker
            id="insights-locations"
            locations={locations.data}
            value={locationIds}
            onChange={setChosen}
          />
        </div>
      </div>
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
