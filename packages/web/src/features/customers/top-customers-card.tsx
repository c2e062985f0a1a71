import { Trophy } from "lucide-react";
import { Link } from "react-router";
import type { CustomerListRow } from "@pos/core/customers/customer.schema";
import { formatCents } from "@pos/core/common/money";
import { EmptyState } from "@/components/layout/empty-state";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

type TopCustomersCardProps = {
  customers: CustomerListRow[] | undefined;
  editPath: (customerId: string) => string;
  onAdjust: (customer: CustomerListRow) => void;
};

export function TopCustomersCard({ customers, editPath, onAdjust }: TopCustomersCardProps) {
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
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="pl-6">Customer</TableHead>
                <TableHead className="text-right">Points</TableHead>
                <TableHead className="text-right">Worth</TableHead>
                <TableHead className="text-right">Store credit</TableHead>
                <TableHead className="w-24 pr-6">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {!customers && <TableSkeletonRows columns={5} rows={4} />}
              {customers?.map((customer) => (
                <TableRow key={customer.id}>
                  <TableCell className="pl-6">
                    <Link to={editPath(customer.id)} className="font-medium text-primary hover:underline">
                      {customer.name}
                    </Link>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{customer.loyaltyPoints}</TableCell>
                  <TableCell className="text-right text-muted-foreground tabular-nums">
                    {formatCents(customer.loyaltyPoints)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCents(customer.creditBalance)}
                  </TableCell>
                  <TableCell className="pr-6 text-right">
                    <Button variant="outline" size="sm" onClick={() => onAdjust(customer)}>
                      Adjust<span className="sr-only"> {customer.name}</span>
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
