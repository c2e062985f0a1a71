import { useMemo } from "react";
import type { PaymentListRow } from "@pos/core/payments/payment-lists.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { paymentColumns } from "./columns";

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
  const columns = useMemo(() => paymentColumns({ timeZone, pathOf }), [timeZone, pathOf]);
  const table = useDataTable({ data: rows, columns, getRowId: (row) => row.id });
  return (
    <DataTable
      table={table}
      loading={!rows}
      emptyRow={emptyText}
      cellClassName={touch ? "py-3" : undefined}
    />
  );
}
