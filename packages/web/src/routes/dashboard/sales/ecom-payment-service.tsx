import type { PaymentView } from "@pos/core/payments/payment.schema";
import { formatCents } from "@pos/core/common/money";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type EcomPaymentServicesProps = { companyId: number; locationId: string; payment: PaymentView };

/** The payment service each online (ECOM) transaction of the sale was paid through; none for a register's sale. */
export function EcomPaymentServices({ companyId, locationId, payment }: EcomPaymentServicesProps) {
  const online = payment.transactions.filter((tx) => tx.paymentTypeId === "online" && tx.refundId === null);
  if (online.length === 0) return null;
  return (
    <section className="grid gap-1 rounded-md border p-3 text-sm" aria-label="Online payment service">
      <h3 className="font-medium">Paid online</h3>
      {online.map((transaction) => (
        <EcomService
          key={transaction.id}
          input={{ companyId, locationId, paymentId: payment.id, transactionId: transaction.id }}
          amount={transaction.amount}
        />
      ))}
    </section>
  );
}

type EcomServiceProps = {
  input: { companyId: number; locationId: string; paymentId: string; transactionId: string };
  amount: number;
};

function EcomService({ input, amount }: EcomServiceProps) {
  const service = trpc.cardPayments.ecomTransaction.useQuery(input, { retry: false });
  return (
    <p className="flex justify-between gap-4">
      <span className={service.error ? "text-destructive" : undefined}>
        {service.data
          ? `Through ${service.data.option.posDisplayName}`
          : service.error
            ? errorMessage(service.error)
            : "Looking up the payment service…"}
      </span>
      <span className="tabular-nums">{formatCents(amount)}</span>
    </p>
  );
}
