import { Users } from "lucide-react";
import { Link } from "react-router";
import type { CustomerListRow } from "@pos/core/customers/customer.schema";
import { formatCents } from "@pos/core/common/money";
import { EmptyState } from "@/components/layout/empty-state";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

type CustomersTableProps = {
  /** undefined while the first load runs. */
  customers: CustomerListRow[] | undefined;
  editPath: (customerId: string) => string;
  searching: boolean;
  /** The register: taller rows for touch. */
  touch?: boolean;
};

const link =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline";
const dash = <span className="text-muted-foreground">—</span>;

export function CustomersTable({ customers, editPath, searching, touch = false }: CustomersTableProps) {
  if (customers?.length === 0) {
    return (
      <div className="p-6">
        <EmptyState icon={Users} title={searching ? "No customer matches" : "No customers yet"}>
          {searching
            ? "Try part of the name, the phone number, the e-mail or the card id."
            : "Add customers to follow their purchases and loyalty points."}
        </EmptyState>
      </div>
    );
  }
  const cell = cn(touch && "h-14 text-base");
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-6">Name</TableHead>
          <TableHead>Phone</TableHead>
          <TableHead>E-mail</TableHead>
          <TableHead>Card id</TableHead>
          <TableHead className="text-right">Points</TableHead>
          <TableHead className="pr-6 text-right">Credit</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {!customers && <TableSkeletonRows columns={6} rows={5} />}
        {customers?.map((customer) => (
          <TableRow key={customer.id}>
            <TableCell className={cn("pl-6", cell)}>
              <Link to={editPath(customer.id)} className={cn(link, touch && "inline-block py-2")}>
                {customer.name}
              </Link>
            </TableCell>
            <TableCell className={cn("tabular-nums", cell)}>{customer.phone ?? dash}</TableCell>
            <TableCell className={cell}>{customer.email ?? dash}</TableCell>
            <TableCell className={cn("tabular-nums", cell)}>{customer.cardId ?? dash}</TableCell>
            <TableCell className={cn("text-right tabular-nums", cell)}>{customer.loyaltyPoints}</TableCell>
            <TableCell className={cn("pr-6 text-right tabular-nums", cell)}>
              {formatCents(customer.creditBalance)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
