import { Printer } from "lucide-react";
import { useParams } from "react-router";
import { NotFound } from "@/components/layout/not-found";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { httpStatusOf } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { OrderDocument } from "./order-document";
import { purchaseOrderPaths } from "./purchase-order-paths";

/** purchaseOrders/editPurchaseOrder/{id}/print: the order (or return) as a page, printed with print CSS. */
export function PrintPurchaseOrderPage() {
  const { company, locations } = useCompany();
  const { id = "" } = useParams();
  const paths = purchaseOrderPaths(company.id);
  const order = trpc.purchaseOrders.get.useQuery({ companyId: company.id, purchaseOrderId: id });
  if (order.error) {
    if (httpStatusOf(order.error) === 404)
      return (
        <NotFound
          title="Purchase order not found"
          message="This purchase order does not exist or belongs to another company."
          backTo={paths.list}
          backLabel="Back to purchase orders"
        />
      );
    return (
      <PageError
        error={order.error}
        permission="CAN_MANAGE_PURCHASE_ORDERS"
        onRetry={() => void order.refetch()}
      />
    );
  }
  if (!order.data) return <PageSpinner label="Loading purchase order" />;
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
