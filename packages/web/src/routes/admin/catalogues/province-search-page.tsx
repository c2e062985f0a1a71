import { keepPreviousData } from "@tanstack/react-query";
import { PackageSearch } from "lucide-react";
import { useMemo, useState } from "react";
import type { CatalogueProvince } from "@pos/core/province-catalog/catalogue-product.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { PageHeader } from "@/components/layout/page-header";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { SearchInput } from "@/components/shared/search-input";
import { useDebouncedValue } from "@/components/shared/use-debounced-value";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { catalogueColumns } from "@/features/province-catalog/catalogue-columns";
import { CatalogueNav } from "@/features/province-catalog/catalogue-nav";
import { ProvincePicker } from "@/features/province-catalog/province-picker";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

/** admin.md 9: the province search waits 500 ms after typing. */
const searchDebounceMs = 500;

export function ProvinceSearchPage() {
  const [province, setProvince] = useState<CatalogueProvince>("ON");
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim(), searchDebounceMs);
  const paging = useCursorPagination<Record<string, string>>();
  const search = trpc.provinceCatalog.provinceProducts.search.useQuery(
    { province, query, limit: paging.limit, lastEvaluatedKey: paging.key },
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
          <ProvincePicker
            value={province}
            onChange={(next) => {
              setProvince(next);
              paging.first();
            }}
          />
          <SearchInput
            className="w-full max-w-sm"
            aria-label="Search province products"
            placeholder="Name, SKU or GTIN"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              paging.first();
            }}
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
                <div className="p-6">
                  <EmptyState
                    icon={PackageSearch}
                    title={query ? "No product matches this search" : "No products yet"}
                  >
                    {query
                      ? "Names are matched from their start; SKUs and GTINs exactly."
                      : "Import this province's list first."}
                  </EmptyState>
                </div>
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
