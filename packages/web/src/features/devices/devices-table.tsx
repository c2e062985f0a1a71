import { keepPreviousData } from "@tanstack/react-query";
import { MonitorSmartphone } from "lucide-react";
import { EmptyState } from "@/components/layout/empty-state";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { Pagination } from "@/components/shared/pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage, httpStatusOf } from "@/lib/errors";
import { formatDateTime, formatRelative } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { DeviceStatusBadge } from "./device-status-badge";

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
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Register</TableHead>
            <TableHead>Location</TableHead>
            <TableHead className="hidden sm:table-cell">Last seen</TableHead>
            <TableHead className="text-right">Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {!page && <TableSkeletonRows columns={4} rows={3} />}
          {page?.items.map((device) => (
            <TableRow key={device.deviceId}>
              <TableCell>
                <div className="font-medium">{device.name}</div>
                <div className="text-xs text-muted-foreground">{device.deviceId}</div>
              </TableCell>
              <TableCell>{locationNames.get(device.locationId) ?? device.locationId}</TableCell>
              <TableCell className="hidden sm:table-cell">
                {device.lastPingAt ? (
                  <time dateTime={device.lastPingAt} title={formatDateTime(device.lastPingAt, timeZone)}>
                    {formatRelative(device.lastPingAt)}
                  </time>
                ) : (
                  <span className="text-muted-foreground">Never</span>
                )}
              </TableCell>
              <TableCell className="text-right">
                <DeviceStatusBadge online={device.online} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {(paging.canPrevious || nextKey) && (
        <Pagination
          mode="cursor"
          pageSize={paging.limit}
          onPageSizeChange={paging.setLimit}
          canPrevious={paging.canPrevious}
          canNext={Boolean(nextKey)}
          onFirst={paging.first}
          onPrevious={paging.previous}
          onNext={() => nextKey && paging.next(nextKey)}
          disabled={devices.isPlaceholderData}
        />
      )}
    </div>
  );
}
