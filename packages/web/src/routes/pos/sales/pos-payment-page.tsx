import { ArrowLeft, Printer, Undo2 } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { LoadError } from "@/components/layout/load-error";
import { NotFound } from "@/components/layout/not-found";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { Receipt } from "@/features/receipt/receipt";
import { selectedTerminal } from "@/features/card-terminals/terminal-storage";
import { RefundDialog } from "@/features/refund/refund-dialog";
import { PaymentStatusBadge } from "@/features/sales/payment-status-badge";
import { SaleDetails } from "@/features/sales/sale-details";
import { printRoot } from "@/features/shift-report/print-root";
import { errorMessage } from "@/lib/errors";
import { posSalesPaths, useRegisterSale } from "./sale-detail-query";

/** `/pos/payment/:id`: one sale with its receipt, what was refunded, and the refund dialog. */
export function PosPaymentPage() {
  const { id = "" } = useParams();
  const { query, missing } = useRegisterSale(id);
  const [refunding, setRefunding] = useState(false);

  if (missing && query.error)
    return (
      <NotFound
        title="Sale not found"
        message="This sale does not exist at this location."
        backTo={posSalesPaths.list}
        backLabel="Back to sales"
      />
    );
  if (query.error)
    return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageSpinner label="Loading the sale" />;
  const { payment, receipt } = query.data;
  const unfinished =
    payment.status === "inProgress" ||
    payment.transactions.some((tx) => tx.status === "pending" || tx.status === "processing");
  const refundable = !unfinished && (payment.status === "complete" || payment.status === "partiallyRefunded");

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="icon" className="size-11" asChild>
          <Link to={posSalesPaths.list} aria-label="Back to sales">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight">Sale #{payment.number}</h1>
        <PaymentStatusBadge row={{ status: payment.status, unfinished }} />
        <div className="ml-auto flex gap-2">
          <Button size="lg" variant="outline" className="h-12" onClick={() => window.print()}>
            <Printer aria-hidden />
            Print
          </Button>
          <Button size="lg" className="h-12" disabled={!refundable} onClick={() => setRefunding(true)}>
            <Undo2 aria-hidden />
            Refund
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-4">
        <div
          className="rounded-lg border bg-white shadow-sm print:rounded-none print:border-0 print:shadow-none"
          {...printRoot("receipt")}
        >
          <Receipt payment={payment} context={receipt} />
        </div>
        <SaleDetails payment={payment} timeZone={receipt.timeZone} />
      </div>
      <RefundDialog
        payment={payment}
        open={refunding}
        onClose={() => setRefunding(false)}
        terminal={refunding ? selectedTerminal() : null}
      />
    </div>
  );
}
