import { keepPreviousData } from "@tanstack/react-query";
import { Receipt } from "lucide-react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { paymentStatuses, type PaymentStatus } from "@pos/core/payments/payment.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Card, CardContent } from "@/components/ui/card";
import { PaymentsTable } from "@/features/sales/payments-table";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { useCompany } from "../company-context";
import { SaleSheet } from "./sale-sheet";
import { SalesFilters, type SalesFilter } from "./sales-filters";

const isStatus = (value: string | null): value is PaymentStatus =>
  (paymentStatuses as readonly string[]).includes(value ?? "");

/** `sales/list/:paymentId?`: a location's sales with filters; a paymentId in the path opens that sale beside. */
export function SalesListPage() {
  const { company, locations } = useCompany();
  const { paymentId } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const paging = useCursorPagination<Record<string, string>>();
  const location = locations.find((entry) => entry.id === params.get("locationId")) ?? locations[0];
  const status = params.get("status");
  const filter: SalesFilter = {
    locationId: location?.id ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    status: isStatus(status) ? status : "all",
    number: params.get("number") ?? "",
  };
  const validRange = !filter.from || !filter.to || filter.from <= filter.to;
  const sales = trpc.payments.list.useQuery(
    {
      companyId: company.id,
      locationId: filter.locationId,
      from: filter.from || null,
      to: filter.to || null,
      status: filter.status === "all" ? null : filter.status,
      number: filter.number ? Number(filter.number) : null,
      limit: paging.limit,
      lastEvaluatedKey: paging.key,
    },
    { enabled: Boolean(location) && validRange, placeholderData: keepPreviousData },
  );
  const basePath = `/company/${company.id}/dashboard/sales/list`;
  const search = params.toString() ? `?${params.toString()}` : "";

  if (sales.error)
    return <PageError error={sales.error} permission="CAN_VIEW_SALES" onRetry={() => void sales.refetch()} />;

  const change = (next: Partial<SalesFilter>) => {
    const merged = { ...filter, ...next };
    const entries = Object.entries(merged).filter(
      ([key, value]) => value && !(key === "status" && value === "all"),
    );
    paging.first();
    setParams(Object.fromEntries(entries), { replace: true });
  };
  const page = sales.data;
  const nextKey = page?.lastEvaluatedKey;
  const empty = page && page.items.length === 0 && !paging.canPrevious;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Sales"
        description="Sales of a location, newest first. Dates are in the company's time zone."
      />
      {!location ? (
        <EmptyState icon={Receipt} title="No locations yet">
          Sales are kept per location. Add a location to start selling.
        </EmptyState>
      ) : (
        <>
          <SalesFilters locations={locations} filter={filter} onChange={change} />
          {!validRange && (
            <p className="text-sm text-destructive">The end date must be on or after the start date</p>
          )}
          {empty ? (
            <EmptyState icon={Receipt} title="No sales match these filters">
              Change the dates or the status, or pick another location.
            </EmptyState>
          ) : (
            <Card
              className={cn("py-0 transition-opacity", sales.isPlaceholderData && "opacity-60")}
              aria-busy={sales.isFetching}
            >
              <CardContent className="px-0">
                <PaymentsTable
                  rows={page?.items}
                  timeZone={company.timezone}
                  pathOf={(id) => `${basePath}/${encodeURIComponent(id)}${search}`}
                  emptyText="No more sales."
                />
              </CardContent>
            </Card>
          )}
          {page && !empty && !filter.number && (
            <CursorPagination paging={paging} nextKey={nextKey} disabled={sales.isPlaceholderData} />
          )}
          <SaleSheet
            companyId={company.id}
            locationId={filter.locationId}
            paymentId={paymentId ?? null}
            onClose={() => void navigate(`${basePath}${search}`)}
          />
        </>
      )}
    </div>
  );
}
