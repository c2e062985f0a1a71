import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { formatCents } from "@pos/core/common/money";
import type { AdminDevice } from "@pos/core/admin/devices-admin.schema";
import { Badge } from "@/components/ui/badge";

export function adminDeviceColumns({
  locationName,
  actions,
}: {
  locationName: (locationId: string) => string;
  /** The row's actions menu. */
  actions: (device: AdminDevice) => ReactNode;
}): ColumnDef<AdminDevice>[] {
  return [
    {
      accessorKey: "name",
      header: "Name",
      meta: { className: "pl-4" },
      cell: ({ row: { original: device } }) => (
        <span className="flex items-center gap-2 font-medium">
          {device.name}
          {device.label && <Badge variant="outline">{device.label}</Badge>}
          {!device.isActive && <Badge variant="secondary">Deactivated</Badge>}
        </span>
      ),
    },
    { accessorKey: "deviceId", header: "Device ID", meta: { className: "font-mono text-xs" } },
    { id: "location", header: "Location", accessorFn: (device) => locationName(device.locationId) },
    {
      id: "cash",
      header: "Cash",
      accessorFn: (device) => device.deviceCashAmount ?? -Infinity,
      sortDescFirst: true,
      meta: { className: "tabular-nums" },
      cell: ({ row: { original: device } }) => (
        <span title={device.deviceCashNote ?? undefined}>
          {device.deviceCashAmount === null ? "—" : formatCents(device.deviceCashAmount)}
        </span>
      ),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "w-12 pr-4" },
      cell: ({ row }) => actions(row.original),
    },
  ];
}
