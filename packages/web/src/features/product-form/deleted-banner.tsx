import { ArchiveRestore, TriangleAlert } from "lucide-react";
import { toast } from "sonner";
import type { Product } from "@pos/core/catalog/product.schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

/** A deleted product: not listed or sold until restored (undelete). */
export function DeletedBanner(props: {
  companyId: number;
  productId: string;
  onRestored: (product: Product) => void;
}) {
  const undelete = trpc.catalog.products.undelete.useMutation();
  return (
    <Alert className="border-amber-300 bg-amber-50 text-amber-900">
      <TriangleAlert aria-hidden />
      <AlertTitle>This product is deleted</AlertTitle>
      <AlertDescription className="grid gap-3 text-amber-900/90">
        <p>
          It is not listed or sold until you restore it. Restoring makes it, and its child products, active.
        </p>
        {undelete.error && <p className="text-destructive">{errorMessage(undelete.error)}</p>}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={undelete.isPending}
          onClick={() =>
            undelete.mutate(
              { companyId: props.companyId, productId: props.productId },
              {
                onSuccess: (product) => {
                  toast.success(`${product.name} was restored`);
                  props.onRestored(product);
                },
              },
            )
          }
        >
          {undelete.isPending ? <Spinner label="Restoring" /> : <ArchiveRestore aria-hidden />}
          Restore product
        </Button>
      </AlertDescription>
    </Alert>
  );
}
