import { keepPreviousData } from "@tanstack/react-query";
import { Receipt } from "lucide-react";
import { useState } from "react";
import { localDay } from "@pos/core/payments/payment-lists.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { LocationPicker } from "@/components/reports/location-picker";
import { PeriodControls } from "@/components/reports/period-controls";
import { NoReportLocations, periodText, ReportActions } from "@/components/reports/report-actions";
import { periodError } from "@/components/reports/report-period";
import { useReportLocations } from "@/components/reports/use-report-locations";
import { Label } from "@/components/ui/label";
import { taxCsvHeader, taxCsvRows } from "@/features/tax-report/tax-csv";
import {
  monthPeriod,
  quarterOf,
  quarterPeriod,
  taxPresetLabels,
  taxPresets,
  type TaxPreset,
} from "@/features/tax-report/tax-period";
import { TaxPeriodPicker } from "@/features/tax-report/tax-period-picker";
import { TaxTable } from "@/features/tax-report/tax-table";
import { downloadCsv } from "@/lib/csv-file";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `analytics/taxes`: taxes collected per tax and location over a month, a quarter or chosen days. */
export function TaxesPage() {
  const { company } = useCompany();
  const today = localDay(new Date(), company.timezone);
  const [preset, setPreset] = useState<TaxPreset>("month");
  const [month, setMonth] = useState(today.slice(0, 7));
  const [quarter, setQuarter] = useState(quarterOf(today));
  const [custom, setCustom] = useState(monthPeriod(today.slice(0, 7)));
  const period =
    preset === "month" ? monthPeriod(month) : preset === "quarter" ? quarterPeriod(quarter) : custom;
  const { locations, locationIds, setChosen, names, nameOf } = useReportLocations(company.id);
  const rangeError = periodError(period.from, period.to);
  const report = trpc.moneyReports.taxes.useQuery(
    { companyId: company.id, locationIds, ...period },
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
    downloadCsv(`taxes-${data.period.from}-to-${data.period.to}.csv`, taxCsvHeader, taxCsvRows(data, nameOf));
  };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Tax report"
        description={`${periodText(period.from, period.to)} · ${names.join(", ")}`}
        actions={<ReportActions onExport={exportCsv} disabled={!data} />}
      />
      <div className="no-print flex flex-wrap items-start gap-6">
        <PeriodControls
          presets={taxPresets}
          labels={taxPresetLabels}
          value={{ preset, ...period }}
          error={preset === "custom" ? rangeError : null}
          onPreset={(next) => {
            if (next === "custom") setCustom(period);
            setPreset(next);
          }}
          onCustom={(next) => setCustom((current) => ({ ...current, ...next }))}
        >
          {preset !== "custom" && (
            <TaxPeriodPicker
              preset={preset}
              month={month}
              quarter={quarter}
              today={today}
              onMonth={setMonth}
              onQuarter={setQuarter}
            />
          )}
        </PeriodControls>
        <div className="grid gap-1.5">
          <Label htmlFor="tax-locations" className="sr-only">
            Locations
          </Label>
          <LocationPicker
            id="tax-locations"
            locations={locations.data}
            value={locationIds}
            onChange={setChosen}
          />
        </div>
      </div>
      {rangeError !== null ? null : !data ? (
        <PageSpinner label="Loading taxes" />
      ) : data.byTax.length === 0 && data.total.netSales === 0 ? (
        <EmptyState icon={Receipt} title="No sales in this period">
          Sales and refunds show here within a minute.
        </EmptyState>
      ) : (
        <div className="grid gap-6" aria-busy={report.isFetching}>
          <TaxTable report={data} nameOf={nameOf} />
        </div>
      )}
    </div>
  );
}
