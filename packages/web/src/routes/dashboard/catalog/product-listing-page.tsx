import { keepPreviousData } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import type { ProductListPage, ProductListRow } from "@pos/core/catalog/listing.schema";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { Pagination } from "@/components/shared/pagination";
import { Button } from "@/components/ui/button";
import { DataTableViewOptions } from "@/components/data-table/data-table-view-options";
import { Card } from "@/components/ui/card";
import { flattenCategories } from "@/components/catalog-filters/category-options";
import { DeleteProductDialog } from "@/features/product-listing/delete-product-dialog";
import { ExportButton } from "@/features/product-listing/export-button";
import { AddFromGlobalDialog } from "@/features/global-catalog/add-from-global-dialog";
import { useFeature } from "@/hooks/use-feature";
import { ListingEmpty } from "@/features/product-listing/listing-empty";
import { hasFilters } from "@/features/product-listing/listing-params";
import { ListingToolbar } from "@/features/product-listing/listing-toolbar";
import { PageChangeError } from "@/features/product-listing/page-change-error";
import { ProductsTable, useProductsTable } from "@/features/product-listing/products-table";
import { useListingColumns } from "@/features/product-listing/use-listing-columns";
import { useListingParams } from "@/features/product-listing/use-listing-params";
import { useThumbnails } from "@/features/product-listing/use-thumbnails";
import { OnHandContext } from "@/features/product-listing/on-hand-cell";
import { allLocations, StockLocationSelect } from "@/features/product-listing/stock-location-select";
import { useOnHand } from "@/features/product-listing/use-on-hand";
import { useUndeleteProduct } from "@/features/product-listing/use-undelete-product";
import { ViewTabs } from "@/features/product-listing/view-tabs";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

export function ProductListingPage() {
  const { company, locations } = useCompany();
  const companyId = company.id;
  const [stockAt, setStockAt] = useState(allLocations);
  const base = `/company/${companyId}/dashboard/productListing`;
  const { params, change, clear } = useListingParams();
  const filters = {
    companyId,
    view: params.view,
    searchQuery: params.searchQuery || undefined,
    selectedSupplierId: params.supplierId,
    selectedCategoryIds: params.categoryIds.length > 0 ? params.categoryIds : undefined,
  };
  const list = trpc.catalog.products.list.useQuery(
    { ...filters, offset: params.offset, limit: params.limit },
    { placeholderData: keepPreviousData },
  );
  const suppliers = trpc.catalog.suppliers.list.useQuery({ companyId });
  const categories = trpc.catalog.categories.list.useQuery({ companyId, filtered: true });
  const columns = useListingColumns();
  const undelete = useUndeleteProduct(companyId);
  const globalCatalog = useFeature("globalCatalog");
  const [deleting, setDeleting] = useState<ProductListRow | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  // The last page shown stays on screen when a page change fails.
  const [shown, setShown] = useState<ProductListPage>();
  if (list.data && list.data !== shown) setShown(list.data);
  const page = list.data ?? (list.isError ? shown : undefined);
  const imageUrl = useThumbnails(companyId, page?.products);
  const onHand = useOnHand(companyId, stockAt, page?.products);

  const categoryOptions = useMemo(
    () => (categories.data ? flattenCategories(categories.data) : undefined),
    [categories.data],
  );
  const actions = useMemo(
    () => ({
      editPath: (productId: string) => `${base}/editProduct/${encodeURIComponent(productId)}`,
      onDelete: (product: ProductListRow) => {
        setDeleting(product);
        setDeleteOpen(true);
      },
      onUndelete: undelete,
    }),
    [base, undelete],
  );
  const context = useMemo(
    () => ({
      supplierNames: new Map((suppliers.data?.items ?? []).map((supplier) => [supplier.id, supplier.name])),
      categoryNames: new Map((categoryOptions ?? []).map((option) => [option.id, option])),
      imageUrl,
      timeZone: company.timezone,
    }),
    [suppliers.data, categoryOptions, imageUrl, company.timezone],
  );

  const ready = page && suppliers.data && categories.data && !columns.loading;
  const table = useProductsTable({
    products: ready ? page.products : undefined,
    columns: columns.columns,
    onColumnsChange: columns.setColumns,
    context,
    actions,
    deletedView: params.view === "deleted",
  });

  const failed = [suppliers, categories].find((query) => query.error) ?? (page ? undefined : list);
  if (failed?.error) {
    return (
      <PageError
        error={failed.error}
        permission="CAN_MANAGE_PRODUCTS"
        onRetry={() => void failed.refetch()}
      />
    );
  }

  const addButton = (
    <Button asChild>
      <Link to={`${base}/addProduct`}>
        <Plus aria-hidden />
        Add product
      </Link>
    </Button>
  );
  const empty = ready && page.products.length === 0;

  return (
    <div className="mx-auto grid max-w-screen-2xl grid-cols-[minmax(0,1fr)] gap-5">
      <PageHeader
        title="Products"
        description="Everything you sell. Search, filter and open a product to edit it."
        actions={
          <>
            <ExportButton filters={filters} />
            {globalCatalog.enabled && <AddFromGlobalDialog companyId={companyId} />}
            {addButton}
          </>
        }
      />
      <Card className="gap-0 py-0">
        <div className="grid gap-3 border-b p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ViewTabs value={params.view} onChange={(view) => change({ view })} />
            {page && (
              <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
                {page.count.toLocaleString("en-CA")} {page.count === 1 ? "product" : "products"}
              </p>
            )}
          </div>
          <ListingToolbar
            params={params}
            onChange={change}
            onClear={clear}
            suppliers={suppliers.data?.items}
            categories={categoryOptions}
            columnChooser={
              <>
                <StockLocationSelect locations={locations} value={stockAt} onChange={setStockAt} />
                <DataTableViewOptions
                  table={table}
                  title="Extra columns"
                  onReset={columns.reset}
                  disabled={columns.loading}
                />
              </>
            }
          />
        </div>
        {list.isError && <PageChangeError error={list.error} onRetry={() => void list.refetch()} />}
        {empty ? (
          <div className="p-6">
            <ListingEmpty
              view={params.view}
              filtered={hasFilters(params)}
              pastEnd={page.count > 0}
              addButton={addButton}
              onClearFilters={clear}
              onFirstPage={() => change({ offset: 0 })}
            />
          </div>
        ) : (
          <OnHandContext value={onHand}>
            <ProductsTable table={table} loading={!ready} stale={list.isPlaceholderData} />
          </OnHandContext>
        )}
      </Card>
      {page && page.count > 0 && (
        <Pagination
          mode="offset"
          pageSize={params.limit}
          onPageSizeChange={(limit) => change({ limit })}
          canPrevious={params.offset > 0}
          canNext={params.offset + params.limit < page.count}
          onFirst={() => change({ offset: 0 })}
          onPrevious={() => change({ offset: params.offset - params.limit })}
          onNext={() => change({ offset: params.offset + params.limit })}
          summary={
            page.products.length > 0
              ? `${page.offset + 1}–${page.offset + page.products.length} of ${page.count.toLocaleString("en-CA")}`
              : undefined
          }
          disabled={list.isPlaceholderData}
        />
      )}
      <DeleteProductDialog
        companyId={companyId}
        product={deleting}
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        onUndelete={undelete}
      />
    </div>
  );
}
