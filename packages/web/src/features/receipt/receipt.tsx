import type { ReactNode } from "react";
import { formatCents } from "@pos/core/common/money";
import { paymentTypeLabels } from "@pos/core/payments/payment-lists.schema";
import { transactionLabel } from "@pos/core/payments/charged-tender.schema";
import type { PaymentView } from "@pos/core/payments/payment.schema";
import { receiptHeader, type ReceiptContext } from "@pos/core/receipts/receipt-settings.schema";
import { formatDateTime } from "@/lib/format-date";
import { cn } from "@/lib/utils";
import { gramsText, pointsRedeemed, quantityText, saleTenders } from "./receipt-format";

type ReceiptProps = { payment: PaymentView; context: ReceiptContext; className?: string };

function Line({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-3", strong && "font-bold")}>
      <span className="min-w-0 break-words">{label}</span>
      <span className="shrink-0 text-right tabular-nums">{value}</span>
    </div>
  );
}

const Rule = () => <hr className="border-t border-dashed border-black/60" />;

/** A sale's receipt in the narrow 80 mm layout of a receipt printer, with the location's receipt settings. */
export function Receipt({ payment, context, className }: ReceiptProps) {
  const { settings, timeZone } = context;
  const tenders = saleTenders(payment);
  const header = receiptHeader(settings);
  return (
    <article
      className={cn(
        "mx-auto grid w-[72mm] max-w-full gap-2 bg-white p-3 font-mono text-[11px] leading-snug text-black",
        className,
      )}
      aria-label={`Receipt of sale ${payment.number}`}
    >
      <header className="grid gap-0.5 text-center">
        <p className="text-sm font-bold">{header.name}</p>
        {header.legalName && <p>{header.legalName}</p>}
        {header.address && <p className="whitespace-pre-line">{header.address}</p>}
        {header.phone && <p>{header.phone}</p>}
        {header.taxNumber && (
          <p>
            {header.taxNumberLabel} {header.taxNumber}
          </p>
        )}
      </header>
      <Rule />
      <section className="grid gap-0.5" aria-label="Sale">
        {payment.id.startsWith("pending_") ? (
          <Line label="Sale" value="Pending (recorded offline)" strong />
        ) : (
          <Line label="Sale" value={`#${payment.number}`} strong />
        )}
        {payment.id.startsWith("pending_") && <p className="break-all">{payment.id}</p>}
        <Line label="Date" value={formatDateTime(payment.completeDate ?? payment.createDate, timeZone)} />
        {settings.showCashier && <Line label="Cashier" value={payment.employee.name} />}
        {settings.showCustomerName && payment.customer && (
          <Line label="Customer" value={payment.customer.name} />
        )}
        {payment.limitOverride && (
          <Line label="Over-limit sale approved by" value={payment.limitOverride.employeeName} />
        )}
        {payment.priceOverride && (
          <Line label="Price override approved by" value={payment.priceOverride.employeeName} />
        )}
      </section>
      <Rule />
      <section className="grid gap-1.5" aria-label="Items">
        {payment.lines.map((line) => (
          <div key={line.lineId} className="grid gap-0.5">
            <Line
              label={<span className="font-bold">{line.productName}</span>}
              value={formatCents(line.linePrice)}
            />
            <p className="pl-2">{quantityText(line)}</p>
            {line.lotNumber && <p className="pl-2">Lot {line.lotNumber}</p>}
            {line.discounts.map((discount) => (
              <Line
                key={discount.id}
                label={<span className="pl-2">{discount.name}</span>}
                value={`-${formatCents(discount.amount)}`}
              />
            ))}
            {line.depositFee > 0 && (
              <Line label={<span className="pl-2">Deposit</span>} value={formatCents(line.depositFee)} />
            )}
            {line.refundedUnits > 0 && (
              <p className="pl-2 font-bold">
                Refunded: {line.refundedUnits} of {line.units}
              </p>
            )}
          </div>
        ))}
      </section>
      <Rule />
      <section className="grid gap-0.5" aria-label="Totals">
        <Line label="Subtotal" value={formatCents(payment.subtotal)} />
        {payment.discountTotal > 0 && (
          <Line label="Discounts" value={`-${formatCents(payment.discountTotal)}`} />
        )}
        {payment.taxes.map((tax) => (
          <Line key={tax.name} label={`${tax.name} ${tax.rate}%`} value={formatCents(tax.amount)} />
        ))}
        {payment.depositTotal > 0 && <Line label="Deposits" value={formatCents(payment.depositTotal)} />}
        <Line label="Total" value={formatCents(payment.total)} strong />
        {payment.rounding !== 0 && <Line label="Rounding" value={formatCents(payment.rounding)} />}
        {payment.rounding !== 0 && (
          <Line label="Amount paid" value={formatCents(payment.actualTotal)} strong />
        )}
      </section>
      <section className="grid gap-0.5" aria-label="Payments">
        {tenders.map((transaction) => (
          <Line
            key={transaction.id}
            label={transactionLabel(transaction, paymentTypeLabels)}
            value={formatCents(transaction.tendered ?? transaction.amount)}
          />
        ))}
        <Line label="Change" value={formatCents(payment.changeDue)} />
      </section>
      {payment.refunds.length > 0 && (
        <section className="grid gap-0.5" aria-label="Refunds">
          <Rule />
          {payment.refunds.map((refund) => (
            <div key={refund.id} className="grid gap-0.5">
              <Line label="Refund" value={`-${formatCents(refund.amount)}`} strong />
              <p className="pl-2">{formatDateTime(refund.createDate, timeZone)}</p>
              {payment.transactions
                .filter((transaction) => transaction.refundId === refund.id)
                .map((transaction) => (
                  <Line
                    key={transaction.id}
                    label={<span className="pl-2">{transactionLabel(transaction, paymentTypeLabels)}</span>}
                    value={formatCents(transaction.amount)}
                  />
                ))}
            </div>
          ))}
        </section>
      )}
      {payment.cannabisEquivalentGrams > 0 && (
        <p>Dried cannabis equivalent: {gramsText(payment.cannabisEquivalentGrams)}</p>
      )}
      {context.showLoyalty && payment.customer && (
        <section className="grid gap-0.5" aria-label="Loyalty">
          <Rule />
          <Line label="Points earned" value={payment.loyaltyPointsEarned} />
          <Line label="Points redeemed" value={pointsRedeemed(payment)} />
          {context.loyaltyBalance !== null && <Line label="Points balance" value={context.loyaltyBalance} />}
        </section>
      )}
      {settings.footer && (
        <>
          <Rule />
          <p className="text-center whitespace-pre-line">{settings.footer}</p>
        </>
      )}
    </article>
  );
}
