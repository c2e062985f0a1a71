import { transferStatusLabels, type TransferStatus } from "@pos/core/inventory/transfer.schema";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const tone: Record<TransferStatus, string> = {
  draft: "border-slate-300 bg-slate-50 text-slate-700",
  sending: "border-amber-300 bg-amber-50 text-amber-800",
  sent: "border-sky-300 bg-sky-50 text-sky-800",
  partial: "border-amber-300 bg-amber-50 text-amber-800",
  received: "border-emerald-300 bg-emerald-50 text-emerald-800",
  cancelling: "border-rose-300 bg-rose-50 text-rose-800",
  cancelled: "border-rose-200 bg-rose-50 text-rose-700",
};

export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  return (
    <Badge variant="outline" className={cn(tone[status])}>
      {transferStatusLabels[status]}
    </Badge>
  );
}
