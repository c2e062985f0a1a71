import { useCallback } from "react";
import { toast } from "sonner";
import type { ProductListRow } from "@pos/core/catalog/listing.schema";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

/**
 * Undelete needs no confirmation: it takes nothing away, and the product can be deleted again. The callback is
 * stable: the listing's columns depend on it, and new columns remount every cell (an open row menu would close).
 */
export function useUndeleteProduct(companyId: number) {
  const utils = trpc.useUtils();
  const undelete = trpc.catalog.products.undelete.useMutation({
    onSettled: () => utils.catalog.products.list.invalidate({ companyId }),
  });
  const { mutate } = undelete;
  return useCallback(
    (product: ProductListRow) =>
      mutate(
        { companyId, productId: product.id },
        {
          onSuccess: () => toast.success(`${product.name} was undeleted`),
          onError: (error) =>
            toast.error(`${product.name} was not undeleted`, { description: errorMessage(error) }),
        },
      ),
    [companyId, mutate],
  );
}
