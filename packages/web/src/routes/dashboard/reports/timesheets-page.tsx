import { keepPreviousData } from "@tanstack/react-query";
import { Clock, Download } from "lucide-react";
import { useState } from "react";
import { reportRangeMessages, withinReportLimit } from "@pos/core/common/report-range.schema";
import { localDay } from "@pos/core/payments/payment-lists.schema";
import { hoursText, timesheetCsvHeader, timesheetCsvRow } from "@pos/core/shifts/timesheet.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { LocationSelect } from "@/components/shared/location-select";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { mondayOf, periodFrom } from "@/features/timesheets/pay-periods";
import { PeriodPicker, type PeriodChoice } from "@/features/timesheets/period-picker";
import { TimesheetDays } from "@/features/timesheets/timesheet-days";
import { TimesheetTable } from "@/features/timesheets/timesheet-table";
import { downloadCsv } from "@/lib/csv-file";
import { formatDateTime } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { useCompany } from "../company-context";

function rangeErrorOf({ from, to }: PeriodChoice): string | null {
  if (!from || !to) return "Choose the first and last day";
  if (from > to) return reportRangeMessages.endBeforeStart;
  return withinReportLimit(from, to) ? null : reportRangeMessages.tooLong;
}

/** analytics/timesheets: employee hours per pay period at a location, overtime flagged, exported for payroll. */
export function TimesheetsPage() {
  const { company, locations } = useCompany();
  const [locationId, setLocationId] = useState(locations[0]?.id ?? "");
  const [period, setPeriod] = useState<PeriodChoice>(() => ({
    kind: "weekly",
    ...periodFrom("weekly", mondayOf(localDay(new Date(), company.timezone))),
  }));
  const rangeError = rangeErrorOf(period);
  const report = trpc.timesheets.report.useQuery(
    { companyId: company.id, locationId, from: period.from, to: period.to },
    { enabled: Boolean(locationId) && rangeError === null, placeholderData: keepPreviousData },
  );
  const location = locations.find((entry) => entry.id === locationId);

  if (report.error)
    return (
      <PageError error={report.error} permission="CAN_VIEW_REPORTS" onRetry={() => void report.refetch()} />
    );

  const data = rangeError === null ? report.data : undefined;
  const open = data?.entries.filter((entry) => entry.endTime === null) ?? [];
  const totalOvertime = data?.employees.reduce((sum, employee) => sum + employee.overtimeMinutes, 0) ?? 0;
  const exportCsv = () => {
    if (!data) return;
    const name = (location?.name ?? "location").replace(/\W+/g, "-");
    downloadCsv(
      `timesheet-${name}-${data.from}-to-${data.to}.csv`,
      timesheetCsvHeader,
      data.employees.map(timesheetCsvRow),
    );
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Timesheets"
        description="Hours clocked in at the register, per employee and pay period. Days are in the location's time zone; a clock-in counts on the day it starts."
        actions={
          location && (
            <Button variant="outline" disabled={!data || data.employees.length === 0} onClick={exportCsv}>
              <Download aria-hidden />
              Export CSV
            </Button>
          )
        }
      />
      {!location ? (
        <EmptyState icon={Clock} title="No locations yet">
          Employees clock in at a location&apos;s register. Add a location to start tracking hours.
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <div className="grid gap-1.5">
              <Label htmlFor="timesheet-location">Location</Label>
              <LocationSelect
                id="timesheet-location"
                className="w-full"
                locations={locations}
                value={locationId}
                onChange={setLocationId}
              />
            </div>
            <PeriodPicker value={period} rangeError={rangeError} onChange={setPeriod} />
          </div>
          {data && (
            <p className="text-sm text-muted-foreground">
              Overtime: over {data.rules.dailyMinutes / 60} hours in a day or {data.rules.weeklyMinutes / 60}{" "}
              hours in a week (General settings; Ontario&apos;s Employment Standards Act by default), each
              minute counted once. Weeks run 7 days from the period&apos;s first day. Breaks are unpaid.
              {totalOvertime > 0 && (
                <span className="font-medium text-destructive">
                  {" "}
                  {hoursText(totalOvertime)} overtime hours in this period.
                </span>
              )}
            </p>
          )}
          {rangeError === null && (
            <Card
              className={cn("py-0 transition-opacity", report.isPlaceholderData && "opacity-60")}
              aria-busy={report.isFetching}
            >
              <CardContent className="px-0">
                <TimesheetTable employees={data?.employees} />
              </CardContent>
            </Card>
          )}
          {open.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle>Open clock-ins</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="mb-2 text-sm text-muted-foreground">
                  Still clocked in or on a break: not counted until they clock out or the shift ends.
                </p>
                <ul className="grid gap-1 text-sm" aria-label="Open clock-ins">
                  {open.map((entry) => (
                    <li key={entry.id}>
                      <span className="font-medium">{entry.employeeName}</span>{" "}
                      {entry.type === "break" ? "on a break" : "clocked in"} since{" "}
                      {formatDateTime(entry.startTime, data?.timeZone)}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}
          {data && data.employees.some((employee) => employee.days.length > 0) && (
            <Card className="py-0">
              <CardHeader className="px-6 pt-6">
                <CardTitle>By day</CardTitle>
              </CardHeader>
              <CardContent className="px-0">
                <TimesheetDays employees={data.employees} />
              </CardContent>
            </Card>
          )}
        </>
      )}
    </div>
  );
}
