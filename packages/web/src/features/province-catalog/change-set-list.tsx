import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { catalogueFileLimits } from "@pos/core/province-catalog/catalogue-product.schema";
import { OffsetPagination } from "@/components/shared/offset-pagination";
import { useOffsetPagination } from "@/components/shared/use-pagination";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { trpc } from "@/lib/trpc";
import { ProductsToAddTable, UpdatedProductsTable } from "./change-set-tables";

type ChangeSetListProps = { importId: string; part: "productsToAdd" | "updatedProducts"; total: number };

/** One list of a change set: its first 10 rows, then every row a page at a time (admin.md 9). */
export function ChangeSetList({ importId, part, total }: ChangeSetListProps) {
  const [all, setAll] = useState(false);
  const paging = useOffsetPagination();
  const page = all
    ? { offset: paging.offset, limit: paging.limit }
    : { offset: 0, limit: catalogueFileLimits.previewRows };
  const options = { placeholderData: keepPreviousData };
  const adds = trpc.provinceCatalog.provinceProducts.productsToAdd.useQuery(
    { importId, ...page },
    { ...options, enabled: part === "productsToAdd" },
  );
  const updates = trpc.provinceCatalog.provinceProducts.updatedProducts.useQuery(
    { importId, ...page },
    { ...options, enabled: part === "updatedProducts" },
  );

  if (total === 0)
    return <p className="px-1 py-6 text-center text-sm text-muted-foreground">Nothing in this list.</p>;
  const loaded = part === "productsToAdd" ? adds.data : updates.data;
  if (!loaded) return <Skeleton className="h-40 w-full" />;
  const last = Math.min(loaded.offset + loaded.items.length, total);
  return (
    <div className="grid gap-3">
      {part === "productsToAdd" && adds.data && <ProductsToAddTable products={adds.data.items} />}
      {part === "updatedProducts" && updates.data && <UpdatedProductsTable entries={updates.data.items} />}
      {all ? (
        <OffsetPagination
          paging={paging}
          hasMore={last < total}
          summary={`${loaded.offset + 1}–${last} of ${total.toLocaleString("en-CA")}`}
        />
      ) : (
        total > catalogueFileLimits.previewRows && (
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>
              First {catalogueFileLimits.previewRows} of {total.toLocaleString("en-CA")}
            </span>
            <Button variant="outline" size="sm" onClick={() => setAll(true)}>
              Show all
            </Button>
          </div>
        )
      )}
    </div>
  );
}
