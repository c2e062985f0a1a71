import { keepPreviousData } from "@tanstack/react-query";
import type { RowSelectionState } from "@tanstack/react-table";
import { Download, PackageCheck, ShoppingCart } from "lucide-react";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { restockReportDefaults, type RestockReportRow } from "@pos/core/reports/restock-report.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { downloadCsv } from "@/lib/csv-file";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { purchaseOrderPaths } from "../purchasing/purchase-order-paths";
import { restockColumns, restockCsvHeader, restockCsvRows } from "./restock-columns";
import { horizonOf, RestockFilters, type RestockFilterValues } from "./restock-filters";
import { supplierGroups, type SupplierGroup } from "./restock-groups";
import { RestockOrderDialog } from "./restock-order-dialog";

/**
 * analytics/restock: per location, the products at or under their reorder point or running out within N days at
 * their sales rate, with the suggested quantity; a selection becomes a prefilled purchase order (one per supplier).
 */
export function RestockPage() {
  const { company } = useCompany();
  const navigate = useNavigate();
  const paths = purchaseOrderPaths(company.id);
  const [filters, setFilters] = useState<
    Omit<RestockFilterValues, "locationId"> & { locationId: string | null }
  >({
    locationId: null,
    categoryId: "",
    supplierId: "",
    horizonDays: String(restockReportDefaults.horizonDays),
  });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [groups, setGroups] = useState<SupplierGroup[] | null>(null);
  const locations = trpc.reports.locations.useQuery({ companyId: company.id });
  const locationId = filters.locationId ?? locations.data?.[0]?.id ?? "";
  const horizonDays = horizonOf(filters.horizonDays);
  const report = trpc.analytics.restock.useQuery(
    {
      companyId: company.id,
      locationId,
      horizonDays: horizonDays ?? restockReportDefaults.horizonDays,
      categoryId: filters.categoryId || undefined,
      supplierId: filters.supplierId || undefined,
    },
    { enabled: locationId !== "" && horizonDays !== null, placeholderData: keepPreviousData },
  );
  const columns = useMemo(() => restockColumns(), []);
  const table = useDataTable({
    data: report.data?.rows,
    columns,
    getRowId: (row) => row.productId,
    state: { rowSelection: selection },
    onRowSelectionChange: setSelection,
    enableRowSelection: true,
  });

  const failure = locations.error ?? report.error;
  if (failure)
    return (
      <PageError
        error={failure}
        permission="CAN_VIEW_REPORTS"
        onRetry={() => void (locations.error ? locations.refetch() : report.refetch())}
      />
    );
  if (!locations.data) return <PageSpinner label="Loading locations" />;
  if (locations.data.length === 0)
    return (
      <EmptyState icon={PackageCheck} title="No locations to report on">
        You may see reports of no location of this company.
      </EmptyState>
    );

  const rows = report.data?.rows ?? [];
  const selected = rows.filter((row) => selection[row.productId]);
  const orderPath = (chosen: readonly RestockReportRow[]) =>
    paths.create({ locationId, productIds: chosen.map((row) => row.productId) });
  const createOrder = () => {
    const bySupplier = supplierGroups(selected);
    if (bySupplier.length > 1) setGroups(bySupplier);
    else void navigate(orderPath(selected));
  };
  const change = (key: keyof RestockFilterValues, value: string) => {
    setSelection({});
    setFilters((current) => ({ ...current, [key]: value }));
  };
  const locationName = locations.data.find((location) => location.id === locationId)?.name ?? "";
  const exportCsv = () =>
    downloadCsv(
      `restock-${locationName.replace(/\W+/g, "-").toLowerCase()}.csv`,
      restockCsvHeader,
      restockCsvRows(rows),
    );

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Restock report"
        description={`Products at or under their reorder point, or running out within ${horizonDays ?? "N"} days at the last 30 days' sales rate. Suggested quantities cover the next 30 days.`}
        actions={
          <div className="no-print flex gap-2">
            <Button variant="outline" onClick={exportCsv} disabled={rows.length === 0}>
              <Download aria-hidden /> Export CSV
            </Button>
            <Button onClick={createOrder} disabled={selected.length === 0}>
              <ShoppingCart aria-hidden /> Create purchase order
              {selected.length > 0 ? ` (${selected.length})` : ""}
            </Button>
          </div>
        }
      />
      <Card className="gap-0 py-0">
        <RestockFilters
          values={{ ...filters, locationId }}
          locations={locations.data}
          categories={report.data?.categories ?? []}
          suppliers={report.data?.suppliers ?? []}
          onChange={change}
        />
        {horizonDays !== null && (
          <CardContent className="px-0" aria-busy={report.isFetching}>
            <DataTable
              table={table}
              loading={!report.data}
              empty={
                <EmptyState icon={PackageCheck} title="Nothing to restock">
                  No product at {locationName} is at its reorder point or runs out within {horizonDays} days
                  with these filters.
                </EmptyState>
              }
            />
          </CardContent>
        )}
      </Card>
      <RestockOrderDialog groups={groups} orderPath={orderPath} onClose={() => setGroups(null)} />
    </div>
  );
}
