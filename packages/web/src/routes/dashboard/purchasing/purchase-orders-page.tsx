import { keepPreviousData } from "@tanstack/react-query";
import { ClipboardList, PackageMinus, Plus } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { purchaseOrderStatuses, type PurchaseOrderStatus } from "@pos/core/purchasing/purchase-order.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useAddressFilters } from "@/components/shared/list-filters";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { orderColumns } from "./order-columns";
import { OrderFilters } from "./order-filters";
import { purchaseOrderPaths } from "./purchase-order-paths";

const isStatus = (value: string | null): value is PurchaseOrderStatus =>
  purchaseOrderStatuses.includes(value as PurchaseOrderStatus);
/** A day typed in the filter, as the instant it starts (or ends) in the browser's time zone. */
const dayBound = (day: string, end: boolean) =>
  day ? new Date(`${day}T${end ? "23:59:59.999" : "00:00:00"}`).toISOString() : null;

/** purchaseOrders: the company's orders and returns, newest first, by status, supplier, location and dates. */
export function PurchaseOrdersPage() {
  const { company, locations } = useCompany();
  const paths = purchaseOrderPaths(company.id);
  const paging = useCursorPagination<Record<string, string>>();
  const { params, filter } = useAddressFilters(paging);
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : null;
  const supplierId = params.get("supplierId") ?? "";
  const location = params.get("locationId") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const orders = trpc.purchaseOrders.list.useQuery(
    {
      companyId: company.id,
      status,
      supplierId: supplierId || null,
      locationId: location || null,
      from: dayBound(from, false),
      to: dayBound(to, true),
      limit: paging.limit,
      lastEvaluatedKey: paging.key,
    },
    { placeholderData: keepPreviousData },
  );
  const names = useMemo(() => new Map(locations.map((entry) => [entry.id, entry.name])), [locations]);
  const columns = useMemo(
    () =>
      orderColumns({
        timeZone: company.timezone,
        editPath: paths.edit,
        locationName: (id) => names.get(id) ?? "Hidden location",
      }),
    [company.timezone, paths.edit, names],
  );
  const page = orders.data;
  const table = useDataTable({ data: page?.items, columns, getRowId: (order) => order.id });

  if (orders.error) {
    return (
      <PageError
        error={orders.error}
        permission="CAN_MANAGE_PURCHASE_ORDERS"
        onRetry={() => void orders.refetch()}
      />
    );
  }

  const filtered = status !== null || supplierId !== "" || location !== "" || from !== "" || to !== "";
  const empty = page && page.items.length === 0 && !paging.canPrevious;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Purchase orders"
        description="Orders to your suppliers, received into stock by scanning, and returns of what goes back."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={paths.create({ isReturn: true })}>
                <PackageMinus aria-hidden />
                New return
              </Link>
            </Button>
            <Button asChild>
              <Link to={paths.create()}>
                <Plus aria-hidden />
                New purchase order
              </Link>
            </Button>
          </>
        }
      />
      <Card className="gap-0 py-0">
        <OrderFilters values={{ status, supplierId, location, from, to }} onChange={filter} />
        <CardContent className="px-0">
          {empty && !filtered ? (
            <div className="p-6">
              <EmptyState icon={ClipboardList} title="No purchase orders yet">
                Create a purchase order to order stock from a supplier, then receive it here.
              </EmptyState>
            </div>
          ) : (
            <DataTable
              table={table}
              loading={!page}
              emptyRow={filtered ? "No purchase order matches these filters." : "No more purchase orders."}
            />
          )}
        </CardContent>
      </Card>
      {page && (page.items.length > 0 || paging.canPrevious) && (
        <CursorPagination
          paging={paging}
          nextKey={page.lastEvaluatedKey ?? undefined}
          disabled={orders.isPlaceholderData}
        />
      )}
    </div>
  );
}
