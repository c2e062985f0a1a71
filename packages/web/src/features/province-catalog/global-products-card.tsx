import { keepPreviousData } from "@tanstack/react-query";
import { PackageSearch } from "lucide-react";
import { useMemo, useState } from "react";
import type { CatalogueProvince, GlobalProduct } from "@pos/core/province-catalog/catalogue-product.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { Pagination } from "@/components/shared/pagination";
import { SearchInput } from "@/components/shared/search-input";
import { useDebouncedValue } from "@/components/shared/use-debounced-value";
import { useOffsetPagination } from "@/components/shared/use-pagination";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { trpc } from "@/lib/trpc";
import { catalogueColumns } from "./catalogue-columns";
import { ProvincePicker } from "./province-picker";

/** The global catalogue of one province, browsed with limit, offset and query. */
export function GlobalProductsCard() {
  const [province, setProvince] = useState<CatalogueProvince>("ON");
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim(), 500);
  const paging = useOffsetPagination();
  const products = trpc.provinceCatalog.globalCatalog.products.useQuery(
    { province, query, limit: paging.limit, offset: paging.offset },
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
          <ProvincePicker
            value={province}
            onChange={(next) => {
              setProvince(next);
              paging.first();
            }}
          />
          <SearchInput
            className="w-full max-w-sm"
            aria-label="Search the global catalog"
            placeholder="Search by name"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              paging.first();
            }}
          />
        </div>
      </CardHeader>
      <DataTable
        table={table}
        loading={!products.data}
        empty={
          <div className="p-6">
            <EmptyState
              icon={PackageSearch}
              title={query ? "No product matches this search" : "No products yet"}
            >
              {query
                ? "Names are matched from their start."
                : "Upload this province's catalog with Import change set."}
            </EmptyState>
          </div>
        }
      />
      <Pagination
        className="border-t p-3"
        mode="offset"
        pageSize={paging.limit}
        onPageSizeChange={paging.setLimit}
        canPrevious={paging.canPrevious}
        canNext={products.data?.hasMore ?? false}
        onFirst={paging.first}
        onPrevious={paging.previous}
        onNext={paging.next}
        disabled={products.isFetching}
      />
    </Card>
  );
}
