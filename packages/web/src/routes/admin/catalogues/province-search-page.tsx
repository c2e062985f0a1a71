import { keepPreviousData } from "@tanstack/react-query";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { PageHeader } from "@/components/layout/page-header";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { catalogueColumns } from "@/features/province-catalog/catalogue-columns";
import { CatalogueNav } from "@/features/province-catalog/catalogue-nav";
import {
  CatalogueEmpty,
  CatalogueSearchFields,
  useCatalogueSearch,
} from "@/features/province-catalog/catalogue-search";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

export function ProvinceSearchPage() {
  const paging = useCursorPagination<Record<string, string>>();
  const filters = useCatalogueSearch(paging.first);
  const search = trpc.provinceCatalog.provinceProducts.search.useQuery(
    { province: filters.province, query: filters.query, limit: paging.limit, lastEvaluatedKey: paging.key },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(() => catalogueColumns(), []);
  const table = useDataTable({ data: search.data?.items, columns, getRowId: (product) => product.sku });

  return (
    <div className="mx-auto grid max-w-screen-xl grid-cols-[minmax(0,1fr)] gap-6">
      <CatalogueNav area="provinceProducts" />
      <PageHeader
        title="Province products"
        description="The provincial wholesalers' product lists, by province."
      />
      <Card className="gap-0 py-0">
        <div className="flex flex-wrap items-center gap-3 border-b p-4">
          <CatalogueSearchFields
            search={filters}
            label="Search province products"
            placeholder="Name, SKU or GTIN"
          />
        </div>
        {search.error ? (
          <div className="p-6">
            <Alert variant="destructive">
              <AlertDescription>{errorMessage(search.error)}</AlertDescription>
            </Alert>
          </div>
        ) : (
          <>
            <DataTable
              table={table}
              loading={!search.data}
              empty={
                <CatalogueEmpty
                  query={filters.query}
                  matching="Names are matched from their start; SKUs and GTINs exactly."
                  fill="Import this province's list first."
                />
              }
            />
            <CursorPagination
              className="border-t p-3"
              paging={paging}
              nextKey={search.data?.lastEvaluatedKey}
              disabled={search.isFetching}
            />
          </>
        )}
      </Card>
    </div>
  );
}
