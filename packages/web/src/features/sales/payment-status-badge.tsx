import { paymentBadge, type PaymentListRow } from "@pos/core/payments/payment-lists.schema";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const tones: Record<string, string> = {
  Complete: "border-transparent bg-emerald-100 text-emerald-900",
  Refunded: "border-transparent bg-rose-100 text-rose-900",
  "Partially refunded": "border-transparent bg-amber-100 text-amber-900",
  Unfinished: "border-transparent bg-sky-100 text-sky-900",
  Cancelled: "border-transparent bg-muted text-muted-foreground",
};

export function PaymentStatusBadge({
  row,
  className,
}: {
  row: Pick<PaymentListRow, "status" | "unfinished">;
  className?: string;
}) {
  const label = paymentBadge(row);
  return <Badge className={cn(tones[label], className)}>{label}</Badge>;
}
