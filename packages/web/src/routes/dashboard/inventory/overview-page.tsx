import { keepPreviousData } from "@tanstack/react-query";
import { Download, Warehouse } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { formatCents } from "@pos/core/common/money";
import type { OverviewRow } from "@pos/core/inventory/inventory-overview.schema";
import { flattenCategories } from "@/components/catalog-filters/category-options";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { AdjustStockDialog } from "@/features/inventory/adjust-stock-dialog";
import type { AdjustTarget } from "@/features/inventory/adjust-stock-form";
import { exportOverview } from "@/features/inventory/export-overview";
import { CategoryNamesContext } from "@/features/inventory/overview-columns";
import { OverviewFilters } from "@/features/inventory/overview-filters";
import { OverviewTable } from "@/features/inventory/overview-table";
import { formatUnits } from "@/features/inventory/quantity-text";
import { ReorderPointDialog, type ReorderTarget } from "@/features/inventory/reorder-point-dialog";
import { useOverviewFilter } from "@/features/inventory/use-overview-filter";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `inventory/overview`: on hand per product (and lot) at a location, at cost, with low-stock flags. */
export function InventoryOverviewPage() {
  const { company } = useCompany();
  const companyId = company.id;
  const utils = trpc.useUtils();
  const locations = trpc.inventory.locations.useQuery({ companyId });
  const allowed = locations.data?.items ?? [];
  const { filter, change } = useOverviewFilter(allowed.map((location) => location.id));
  const location = allowed.find((entry) => entry.id === filter.locationId);
  const paging = useCursorPagination<string>(50);
  const query = {
    companyId,
    locationId: filter.locationId,
    searchQuery: filter.searchQuery || undefined,
    selectedSupplierId: filter.supplierId,
    selectedCategoryIds: filter.categoryIds.length > 0 ? filter.categoryIds : undefined,
    view: filter.view,
    hideEmpty: filter.hideEmpty,
  };
  const overview = trpc.inventory.overview.useQuery(
    { ...query, cursor: paging.key ?? null, limit: paging.limit },
    { enabled: Boolean(location), placeholderData: keepPreviousData },
  );
  const options = trpc.inventory.filterOptions.useQuery(
    { companyId, locationId: filter.locationId },
    { enabled: Boolean(location) },
  );
  const categories = useMemo(
    () => (options.data ? flattenCategories(options.data.categories) : undefined),
    [options.data],
  );
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);
  const [reordering, setReordering] = useState<ReorderTarget | null>(null);
  const [exporting, setExporting] = useState(false);
  const categoryNames = useMemo(
    () => new Map((categories ?? []).map((option) => [option.id, option.path])),
    [categories],
  );
  const actions = useMemo(
    () => ({
      onAdjust: (product: OverviewRow, batchId: string | null) =>
        setAdjusting({ productId: product.productId, name: product.name, batchId }),
      onReorderPoint: (product: OverviewRow) =>
        setReordering({
          productId: product.productId,
          name: product.name,
          reorderPoint: product.reorderPoint,
          isDefault: product.reorderPointIsDefault,
        }),
    }),
    [],
  );

  const failed = [locations, overview, options].find((entry) => entry.error);
  if (failed?.error)
    return (
      <PageError
        error={failed.error}
        permission="CAN_MANAGE_INVENTORY"
        onRetry={() => void failed.refetch()}
      />
    );
  if (!locations.data) return <PageSpinner />;

  const page = overview.data;
  const onChange = (next: Parameters<typeof change>[0]) => {
    paging.first();
    change(next);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const count = await exportOverview(
        query,
        (input) => utils.inventory.overview.fetch(input),
        (id) => (id ? (categoryNames.get(id) ?? null) : null),
        `inventory-${location?.name ?? "location"}-${new Date().toISOString().slice(0, 10)}.csv`,
      );
      toast.success(`Exported ${count} ${count === 1 ? "product" : "products"}`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="mx-auto grid max-w-screen-2xl grid-cols-[minmax(0,1fr)] gap-5">
      <PageHeader
        title="Inventory overview"
        description="What each location holds, at cost, and what is running low."
        actions={
          location && (
            <>
              <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting || !page}>
                {exporting ? <Spinner label="Exporting" /> : <Download aria-hidden />}
                Export CSV
              </Button>
              <Button asChild>
                <Link to={`/company/${companyId}/dashboard/inventory/update?locationId=${location.id}`}>
                  Update inventory
                </Link>
              </Button>
            </>
          )
        }
      />
      {!location ? (
        <EmptyState icon={Warehouse} title="No location to show">
          Inventory is kept per location. You may manage inventory at none of this company&apos;s locations.
        </EmptyState>
      ) : (
        <>
          <Card className="gap-0 py-0">
            <div className="grid gap-3 border-b p-4">
              <OverviewFilters
                locations={allowed}
                suppliers={options.data?.suppliers}
                categories={categories}
                filter={{ ...filter, hideEmpty: page?.hideEmpty ?? filter.hideEmpty ?? true }}
                onChange={onChange}
              />
              {page && (
                <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm" aria-label="Totals" aria-live="polite">
                  <div className="flex gap-2">
                    <dt className="text-muted-foreground">Products</dt>
                    <dd className="font-medium tabular-nums">{page.count.toLocaleString("en-CA")}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="text-muted-foreground">Units on hand</dt>
                    <dd className="font-medium tabular-nums" data-testid="total-units">
                      {formatUnits(page.totals.units)}
                    </dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="text-muted-foreground">Value at cost</dt>
                    <dd className="font-medium tabular-nums" data-testid="total-value">
                      {formatCents(page.totals.value)}
                    </dd>
                  </div>
                </dl>
              )}
            </div>
            <CategoryNamesContext value={categoryNames}>
              <OverviewTable
                rows={page?.rows}
                actions={actions}
                stale={overview.isPlaceholderData}
                filtered={Boolean(
                  filter.searchQuery || filter.supplierId || filter.categoryIds.length > 0 || page?.hideEmpty,
                )}
              />
            </CategoryNamesContext>
          </Card>
          {page && page.count > 0 && (
            <CursorPagination
              paging={paging}
              nextKey={page.nextCursor}
              disabled={overview.isPlaceholderData}
            />
          )}
          <AdjustStockDialog
            companyId={companyId}
            locationId={location.id}
            locationName={location.name}
            product={adjusting}
            onClose={() => setAdjusting(null)}
          />
          {reordering && (
            <ReorderPointDialog
              companyId={companyId}
              locationId={location.id}
              product={reordering}
              onClose={() => setReordering(null)}
            />
          )}
        </>
      )}
    </div>
  );
}
