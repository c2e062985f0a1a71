import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import type { CustomerListRow } from "@pos/core/customers/customer.schema";
import { formatCents } from "@pos/core/common/money";
import { Button } from "@/components/ui/button";

export function topCustomerColumns({
  editPath,
  onAdjust,
}: {
  editPath: (customerId: string) => string;
  onAdjust: (customer: CustomerListRow) => void;
}): ColumnDef<CustomerListRow>[] {
  return [
    {
      accessorKey: "name",
      header: "Customer",
      meta: { className: "pl-6" },
      cell: ({ row }) => (
        <Link to={editPath(row.original.id)} className="font-medium text-primary hover:underline">
          {row.original.name}
        </Link>
      ),
    },
    {
      accessorKey: "loyaltyPoints",
      header: "Points",
      sortDescFirst: true,
      meta: { className: "text-right tabular-nums" },
    },
    {
      id: "worth",
      header: "Worth",
      enableSorting: false,
      meta: { className: "text-right text-muted-foreground tabular-nums" },
      cell: ({ row }) => formatCents(row.original.loyaltyPoints),
    },
    {
      accessorKey: "creditBalance",
      header: "Store credit",
      sortDescFirst: true,
      meta: { className: "text-right tabular-nums" },
      cell: ({ row }) => formatCents(row.original.creditBalance),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "w-24 pr-6 text-right" },
      cell: ({ row }) => (
        <Button variant="outline" size="sm" onClick={() => onAdjust(row.original)}>
          Adjust<span className="sr-only"> {row.original.name}</span>
        </Button>
      ),
    },
  ];
}
