import { Link } from "react-router";
import { formatCents } from "@pos/core/common/money";
import { paymentTypeLabels, type PaymentListRow } from "@pos/core/payments/payment-lists.schema";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/format-date";
import { cn } from "@/lib/utils";
import { PaymentStatusBadge } from "./payment-status-badge";

type PaymentsTableProps = {
  /** undefined while the first page loads. */
  rows: PaymentListRow[] | undefined;
  timeZone: string;
  pathOf: (paymentId: string) => string;
  /** Larger rows for the register's touch screen. */
  touch?: boolean;
  emptyText: string;
};

/** Sales, newest first: number, time, employee, customer, total, tenders and status; each opens the sale. */
export function PaymentsTable({ rows, timeZone, pathOf, touch, emptyText }: PaymentsTableProps) {
  const cell = touch ? "py-3" : undefined;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-6">Sale</TableHead>
          <TableHead>Time</TableHead>
          <TableHead className="hidden md:table-cell">Employee</TableHead>
          <TableHead className="hidden sm:table-cell">Customer</TableHead>
          <TableHead className="text-right">Total</TableHead>
          <TableHead className="hidden lg:table-cell">Paid with</TableHead>
          <TableHead className="pr-6">Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {!rows && <TableSkeletonRows columns={7} />}
        {rows?.length === 0 && (
          <TableRow>
            <TableCell colSpan={7} className="py-8 text-center text-muted-foreground">
              {emptyText}
            </TableCell>
          </TableRow>
        )}
        {rows?.map((row) => (
          <TableRow key={row.id}>
            <TableCell className={cn("pl-6", cell)}>
              <Link
                to={pathOf(row.id)}
                className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
              >
                #{row.number}
              </Link>
            </TableCell>
            <TableCell className={cell}>{formatDateTime(row.createDate, timeZone)}</TableCell>
            <TableCell className={cn("hidden md:table-cell", cell)}>{row.employeeName}</TableCell>
            <TableCell className={cn("hidden sm:table-cell", cell)}>
              {row.customerName ?? <span className="text-muted-foreground">Walk-in</span>}
            </TableCell>
            <TableCell className={cn("text-right tabular-nums", cell)}>
              {formatCents(row.total)}
              {row.refunded > 0 && (
                <div className="text-xs text-muted-foreground">−{formatCents(row.refunded)} refunded</div>
              )}
            </TableCell>
            <TableCell className={cn("hidden lg:table-cell", cell)}>
              {row.tenders.map((type) => paymentTypeLabels[type]).join(", ") || "—"}
            </TableCell>
            <TableCell className={cn("pr-6", cell)}>
              <PaymentStatusBadge row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
