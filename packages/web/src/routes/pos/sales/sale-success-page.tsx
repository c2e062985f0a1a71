import { CircleCheck, CloudOff, Printer, ShoppingCart } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { formatCents } from "@pos/core/common/money";
import type { PaymentView } from "@pos/core/payments/payment.schema";
import type { ReceiptContext } from "@pos/core/receipts/receipt-settings.schema";
import { LoadError } from "@/components/layout/load-error";
import { NotFound } from "@/components/layout/not-found";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { useDevicePreferences } from "@/features/device-preferences/use-device-preferences";
import { Receipt } from "@/features/receipt/receipt";
import { printRoot } from "@/features/shift-report/print-root";
import { errorMessage } from "@/lib/errors";
import { isPendingId } from "@/lib/offline/outbox";
import { usePendingSale } from "../offline/use-pending-sale";
import { posSalesPaths, useRegisterSale } from "./sale-detail-query";

const printedKey = (paymentId: string) => `receiptPrinted:${paymentId}`;

/**
 * `/pos/sale/success?paymentId=`: the sale is done: change due, the receipt to print, and on to the next sale. A
 * sale made offline has its pending id here until it syncs (then the page moves to the id the server gave).
 */
export function PosSaleSuccessPage() {
  const [params] = useSearchParams();
  const paymentId = params.get("paymentId");
  return paymentId && isPendingId(paymentId) ? (
    <PendingSaleSuccess pendingId={paymentId} />
  ) : (
    <RecordedSaleSuccess paymentId={paymentId} />
  );
}

const saleNotFound = (message: string) => (
  <NotFound title="Sale not found" message={message} backTo={posSalesPaths.newSale} backLabel="New sale" />
);

function PendingSaleSuccess({ pendingId }: { pendingId: string }) {
  const pending = usePendingSale(pendingId);
  if (pending.status === "loading") return <PageSpinner label="Loading the sale" />;
  if (pending.status === "missing") return saleNotFound("This sale is not waiting on this register.");
  return <SaleDone payment={pending.payment} receipt={pending.receipt} pending />;
}

function RecordedSaleSuccess({ paymentId }: { paymentId: string | null }) {
  const { query, missing } = useRegisterSale(paymentId);
  const sale = query.data;
  if (missing && (!paymentId || query.error)) return saleNotFound("This sale does not exist at this location.");
  if (query.error)
    return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!sale) return <PageSpinner label="Loading the sale" />;
  return <SaleDone payment={sale.payment} receipt={sale.receipt} pending={false} />;
}

type SaleDoneProps = { payment: PaymentView; receipt: ReceiptContext | null; pending: boolean };

function SaleDone({ payment, receipt, pending }: SaleDoneProps) {
  const navigate = useNavigate();
  const { preferences, isLoading: preferencesLoading } = useDevicePreferences();
  const autoPrinted = useRef(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("button, a, input, textarea")) return;
      event.preventDefault();
      void navigate(posSalesPaths.newSale);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navigate]);

  // The print preference prints each receipt once, even if this page is opened again.
  useEffect(() => {
    if (preferencesLoading || !preferences.print || autoPrinted.current) return;
    autoPrinted.current = true;
    if (sessionStorage.getItem(printedKey(payment.id))) return;
    sessionStorage.setItem(printedKey(payment.id), "1");
    window.print();
  }, [payment.id, preferences.print, preferencesLoading]);

  return (
    <div className="mx-auto grid w-full max-w-5xl flex-1 grid-cols-[minmax(0,1fr)_auto] gap-6 p-6">
      <section
        className="flex flex-col items-center justify-center gap-6 text-center"
        aria-labelledby="sale-complete"
      >
        {pending ? (
          <CloudOff className="size-16 text-amber-600" aria-hidden />
        ) : (
          <CircleCheck className="size-16 text-emerald-600" aria-hidden />
        )}
        <div className="grid gap-1">
          <h1 id="sale-complete" className="text-4xl font-bold tracking-tight">
            {pending ? "Sale saved offline" : "Sale complete"}
          </h1>
          <p className="text-muted-foreground">
            {pending ? "Pending" : `Sale #${payment.number}`} · {formatCents(payment.actualTotal)} paid
          </p>
          {pending && (
            <p className="text-sm text-muted-foreground">
              It is sent to the server, once, when the connection is back. Pending id {payment.id}
            </p>
          )}
        </div>
        <div className="grid gap-1 rounded-xl border bg-card px-10 py-6 shadow-sm" aria-label="Change due">
          <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">Change due</p>
          <p className="text-6xl font-bold tabular-nums" data-testid="change-due">
            {formatCents(payment.changeDue)}
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <Button size="lg" variant="outline" className="h-14 px-6 text-base" onClick={() => window.print()}>
            <Printer aria-hidden />
            Print receipt
          </Button>
          <Button size="lg" className="h-14 px-8 text-base" asChild>
            <Link to={posSalesPaths.newSale}>
              <ShoppingCart aria-hidden />
              New sale
              <kbd className="ml-2 rounded border border-primary-foreground/40 px-1.5 text-xs">Enter</kbd>
            </Link>
          </Button>
        </div>
      </section>
      {receipt && (
        <div
          className="max-h-[calc(100vh-8rem)] overflow-y-auto rounded-lg print:max-h-none print:overflow-visible border bg-white shadow-sm print:rounded-none print:border-0 print:shadow-none"
          {...printRoot("receipt")}
        >
          <Receipt payment={payment} context={receipt} />
        </div>
      )}
    </div>
  );
}
