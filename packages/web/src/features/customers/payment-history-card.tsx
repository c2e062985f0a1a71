import { useState, type ReactNode } from "react";
import { Receipt } from "lucide-react";
import { Link } from "react-router";
import type { CustomerPayment } from "@pos/core/customers/customer-payments.schema";
import { formatCents } from "@pos/core/common/money";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";

type PaymentHistoryCardProps = {
  companyId: number;
  customerId: string;
  timeZone: string;
  /** Where a sale opens (the dashboard's sales list). */
  saleHref: (payment: CustomerPayment) => string;
  statusBadge: (payment: CustomerPayment) => ReactNode;
};

type PageKey = Record<string, string> | null;

/** The sales made to the customer, newest first, 20 at a time with "Load more". */
export function PaymentHistoryCard(props: PaymentHistoryCardProps) {
  const { companyId, customerId, timeZone, saleHref, statusBadge } = props;
  const [keys, setKeys] = useState<PageKey[]>([null]);
  const pages = trpc.useQueries((t) =>
    keys.map((key) => t.customers.payments({ companyId, customerId, lastEvaluatedKey: key })),
  );
  const failed = pages.find((page) => page.error);
  const payments = pages.flatMap((page) => page.data?.items ?? []);
  const last = pages.at(-1);
  const nextKey = last?.data?.lastEvaluatedKey ?? null;
  const loadingMore = keys.length > 1 && Boolean(last?.isPending);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments</CardTitle>
        <CardDescription>Sales made to this customer, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!pages[0]?.data && !failed && <Skeleton className="h-16 w-full" />}
        {pages[0]?.data && payments.length === 0 && (
          <EmptyState icon={Receipt} title="No payments yet">
            Sales paid by this customer appear here.
          </EmptyState>
        )}
        {payments.length > 0 && (
          <ul className="-mx-2 grid gap-1 text-sm" data-testid="customer-payments">
            {payments.map((payment) => (
              <li key={payment.id}>
                <Link
                  to={saleHref(payment)}
                  className="grid gap-1 rounded-md px-2 py-2 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                >
                  <span className="flex items-baseline justify-between gap-3">
                    <span className="truncate">
                      <span className="font-medium text-primary">Sale #{payment.number}</span>
                      <span className="text-muted-foreground">
                        {" "}
                        · {payment.locationName ?? "Removed location"}
                      </span>
                    </span>
                    <span className="font-medium tabular-nums">{formatCents(payment.total)}</span>
                  </span>
                  <span className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
                    <span>{formatDateTime(payment.completeDate, timeZone)}</span>
                    {statusBadge(payment)}
                  </span>
                  {payment.status === "partiallyRefunded" && (
                    <span className="text-right text-xs text-muted-foreground tabular-nums">
                      {formatCents(payment.refunded)} refunded
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {failed && (
          <p className="text-sm text-destructive">
            The payments could not be loaded.{" "}
            <button type="button" className="underline" onClick={() => void failed.refetch()}>
              Try again
            </button>
          </p>
        )}
        {(nextKey || loadingMore) && !failed && (
          <Button
            variant="outline"
            size="sm"
            disabled={loadingMore}
            onClick={() => nextKey && setKeys((current) => [...current, nextKey])}
          >
            {loadingMore ? "Loading…" : "Load more"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
