import type { ColumnDef } from "@tanstack/react-table";
import type { DeviceStatus } from "@pos/core/device/device.schema";
import { CopyButton } from "@/components/shared/copy-button";
import { formatDateTime, formatRelative } from "@/lib/format-date";
import { DeviceStatusBadge } from "./device-status-badge";

export function deviceColumns({
  locationNames,
  timeZone,
}: {
  locationNames: ReadonlyMap<string, string>;
  timeZone?: string;
}): ColumnDef<DeviceStatus>[] {
  return [
    {
      accessorKey: "name",
      header: "Register",
      cell: ({ row }) => (
        <>
          <div className="font-medium">{row.original.name}</div>
          <div className="flex items-center gap-1 text-xs text-muted-foreground">
            {row.original.deviceId}
            <CopyButton text={row.original.deviceId} label="device id" className="size-6" />
          </div>
        </>
      ),
    },
    {
      id: "location",
      header: "Location",
      accessorFn: (device) => locationNames.get(device.locationId) ?? device.locationId,
    },
    {
      id: "lastPingAt",
      header: "Last seen",
      accessorFn: (device) => device.lastPingAt ?? "",
      sortDescFirst: true,
      meta: { className: "hidden sm:table-cell" },
      cell: ({ row: { original: device } }) =>
        device.lastPingAt ? (
          <time dateTime={device.lastPingAt} title={formatDateTime(device.lastPingAt, timeZone)}>
            {formatRelative(device.lastPingAt)}
          </time>
        ) : (
          <span className="text-muted-foreground">Never</span>
        ),
    },
    {
      id: "status",
      header: "Status",
      accessorFn: (device) => (device.online ? "Online" : "Offline"),
      meta: { className: "text-right" },
      cell: ({ row }) => <DeviceStatusBadge online={row.original.online} />,
    },
  ];
}
