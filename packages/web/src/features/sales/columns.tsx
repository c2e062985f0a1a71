import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { formatCents } from "@pos/core/common/money";
import { paymentTypeLabels, type PaymentListRow } from "@pos/core/payments/payment-lists.schema";
import { formatDateTime } from "@/lib/format-date";
import { PaymentStatusBadge } from "./payment-status-badge";

export function paymentColumns({
  timeZone,
  pathOf,
}: {
  timeZone: string;
  pathOf: (paymentId: string) => string;
}): ColumnDef<PaymentListRow>[] {
  return [
    {
      accessorKey: "number",
      header: "Sale",
      sortDescFirst: true,
      meta: { className: "pl-6" },
      cell: ({ row }) => (
        <Link
          to={pathOf(row.original.id)}
          className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
        >
          #{row.original.number}
        </Link>
      ),
    },
    {
      accessorKey: "createDate",
      header: "Time",
      sortDescFirst: true,
      cell: ({ row }) => formatDateTime(row.original.createDate, timeZone),
    },
    { accessorKey: "employeeName", header: "Employee", meta: { className: "hidden md:table-cell" } },
    {
      id: "customer",
      header: "Customer",
      accessorFn: (row) => row.customerName ?? "",
      meta: { className: "hidden sm:table-cell" },
      cell: ({ row }) => row.original.customerName ?? <span className="text-muted-foreground">Walk-in</span>,
    },
    {
      accessorKey: "total",
      header: "Total",
      sortDescFirst: true,
      meta: { className: "text-right tabular-nums" },
      cell: ({ row: { original } }) => (
        <>
          {formatCents(original.total)}
          {original.refunded > 0 && (
            <div className="text-xs text-muted-foreground">−{formatCents(original.refunded)} refunded</div>
          )}
        </>
      ),
    },
    {
      id: "tenders",
      header: "Paid with",
      enableSorting: false,
      meta: { className: "hidden lg:table-cell" },
      cell: ({ row }) => row.original.tenders.map((type) => paymentTypeLabels[type]).join(", ") || "—",
    },
    {
      id: "status",
      header: "Status",
      enableSorting: false,
      meta: { className: "pr-6" },
      cell: ({ row }) => <PaymentStatusBadge row={row.original} />,
    },
  ];
}
