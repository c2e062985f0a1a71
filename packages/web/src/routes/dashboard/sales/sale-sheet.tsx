import { Printer } from "lucide-react";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Receipt } from "@/features/receipt/receipt";
import { PaymentStatusBadge } from "@/features/sales/payment-status-badge";
import { SaleDetails } from "@/features/sales/sale-details";
import { printRoot } from "@/features/shift-report/print-root";
import { errorMessage, httpStatusOf } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { EcomPaymentServices } from "./ecom-payment-service";

type SaleSheetProps = {
  companyId: number;
  locationId: string;
  paymentId: string | null;
  onClose: () => void;
};

/** The sale named in the path, beside the list: its receipt and figures. */
export function SaleSheet({ companyId, locationId, paymentId, onClose }: SaleSheetProps) {
  const sale = trpc.payments.getForCompany.useQuery(
    { companyId, locationId, paymentId: paymentId ?? "" },
    { enabled: Boolean(paymentId), retry: (count, error) => httpStatusOf(error) !== 404 && count < 2 },
  );
  const payment = sale.data?.payment;
  const unfinished = payment
    ? payment.status === "inProgress" ||
      payment.transactions.some((tx) => tx.status === "pending" || tx.status === "processing")
    : false;
  return (
    <Sheet open={paymentId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-3xl">
        <SheetHeader className="border-b">
          <SheetTitle className="flex items-center gap-3">
            {payment ? `Sale #${payment.number}` : "Sale"}
            {payment && <PaymentStatusBadge row={{ status: payment.status, unfinished }} />}
          </SheetTitle>
          <SheetDescription>The receipt as printed, with refunds and payments.</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">
          {sale.error && (
            <p className="py-10 text-center text-muted-foreground">
              {httpStatusOf(sale.error) === 404
                ? "This sale does not exist at this location."
                : errorMessage(sale.error)}
            </p>
          )}
          {!sale.error && !sale.data && <PageSpinner label="Loading the sale" />}
          {sale.data && (
            <div className="grid gap-4">
              <div className="flex justify-end">
                <Button variant="outline" onClick={() => window.print()}>
                  <Printer aria-hidden />
                  Print receipt
                </Button>
              </div>
              <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-4">
                <div
                  className="rounded-lg border bg-white print:rounded-none print:border-0"
                  {...printRoot("receipt")}
                >
                  <Receipt payment={sale.data.payment} context={sale.data.receipt} />
                </div>
                <div className="grid gap-4">
                  <SaleDetails payment={sale.data.payment} timeZone={sale.data.receipt.timeZone} />
                  <EcomPaymentServices
                    companyId={companyId}
                    locationId={locationId}
                    payment={sale.data.payment}
                  />
                </div>
              </div>
            </div>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
