import { Users } from "lucide-react";
import { useMemo } from "react";
import type { CustomerListRow } from "@pos/core/customers/customer.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { customerColumns } from "./columns";

type CustomersTableProps = {
  /** undefined while the first load runs. */
  customers: CustomerListRow[] | undefined;
  editPath: (customerId: string) => string;
  searching: boolean;
  /** The register: taller rows for touch. */
  touch?: boolean;
};

export function CustomersTable({ customers, editPath, searching, touch = false }: CustomersTableProps) {
  const columns = useMemo(() => customerColumns({ editPath, touch }), [editPath, touch]);
  const table = useDataTable({ data: customers, columns, getRowId: (customer) => customer.id });
  return (
    <DataTable
      table={table}
      loading={!customers}
      cellClassName={touch ? "h-14 text-base" : undefined}
      empty={
        <div className="p-6">
          <EmptyState icon={Users} title={searching ? "No customer matches" : "No customers yet"}>
            {searching
              ? "Try part of the name, the phone number, the e-mail or the card id."
              : "Add customers to follow their purchases and loyalty points."}
          </EmptyState>
        </div>
      }
    />
  );
}
