import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import type { TransferSummary } from "@pos/core/inventory/transfer.schema";
import { formatDate } from "@/lib/format-date";
import { TransferStatusBadge } from "./transfer-status-badge";

const units = (value: number) => value.toLocaleString("en-CA", { maximumFractionDigits: 3 });

export function transferColumns({
  timeZone,
  editPath,
  locationName,
}: {
  timeZone: string;
  editPath: (transferId: string) => string;
  locationName: (locationId: string) => string;
}): ColumnDef<TransferSummary>[] {
  const date = (value: string | null) =>
    value ? formatDate(value, timeZone) : <span className="text-muted-foreground">—</span>;
  return [
    {
      accessorKey: "number",
      header: "Transfer",
      meta: { className: "pl-6" },
      cell: ({ row: { original: transfer } }) => (
        <Link
          to={editPath(transfer.id)}
          className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
        >
          #{transfer.number}
        </Link>
      ),
    },
    { id: "from", header: "From", accessorFn: (transfer) => locationName(transfer.fromLocationId) },
    { id: "to", header: "To", accessorFn: (transfer) => locationName(transfer.toLocationId) },
    {
      accessorKey: "status",
      header: "Status",
      cell: ({ row: { original: transfer } }) => <TransferStatusBadge status={transfer.status} />,
    },
    {
      accessorKey: "lineCount",
      header: "Lines",
      meta: { className: "text-right tabular-nums" },
    },
    {
      accessorKey: "units",
      header: "Units",
      meta: { className: "text-right tabular-nums" },
      cell: ({ row: { original: transfer } }) =>
        transfer.status === "partial"
          ? `${units(transfer.receivedUnits)} of ${units(transfer.units)}`
          : units(transfer.units),
    },
    {
      accessorKey: "createDate",
      header: "Created",
      meta: { className: "hidden md:table-cell" },
      cell: ({ row: { original: transfer } }) => date(transfer.createDate),
    },
    {
      id: "sentDate",
      header: "Sent",
      accessorFn: (transfer) => transfer.sentDate ?? "",
      meta: { className: "hidden lg:table-cell" },
      cell: ({ row: { original: transfer } }) => date(transfer.sentDate),
    },
    {
      id: "completeDate",
      header: "Completed",
      accessorFn: (transfer) => transfer.completeDate ?? "",
      meta: { className: "hidden lg:table-cell" },
      cell: ({ row: { original: transfer } }) => date(transfer.completeDate),
    },
  ];
}
