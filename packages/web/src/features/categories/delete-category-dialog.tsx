import { toast } from "sonner";
import type { Category } from "@pos/core/catalog/category.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { plural } from "./tree-helpers";

type DeleteCategoryDialogProps = {
  companyId: number;
  category: Category | null;
  onClose: () => void;
  onMergeInstead: (category: Category) => void;
};

/** A category still holding products or subcategories cannot be deleted: the dialog offers to merge it instead. */
export function DeleteCategoryDialog({
  companyId,
  category,
  onClose,
  onMergeInstead,
}: DeleteCategoryDialogProps) {
  const utils = trpc.useUtils();
  const remove = trpc.catalog.categories.delete.useMutation({
    onSuccess: async () => {
      toast.success(`"${category?.name ?? ""}" was deleted`);
      onClose();
      await utils.catalog.categories.list.invalidate({ companyId });
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  const held = category
    ? [
        category.productCount > 0 ? plural(category.productCount, "product") : "",
        category.childCategories.length > 0
          ? plural(category.childCategories.length, "subcategory", "subcategories")
          : "",
      ].filter(Boolean)
    : [];

  if (category && held.length > 0) {
    return (
      <AlertDialog open onOpenChange={(open) => !open && close()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>"{category.name}" cannot be deleted yet</AlertDialogTitle>
            <AlertDialogDescription>
              It has {held.join(" and ")}. Merge it into another category to move them all at once, or move
              them one by one, then delete it.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button onClick={() => onMergeInstead(category)}>Merge instead…</Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );
  }

  return (
    <ConfirmDialog
      open={category !== null}
      onOpenChange={(open) => !open && close()}
      title={`Delete "${category?.name ?? ""}"?`}
      description={<p>The category is empty: no products and no subcategories. It is removed for good.</p>}
      confirmLabel="Delete category"
      onConfirm={() => category && remove.mutate({ companyId, categoryId: category.id })}
      pending={remove.isPending}
      error={remove.error && { title: "The category was not deleted", message: errorMessage(remove.error) }}
    />
  );
}
