import { Trophy } from "lucide-react";
import { useMemo } from "react";
import type { CustomerListRow } from "@pos/core/customers/customer.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { topCustomerColumns } from "./top-customer-columns";

type TopCustomersCardProps = {
  customers: CustomerListRow[] | undefined;
  editPath: (customerId: string) => string;
  onAdjust: (customer: CustomerListRow) => void;
};

export function TopCustomersCard({ customers, editPath, onAdjust }: TopCustomersCardProps) {
  const columns = useMemo(() => topCustomerColumns({ editPath, onAdjust }), [editPath, onAdjust]);
  const table = useDataTable({ data: customers, columns, getRowId: (customer) => customer.id });
  return (
    <Card className="pb-0">
      <CardHeader>
        <CardTitle>Customers with most points</CardTitle>
        <CardDescription>
          Adjust a balance to correct a sale or reward a customer; the reason is kept.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        {customers?.length === 0 ? (
          <div className="px-6 pb-6">
            <EmptyState icon={Trophy} title="No points earned yet">
              Customers earn points on every sale they are attached to.
            </EmptyState>
          </div>
        ) : (
          <DataTable table={table} loading={!customers} loadingRows={4} />
        )}
      </CardContent>
    </Card>
  );
}
