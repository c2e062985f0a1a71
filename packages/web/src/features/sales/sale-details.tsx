import type { ReactNode } from "react";
import { formatCents } from "@pos/core/common/money";
import { paymentTypeLabels } from "@pos/core/payments/payment-lists.schema";
import { transactionLabel } from "@pos/core/payments/charged-tender.schema";
import type { PaymentView } from "@pos/core/payments/payment.schema";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format-date";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="px-4 text-sm">{children}</CardContent>
    </Card>
  );
}

const Row = ({ children }: { children: ReactNode }) => (
  <li className="flex items-baseline justify-between gap-3 py-1.5">{children}</li>
);

/** A sale's lines with what was refunded of each, its transactions (refunds negative) and its refunds. */
export function SaleDetails({ payment, timeZone }: { payment: PaymentView; timeZone: string }) {
  return (
    <div className="grid content-start gap-4">
      <Section title="Items">
        <ul className="divide-y" aria-label="Items">
          {payment.lines.map((line) => (
            <Row key={line.lineId}>
              <span className="min-w-0">
                <span className="font-medium">{line.productName}</span>
                <span className="block text-muted-foreground">
                  {line.units} sold{line.refundedUnits > 0 && ` · ${line.refundedUnits} refunded`}
                </span>
              </span>
              <span className="tabular-nums">{formatCents(line.total)}</span>
            </Row>
          ))}
        </ul>
      </Section>
      <Section title="Payments">
        <ul className="divide-y" aria-label="Transactions">
          {payment.transactions.map((transaction) => (
            <Row key={transaction.id}>
              <span>
                {transactionLabel(transaction, paymentTypeLabels)}
                {transaction.refundId && <span className="text-muted-foreground"> · refund</span>}
              </span>
              <span className={transaction.amount < 0 ? "text-destructive tabular-nums" : "tabular-nums"}>
                {formatCents(transaction.amount)}
              </span>
            </Row>
          ))}
        </ul>
      </Section>
      {payment.refunds.length > 0 && (
        <Section title="Refunds">
          <ul className="divide-y" aria-label="Refunds">
            {payment.refunds.map((refund) => (
              <Row key={refund.id}>
                <span className="min-w-0">
                  <span className="font-medium">{formatDateTime(refund.createDate, timeZone)}</span>
                  <span className="block text-muted-foreground">
                    By {refund.employee.name}
                    {refund.reason && ` · ${refund.reason}`}
                  </span>
                </span>
                <span className="tabular-nums">−{formatCents(refund.amount)}</span>
              </Row>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
