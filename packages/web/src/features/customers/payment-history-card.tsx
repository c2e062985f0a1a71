import { Receipt } from "lucide-react";
import type { CustomerPayment } from "@pos/core/customers/customer.schema";
import { formatCents } from "@pos/core/common/money";
import { EmptyState } from "@/components/layout/empty-state";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** The customer's historical payments, newest first. */
export function PaymentHistoryCard({ payments }: { payments: CustomerPayment[] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments</CardTitle>
      </CardHeader>
      <CardContent>
        {!payments && <Skeleton className="h-16 w-full" />}
        {payments?.length === 0 && (
          <EmptyState icon={Receipt} title="No payments yet">
            Sales paid by this customer appear here.
          </EmptyState>
        )}
        {payments && payments.length > 0 && (
          <ul className="grid gap-2 text-sm">
            {payments.map((payment) => (
              <li key={payment.id} className="flex justify-between gap-3">
                <span>{new Date(payment.completeDate).toLocaleString()}</span>
                <span className="tabular-nums">{formatCents(payment.total)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
