import { keepPreviousData } from "@tanstack/react-query";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { ReportFilters } from "@/components/reports/report-filters";
import { useReportPeriod } from "@/components/reports/use-report-period";
import { NoReportLocations, periodText, ReportActions } from "@/components/reports/report-actions";
import { useReportLocations } from "@/components/reports/use-report-locations";
import {
  paymentTypesCsvHeader,
  paymentTypesCsvRows,
} from "@/features/payment-types-report/payment-types-csv";
import { TenderDays, TenderTotals } from "@/features/payment-types-report/payment-types-tables";
import { downloadCsv } from "@/lib/csv-file";
import { trpc } from "@/lib/trpc";
import { CreditCard } from "lucide-react";
import { useCompany } from "../company-context";

/** `analytics/paymentTypes`: takings per payment type and card type, per day and location. */
export function PaymentTypesPage() {
  const { company } = useCompany();
  const { today, period, setPeriod, rangeError } = useReportPeriod(company.timezone, "today");
  const { locations, locationIds, setChosen, names, nameOf } = useReportLocations(company.id);
  const report = trpc.moneyReports.paymentTypes.useQuery(
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
      `payment-types-${data.period.from}-to-${data.period.to}.csv`,
      paymentTypesCsvHeader,
      paymentTypesCsvRows(data, nameOf),
    );
  };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Payment types"
        description={`${periodText(period.from, period.to)} · ${names.join(", ")}`}
        actions={<ReportActions onExport={exportCsv} disabled={!data} />}
      />
      <ReportFilters
        id="tender-locations"
        today={today}
        period={period}
        onPeriod={setPeriod}
        rangeError={rangeError}
        locations={locations.data}
        locationIds={locationIds}
        onLocations={setChosen}
      />
      {rangeError !== null ? null : !data ? (
        <PageSpinner label="Loading payment types" />
      ) : data.byTender.length === 0 ? (
        <EmptyState icon={CreditCard} title="No payments in this period">
          Sales and refunds show here within a minute.
        </EmptyState>
      ) : (
        <div className="grid gap-6" aria-busy={report.isFetching}>
          <TenderTotals report={data} />
          <TenderDays report={data} nameOf={nameOf} />
        </div>
      )}
    </div>
  );
}
