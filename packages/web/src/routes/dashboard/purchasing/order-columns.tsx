import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { formatCents } from "@pos/core/common/money";
import type { PurchaseOrderSummary } from "@pos/core/purchasing/purchase-order-view.schema";
import { formatDate } from "@/lib/format-date";
import { OrderStatusBadge } from "./order-status-badge";

export const units = (value: number) => value.toLocaleString("en-CA", { maximumFractionDigits: 3 });

export function orderColumns({
  timeZone,
  editPath,
  locationName,
}: {
  timeZone: string;
  editPath: (purchaseOrderId: string) => string;
  locationName: (locationId: string) => string;
}): ColumnDef<PurchaseOrderSummary>[] {
  const date = (value: string | null) =>
    value ? formatDate(value, timeZone) : <span className="text-muted-foreground">—</span>;
  return [
    {
      accessorKey: "number",
      header: "Order",
      meta: { className: "pl-6" },
      cell: ({ row: { original: order } }) => (
        <Link
          to={editPath(order.id)}
          className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
        >
          {order.isReturn ? "Return" : "PO"} #{order.number}
        </Link>
      ),
    },
    { accessorKey: "supplierName", header: "Supplier" },
    { id: "location", header: "Location", accessorFn: (order) => locationName(order.locationId) },
    {
      accessorKey: "status",
      header: "Status",
      cell: ({ row: { original: order } }) => <OrderStatusBadge status={order.status} />,
    },
    {
      accessorKey: "units",
      header: "Units",
      meta: { className: "text-right tabular-nums" },
      cell: ({ row: { original: order } }) =>
        order.status === "partial"
          ? `${units(order.receivedUnits)} of ${units(order.units)}`
          : units(order.units),
    },
    {
      accessorKey: "total",
      header: "Total",
      meta: { className: "text-right tabular-nums" },
      cell: ({ row: { original: order } }) => formatCents(order.total),
    },
    {
      accessorKey: "createDate",
      header: "Created",
      meta: { className: "hidden md:table-cell" },
      cell: ({ row: { original: order } }) => date(order.createDate),
    },
    {
      id: "completeDate",
      header: "Completed",
      accessorFn: (order) => order.completeDate ?? "",
      meta: { className: "hidden lg:table-cell" },
      cell: ({ row: { original: order } }) => date(order.completeDate),
    },
  ];
}
