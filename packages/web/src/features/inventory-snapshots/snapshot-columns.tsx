import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import type { SnapshotView } from "@pos/core/inventory/snapshot.schema";
import { formatCents } from "@pos/core/common/money";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-date";
import { formatUnits, takerLabel } from "./figures";

const link =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline";

export function snapshotColumns({
  timeZone,
  locationName,
  snapshotPath,
}: {
  timeZone: string;
  locationName: (locationId: string) => string;
  snapshotPath: (snapshotId: string) => string;
}): ColumnDef<SnapshotView>[] {
  return [
    {
      accessorKey: "takenAt",
      header: "Date",
      sortDescFirst: true,
      meta: { className: "pl-6" },
      cell: ({ row: { original } }) =>
        original.status === "complete" ? (
          <Link to={snapshotPath(original.id)} className={link}>
            {formatDateTime(original.takenAt, timeZone)}
          </Link>
        ) : (
          <span className="inline-flex items-center gap-2">
            {formatDateTime(original.takenAt, timeZone)}
            <Badge variant="secondary">Being taken</Badge>
          </span>
        ),
    },
    {
      id: "location",
      header: "Location",
      accessorFn: (snapshot) => locationName(snapshot.locationId),
    },
    {
      id: "takenBy",
      header: "Taken by",
      accessorFn: (snapshot) => takerLabel(snapshot.takenBy),
    },
    {
      accessorKey: "productCount",
      header: "Products",
      meta: { className: "text-right tabular-nums" },
    },
    {
      accessorKey: "units",
      header: "Units",
      meta: { className: "text-right tabular-nums" },
      cell: ({ row: { original } }) => formatUnits(original.units),
    },
    {
      accessorKey: "value",
      header: "Value",
      meta: { className: "pr-6 text-right tabular-nums" },
      cell: ({ row: { original } }) => formatCents(original.value),
    },
  ];
}
