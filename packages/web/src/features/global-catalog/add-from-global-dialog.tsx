import { keepPreviousData } from "@tanstack/react-query";
import { Check, Globe, Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { provinceLabels } from "@pos/core/province-catalog/catalogue-product.schema";
import { OffsetPagination } from "@/components/shared/offset-pagination";
import { SearchInput } from "@/components/shared/search-input";
import { useDebouncedValue } from "@/components/shared/use-debounced-value";
import { useOffsetPagination } from "@/components/shared/use-pagination";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

/** The catalogue screen's "Add from global catalog": a product of the platform's catalogue becomes the company's. */
export function AddFromGlobalDialog({ companyId }: { companyId: number }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim(), 500);
  const paging = useOffsetPagination();
  const utils = trpc.useUtils();
  const page = trpc.provinceCatalog.globalCatalog.companyProducts.useQuery(
    { companyId, query, limit: paging.limit, offset: paging.offset },
    { enabled: open, placeholderData: keepPreviousData },
  );
  const add = trpc.provinceCatalog.globalCatalog.addToCompany.useMutation();

  async function addProduct(globalProductId: string, name: string) {
    try {
      await add.mutateAsync({ companyId, globalProductId });
      toast.success(`${name} was added to your products. Set its price and category before selling it.`);
      await Promise.all([
        utils.provinceCatalog.globalCatalog.companyProducts.invalidate(),
        utils.catalog.products.list.invalidate(),
      ]);
    } catch (error) {
      toast.error(serverMessageOr(error, "An error occurred while importing this product"));
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Globe aria-hidden />
          Add from global catalog
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Add from global catalog</DialogTitle>
          <DialogDescription>
            {page.data ? `${provinceLabels[page.data.province]}: ` : ""}products with their brand, format and
            potency filled in.
          </DialogDescription>
        </DialogHeader>
        <SearchInput
          aria-label="Search the global catalog"
          placeholder="Search by name"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            paging.first();
          }}
        />
        {!page.data ? (
          <Skeleton className="h-48 w-full" />
        ) : page.data.items.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">No product matches this search.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Global catalog products">
            {page.data.items.map((product) => {
              const added = page.data.added.includes(product.globalProductId);
              return (
                <li
                  key={product.globalProductId}
                  className="flex items-center justify-between gap-3 px-3 py-2"
                >
                  <div className="grid min-w-0">
                    <span className="truncate font-medium">{product.name}</span>
                    <span className="truncate text-sm text-muted-foreground">
                      {[product.brand, product.category, product.format, product.sku]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </div>
                  <Button
                    size="sm"
                    variant={added ? "ghost" : "default"}
                    disabled={added || add.isPending}
                    aria-label={added ? `${product.name} added` : `Add ${product.name}`}
                    onClick={() => void addProduct(product.globalProductId, product.name)}
                  >
                    {added ? <Check aria-hidden /> : <Plus aria-hidden />}
                    {added ? "Added" : "Add"}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <OffsetPagination paging={paging} hasMore={page.data?.hasMore ?? false} disabled={page.isFetching} />
      </DialogContent>
    </Dialog>
  );
}
