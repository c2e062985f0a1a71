import { keepPreviousData } from "@tanstack/react-query";
import { MonitorSmartphone } from "lucide-react";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Button } from "@/components/ui/button";
import { errorMessage, httpStatusOf } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { deviceColumns } from "./device-columns";

type DevicesTableProps = {
  companyId: number;
  locationNames: ReadonlyMap<string, string>;
  timeZone?: string;
};

const statusRefreshMs = 60_000;

/** The company's registers with their Online/Offline status, a page at a time. */
export function DevicesTable({ companyId, locationNames, timeZone }: DevicesTableProps) {
  const paging = useCursorPagination<Record<string, string>>();
  const devices = trpc.company.devices.useQuery(
    { companyId, limit: paging.limit, lastEvaluatedKey: paging.key },
    { placeholderData: keepPreviousData, refetchInterval: statusRefreshMs },
  );
  const columns = useMemo(() => deviceColumns({ locationNames, timeZone }), [locationNames, timeZone]);
  const table = useDataTable({
    data: devices.data?.items,
    columns,
    getRowId: (device) => device.deviceId,
  });

  if (devices.error) {
    const status = httpStatusOf(devices.error);
    const retryable = status === undefined || status >= 500;
    return (
      <div className="flex flex-col items-start gap-3 text-sm">
        <p className={retryable ? "text-destructive" : "text-muted-foreground"}>
          {errorMessage(devices.error)}
        </p>
        {retryable && (
          <Button variant="outline" size="sm" onClick={() => void devices.refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }

  const page = devices.data;
  if (page && page.items.length === 0 && !paging.canPrevious) {
    return (
      <EmptyState icon={MonitorSmartphone} title="No registers yet">
        Registers appear here once a POS device is added to one of the locations.
      </EmptyState>
    );
  }

  const nextKey = page?.lastEvaluatedKey;
  return (
    <div className="grid gap-4">
      <DataTable table={table} loading={!page} loadingRows={3} />
      {(paging.canPrevious || nextKey) && (
        <CursorPagination paging={paging} nextKey={nextKey} disabled={devices.isPlaceholderData} />
      )}
    </div>
  );
}
