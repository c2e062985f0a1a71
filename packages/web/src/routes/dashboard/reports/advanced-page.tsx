import { keepPreviousData } from "@tanstack/react-query";
import type { AdvancedDefinition, SavedAdvancedReport } from "@pos/core/reports/advanced-report.schema";
import { Download, Printer, Table2 } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ReportBuilder } from "@/features/advanced-report/report-builder";
import { defaultDefinition } from "@/features/advanced-report/report-definition";
import { ReportTable } from "@/features/advanced-report/report-table";
import { advancedCsvHeader, advancedCsvRows } from "@/features/advanced-report/report-values";
import { SavedReportsBar } from "@/features/advanced-report/saved-reports-bar";
import { useFilterChoices } from "@/features/advanced-report/use-filter-choices";
import { ReportFilters } from "@/components/reports/report-filters";
import { useReportPeriod } from "@/components/reports/use-report-period";
import { useReportLocations } from "@/components/reports/use-report-locations";
import { downloadCsv } from "@/lib/csv-file";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `advanced`: a report builder over the rollups, with definitions saved per user. */
export function AdvancedReportPage() {
  const { company } = useCompany();
  const { today, period, setPeriod, rangeError } = useReportPeriod(company.timezone, "thisMonth");
  const { locations, locationIds, setChosen, names } = useReportLocations(company.id);
  const [definition, setDefinition] = useState<AdvancedDefinition>(defaultDefinition);
  const [current, setCurrent] = useState<SavedAdvancedReport | null>(null);
  const enabled = locationIds.length > 0 && rangeError === null;
  const scope = { companyId: company.id, locationIds, from: period.from, to: period.to };
  // A filter without values yet keeps everything.
  const sent = { ...definition, filters: definition.filters.filter((filter) => filter.values.length > 0) };
  const report = trpc.advancedReports.run.useQuery(
    { ...scope, definition: sent },
    { enabled, placeholderData: keepPreviousData },
  );
  const filterChoices = useFilterChoices({ ...scope, enabled }, definition.filters[0]?.dimension ?? null);

  if (locations.error)
    return (
      <PageError
        error={locations.error}
        permission="CAN_VIEW_REPORTS"
        onRetry={() => void locations.refetch()}
      />
    );
  if (!locations.data) return <PageSpinner label="Loading locations" />;
  if (locations.data.length === 0)
    return (
      <EmptyState icon={Table2} title="No locations to report on">
        You may see reports of no location of this company.
      </EmptyState>
    );

  const data = rangeError === null ? report.data : undefined;
  const exportCsv = () => {
    if (!data) return;
    const name = (current?.name ?? "advanced-report").replace(/[^\w-]+/g, "-").toLowerCase();
    downloadCsv(
      `${name}-${data.period.from}-to-${data.period.to}.csv`,
      advancedCsvHeader(data),
      advancedCsvRows(data),
    );
  };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={current ? current.name : "Advanced reports"}
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
      <SavedReportsBar
        companyId={company.id}
        current={current}
        definition={definition}
        onOpen={(saved) => {
          setCurrent(saved);
          setDefinition(saved.definition);
        }}
        onClosed={() => {
          setCurrent(null);
          setDefinition(defaultDefinition);
        }}
      />
      <ReportFilters
        id="advanced-locations"
        today={today}
        period={period}
        onPeriod={setPeriod}
        rangeError={rangeError}
        locations={locations.data}
        locationIds={locationIds}
        onLocations={setChosen}
      />
      <Card className="no-print">
        <CardContent>
          <ReportBuilder definition={definition} onChange={setDefinition} filterChoices={filterChoices} />
        </CardContent>
      </Card>
      {rangeError !== null ? null : report.error ? (
        <PageError error={report.error} permission="CAN_VIEW_REPORTS" onRetry={() => void report.refetch()} />
      ) : !data ? (
        <PageSpinner label="Loading the report" />
      ) : (
        <div aria-busy={report.isFetching}>
          <ReportTable report={data} />
        </div>
      )}
    </div>
  );
}
