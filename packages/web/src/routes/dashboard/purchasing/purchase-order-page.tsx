import { Printer } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { returnReasonLabels } from "@pos/core/purchasing/purchase-order.schema";
import { type PurchaseOrderView } from "@pos/core/purchasing/purchase-order-view.schema";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { OrderEditor } from "./order-editor";
import { OrderLinesView } from "./order-lines-view";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderTotalsList } from "./order-totals";
import { OrderPending } from "./order-pending";
import { purchaseOrderPaths } from "./purchase-order-paths";
import { ReceiveDialog } from "./receive-dialog";
import { ReturnDialog } from "./return-dialog";

/**
 * purchaseOrders/editPurchaseOrder/{id}: "new" (with ?isReturn=true, ?locationId= and ?productIds=a,b to prefill)
 * opens an empty editor; a draft or ordered order is edited; later it is received, returned against and printed.
 */
export function PurchaseOrderPage() {
  const { company, locations } = useCompany();
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const paths = purchaseOrderPaths(company.id);
  const isNew = id === "new";
  const order = trpc.purchaseOrders.get.useQuery(
    { companyId: company.id, purchaseOrderId: id },
    { enabled: !isNew },
  );

  if (isNew) {
    const isReturn = params.get("isReturn") === "true";
    const locationId = params.get("locationId") ?? (locations.length === 1 ? locations[0]!.id : "");
    return (
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
        <PageHeader
          title={isReturn ? "New return" : "New purchase order"}
          back={{ to: paths.list, label: "Purchase orders" }}
          description={
            isReturn ? "Units going back to a supplier, with the reason." : "Stock to order from a supplier."
          }
        />
        <OrderEditor
          order={null}
          isReturn={isReturn}
          initialLocationId={locations.some((location) => location.id === locationId) ? locationId : ""}
          prefillProductIds={(params.get("productIds") ?? "").split(",").filter(Boolean).slice(0, 300)}
        />
      </div>
    );
  }
  if (order.error || !order.data)
    return <OrderPending error={order.error} onRetry={() => void order.refetch()} listPath={paths.list} />;
  return <OrderScreen order={order.data} />;
}

function OrderScreen({ order }: { order: PurchaseOrderView }) {
  const { company, locations } = useCompany();
  const paths = purchaseOrderPaths(company.id);
  const locationName =
    locations.find((location) => location.id === order.locationId)?.name ?? "Hidden location";
  const editable = order.status === "draft" || (!order.isReturn && order.status === "ordered");
  const receivable = !order.isReturn && (order.status === "ordered" || order.status === "partial");
  const returnable = !order.isReturn && (order.status === "partial" || order.status === "received");
  const label = `${order.isReturn ? "Return" : "Purchase order"} #${order.number}`;
  const dates = [
    `Created ${formatDateTime(order.createDate, company.timezone)} by ${order.createdBy.name}`,
    order.orderedDate && `ordered ${formatDateTime(order.orderedDate, company.timezone)}`,
    order.completeDate &&
      `${order.status === "cancelled" ? "cancelled" : order.isReturn ? "returned" : "received"} ${formatDateTime(order.completeDate, company.timezone)}`,
  ].filter(Boolean);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={label}
        back={{ to: paths.list, label: "Purchase orders" }}
        description={
          <span className="grid gap-1">
            <span className="flex flex-wrap items-center gap-2">
              <OrderStatusBadge status={order.status} />
              <span className="font-medium text-foreground">{order.supplierName}</span>
              <span>{order.isReturn ? "from" : "to"}</span>
              <span className="font-medium text-foreground">{locationName}</span>
              {order.sourceOrder && (
                <Link
                  className="text-primary underline-offset-4 hover:underline"
                  to={paths.edit(order.sourceOrder.id)}
                >
                  against PO #{order.sourceOrder.number}
                </Link>
              )}
            </span>
            <span>{dates.join(", ")}</span>
          </span>
        }
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={paths.print(order.id)}>
                <Printer aria-hidden />
                Print
              </Link>
            </Button>
            {returnable && <ReturnDialog order={order} />}
            {receivable && <ReceiveDialog order={order} locationName={locationName} />}
          </>
        }
      />
      {editable ? (
        <OrderEditor
          key={order.updateDate}
          order={order}
          isReturn={order.isReturn}
          initialLocationId={order.locationId}
          prefillProductIds={[]}
        />
      ) : (
        <>
          {(order.notes || order.reason) && (
            <Card>
              <CardContent className="grid gap-1 text-sm whitespace-pre-wrap">
                {order.reason && <p>Reason: {returnReasonLabels[order.reason]}</p>}
                {order.notes && <p>{order.notes}</p>}
              </CardContent>
            </Card>
          )}
          <Card className="py-0">
            <CardContent className="grid gap-4 px-0 pb-6">
              <OrderLinesView order={order} />
              <div className="px-6">
                <OrderTotalsList totals={order.totals} />
              </div>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
