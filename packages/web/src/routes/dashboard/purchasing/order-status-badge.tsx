import {
  purchaseOrderStatusLabels,
  type PurchaseOrderStatus,
} from "@pos/core/purchasing/purchase-order.schema";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const tone: Record<PurchaseOrderStatus, string> = {
  draft: "border-slate-300 bg-slate-50 text-slate-700",
  ordered: "border-sky-300 bg-sky-50 text-sky-800",
  partial: "border-amber-300 bg-amber-50 text-amber-800",
  received: "border-emerald-300 bg-emerald-50 text-emerald-800",
  returned: "border-violet-300 bg-violet-50 text-violet-800",
  cancelled: "border-rose-200 bg-rose-50 text-rose-700",
};

export function OrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  return (
    <Badge variant="outline" data-testid="order-status" className={cn(tone[status])}>
      {purchaseOrderStatusLabels[status]}
    </Badge>
  );
}
