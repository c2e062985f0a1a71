import { Printer } from "lucide-react";
import { useParams } from "react-router";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { OrderDocument } from "./order-document";
import { OrderPending } from "./order-pending";
import { purchaseOrderPaths } from "./purchase-order-paths";

/** purchaseOrders/editPurchaseOrder/{id}/print: the order (or return) as a page, printed with print CSS. */
export function PrintPurchaseOrderPage() {
  const { company, locations } = useCompany();
  const { id = "" } = useParams();
  const paths = purchaseOrderPaths(company.id);
  const order = trpc.purchaseOrders.get.useQuery({ companyId: company.id, purchaseOrderId: id });
  if (order.error || !order.data)
    return <OrderPending error={order.error} onRetry={() => void order.refetch()} listPath={paths.list} />;
  const view = order.data;
  const label = `${view.isReturn ? "Return" : "Purchase order"} #${view.number}`;
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={`Print ${label.toLowerCase().startsWith("return") ? "return" : "purchase order"}`}
        back={{ to: paths.edit(view.id), label }}
        actions={
          <Button onClick={() => window.print()}>
            <Printer aria-hidden />
            Print
          </Button>
        }
      />
      <div className="overflow-hidden rounded-lg border shadow-sm">
        <OrderDocument
          order={view}
          companyName={company.name}
          locationName={
            locations.find((location) => location.id === view.locationId)?.name ?? "Hidden location"
          }
          timeZone={company.timezone}
        />
      </div>
    </div>
  );
}
