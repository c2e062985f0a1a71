import { keepPreviousData } from "@tanstack/react-query";
import { Download, History } from "lucide-react";
import { useState } from "react";
import { reportRangeMessages, withinReportLimit } from "@pos/core/common/report-range.schema";
import { localDay } from "@pos/core/payments/payment-lists.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ExportProgress } from "@/features/inventory-log/export-progress";
import { InventoryLogTable } from "@/features/inventory-log/inventory-log-table";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { useCompany } from "../company-context";
import { InventoryLogFilters, type InventoryLogFilter } from "./inventory-log-filters";
import { useLogExport } from "./use-log-export";

const daysBefore = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

function rangeErrorOf(from: string, to: string): string | null {
  if (!from || !to) return "Choose the first and last day";
  if (from > to) return reportRangeMessages.endBeforeStart;
  return withinReportLimit(from, to) ? null : reportRangeMessages.tooLong;
}

/** `inventoryLogs`: a location's inventory ledger, filtered, paged and exported. */
export function InventoryLogsPage() {
  const { company, locations } = useCompany();
  const today = localDay(new Date(), company.timezone);
  const [filter, setFilter] = useState<InventoryLogFilter>(() => ({
    locationId: locations[0]?.id ?? "",
    from: daysBefore(today, 29),
    to: today,
    product: null,
    batchId: null,
    type: null,
    actorId: null,
  }));
  const paging = useCursorPagination<Record<string, string>>();
  const rangeError = rangeErrorOf(filter.from, filter.to);
  const query = {
    companyId: company.id,
    locationId: filter.locationId,
    from: filter.from,
    to: filter.to,
    productId: filter.product?.id ?? null,
    batchId: filter.batchId,
    type: filter.type,
    actorId: filter.actorId,
  };
  const log = trpc.inventoryLogs.list.useQuery(
    { ...query, limit: paging.limit, lastEvaluatedKey: paging.key },
    { enabled: Boolean(filter.locationId) && rangeError === null, placeholderData: keepPreviousData },
  );
  const exporter = useLogExport(query, company.timezone);
  const location = locations.find((entry) => entry.id === filter.locationId);

  if (log.error)
    return <PageError error={log.error} permission="CAN_VIEW_REPORTS" onRetry={() => void log.refetch()} />;

  const change = (next: Partial<InventoryLogFilter>) => {
    paging.first();
    setFilter((current) => ({ ...current, ...next }));
  };
  const page = rangeError === null ? log.data : undefined;
  const empty = page && page.items.length === 0 && !paging.canPrevious;
  const fileName = `inventory-log-${(location?.name ?? "location").replace(/\W+/g, "-")}-${filter.from}-to-${filter.to}.csv`;

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Inventory logs"
        description="Every change of stock at a location, newest first. Dates are in the company's time zone; at most 12 months at a time."
        actions={
          location && (
            <Button
              variant="outline"
              disabled={rangeError !== null || exporter.exporting !== null || empty}
              onClick={() => void exporter.run(fileName)}
            >
              {exporter.exporting ? <Spinner label="Exporting" /> : <Download aria-hidden />}
              Export CSV
            </Button>
          )
        }
      />
      {!location ? (
        <EmptyState icon={History} title="No locations yet">
          Stock is kept per location. Add a location to start recording inventory.
        </EmptyState>
      ) : (
        <>
          <InventoryLogFilters
            companyId={company.id}
            locations={locations}
            filter={filter}
            rangeError={rangeError}
            onChange={change}
          />
          {exporter.exporting && <ExportProgress {...exporter.exporting} />}
          {rangeError !== null ? null : empty ? (
            <EmptyState icon={History} title="No inventory changes match these filters">
              Widen the dates, clear a filter or pick another location.
            </EmptyState>
          ) : (
            <Card
              className={cn("py-0 transition-opacity", log.isPlaceholderData && "opacity-60")}
              aria-busy={log.isFetching}
            >
              <CardContent className="px-0">
                <InventoryLogTable
                  rows={page?.items}
                  timeZone={company.timezone}
                  basePath={`/company/${company.id}/dashboard`}
                />
              </CardContent>
            </Card>
          )}
          {page && !empty && (
            <CursorPagination
              paging={paging}
              nextKey={page.lastEvaluatedKey}
              disabled={log.isPlaceholderData}
            />
          )}
        </>
      )}
    </div>
  );
}
