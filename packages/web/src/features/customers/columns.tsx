import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import type { CustomerListRow } from "@pos/core/customers/customer.schema";
import { formatCents } from "@pos/core/common/money";
import { cn } from "@/lib/utils";

const link =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline";
const dash = <span className="text-muted-foreground">—</span>;

export function customerColumns({
  editPath,
  touch,
}: {
  editPath: (customerId: string) => string;
  touch: boolean;
}): ColumnDef<CustomerListRow>[] {
  return [
    {
      accessorKey: "name",
      header: "Name",
      meta: { className: "pl-6" },
      cell: ({ row }) => (
        <Link to={editPath(row.original.id)} className={cn(link, touch && "inline-block py-2")}>
          {row.original.name}
        </Link>
      ),
    },
    {
      id: "phone",
      header: "Phone",
      accessorFn: (customer) => customer.phone ?? "",
      meta: { className: "tabular-nums" },
      cell: ({ row }) => row.original.phone ?? dash,
    },
    {
      id: "email",
      header: "E-mail",
      accessorFn: (customer) => customer.email ?? "",
      cell: ({ row }) => row.original.email ?? dash,
    },
    {
      id: "cardId",
      header: "Card id",
      accessorFn: (customer) => customer.cardId ?? "",
      meta: { className: "tabular-nums" },
      cell: ({ row }) => row.original.cardId ?? dash,
    },
    {
      accessorKey: "loyaltyPoints",
      header: "Points",
      sortDescFirst: true,
      meta: { className: "text-right tabular-nums" },
    },
    {
      accessorKey: "creditBalance",
      header: "Credit",
      sortDescFirst: true,
      meta: { className: "pr-6 text-right tabular-nums" },
      cell: ({ row }) => formatCents(row.original.creditBalance),
    },
  ];
}
