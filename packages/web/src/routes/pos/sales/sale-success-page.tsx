import { CircleCheck, Printer, ShoppingCart } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { formatCents } from "@pos/core/common/money";
import { LoadError } from "@/components/layout/load-error";
import { NotFound } from "@/components/layout/not-found";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { useDevicePreferences } from "@/features/device-preferences/use-device-preferences";
import { Receipt } from "@/features/receipt/receipt";
import { printRoot } from "@/features/shift-report/print-root";
import { errorMessage } from "@/lib/errors";
import { posSalesPaths, useRegisterSale } from "./sale-detail-query";

const printedKey = (paymentId: string) => `receiptPrinted:${paymentId}`;

/** `/pos/sale/success?paymentId=`: the sale is done: change due, the receipt to print, and on to the next sale. */
export function PosSaleSuccessPage() {
  const [params] = useSearchParams();
  const paymentId = params.get("paymentId");
  const navigate = useNavigate();
  const { query, missing } = useRegisterSale(paymentId);
  const { preferences, isLoading: preferencesLoading } = useDevicePreferences();
  const autoPrinted = useRef(false);
  const sale = query.data;

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
    if (!sale || preferencesLoading || !preferences.print || autoPrinted.current) return;
    autoPrinted.current = true;
    if (sessionStorage.getItem(printedKey(sale.payment.id))) return;
    sessionStorage.setItem(printedKey(sale.payment.id), "1");
    window.print();
  }, [sale, preferences.print, preferencesLoading]);

  if (missing && (!paymentId || query.error))
    return (
      <NotFound
        title="Sale not found"
        message="This sale does not exist at this location."
        backTo={posSalesPaths.newSale}
        backLabel="New sale"
      />
    );
  if (query.error)
    return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!sale) return <PageSpinner label="Loading the sale" />;
  const { payment, receipt } = sale;

  return (
    <div className="mx-auto grid w-full max-w-5xl flex-1 grid-cols-[minmax(0,1fr)_auto] gap-6 p-6">
      <section
        className="flex flex-col items-center justify-center gap-6 text-center"
        aria-labelledby="sale-complete"
      >
        <CircleCheck className="size-16 text-emerald-600" aria-hidden />
        <div className="grid gap-1">
          <h1 id="sale-complete" className="text-4xl font-bold tracking-tight">
            Sale complete
          </h1>
          <p className="text-muted-foreground">
            Sale #{payment.number} · {formatCents(payment.actualTotal)} paid
          </p>
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
      <div
        className="max-h-[calc(100vh-8rem)] overflow-y-auto rounded-lg print:max-h-none print:overflow-visible border bg-white shadow-sm print:rounded-none print:border-0 print:shadow-none"
        {...printRoot("receipt")}
      >
        <Receipt payment={payment} context={receipt} />
      </div>
    </div>
  );
}
