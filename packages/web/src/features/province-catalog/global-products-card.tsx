import { keepPreviousData } from "@tanstack/react-query";
import { useMemo } from "react";
import type { GlobalProduct } from "@pos/core/province-catalog/catalogue-product.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { OffsetPagination } from "@/components/shared/offset-pagination";
import { useOffsetPagination } from "@/components/shared/use-pagination";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { trpc } from "@/lib/trpc";
import { catalogueColumns } from "./catalogue-columns";
import { CatalogueEmpty, CatalogueSearchFields, useCatalogueSearch } from "./catalogue-search";

/** The global catalogue of one province, browsed with limit, offset and query. */
export function GlobalProductsCard() {
  const paging = useOffsetPagination();
  const search = useCatalogueSearch(paging.first);
  const products = trpc.provinceCatalog.globalCatalog.products.useQuery(
    { province: search.province, query: search.query, limit: paging.limit, offset: paging.offset },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(() => catalogueColumns<GlobalProduct>(), []);
  const table = useDataTable({
    data: products.data?.items,
    columns,
    getRowId: (product) => product.globalProductId,
  });
  return (
    <Card className="gap-0 py-0">
      <CardHeader className="border-b py-4">
        <CardTitle>Products</CardTitle>
        <div className="flex flex-wrap items-center gap-3 pt-2">
          <CatalogueSearchFields
            search={search}
            label="Search the global catalog"
            placeholder="Search by name"
          />
        </div>
      </CardHeader>
      <DataTable
        table={table}
        loading={!products.data}
        empty={
          <CatalogueEmpty
            query={search.query}
            matching="Names are matched from their start."
            fill="Upload this province's catalog with Import change set."
          />
        }
      />
      <OffsetPagination
        className="border-t p-3"
        paging={paging}
        hasMore={products.data?.hasMore ?? false}
        disabled={products.isFetching}
      />
    </Card>
  );
}
