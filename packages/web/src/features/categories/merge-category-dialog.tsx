import { useState } from "react";
import { toast } from "sonner";
import type { Category } from "@pos/core/catalog/category.schema";
import { DialogFormFooter } from "@/components/form/dialog-form-footer";
import { FormError } from "@/components/form/form-error";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { CategorySelect } from "./category-pickers";
import { findNode, placesOutside, plural } from "./tree-helpers";

type MergeCategoryDialogProps = {
  companyId: number;
  tree: Category[];
  source: Category | null;
  onClose: () => void;
};

function MergeForm({ companyId, tree, source, onClose }: MergeCategoryDialogProps & { source: Category }) {
  const utils = trpc.useUtils();
  const [targetId, setTargetId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const merge = trpc.catalog.categories.merge.useMutation({
    onSuccess: async (tree) => {
      const target = targetId ? findNode(tree, targetId) : undefined;
      toast.success(`"${source.name}" was merged into "${target?.name ?? "the category"}"`);
      utils.catalog.categories.list.setData({ companyId, filtered: false }, tree);
      onClose();
      await utils.catalog.categories.list.invalidate({ companyId });
    },
  });
  const moving = [
    source.productCount > 0 ? plural(source.productCount, "product") : "",
    source.childCategories.length > 0
      ? plural(source.childCategories.length, "subcategory", "subcategories")
      : "",
  ].filter(Boolean);

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (targetId === null) setMissing(true);
        else merge.mutate({ companyId, categoryId: source.id, targetCategoryId: targetId });
      }}
    >
      <DialogHeader>
        <DialogTitle>Merge "{source.name}"</DialogTitle>
        <DialogDescription>
          {moving.length > 0 ? `Its ${moving.join(" and ")} move` : "Everything in it moves"} to the category
          you choose, then "{source.name}" is deleted. This cannot be undone.
        </DialogDescription>
      </DialogHeader>
      <FormError
        title="The categories were not merged"
        message={merge.error ? errorMessage(merge.error) : null}
      />
      <div className="grid gap-2">
        <Label htmlFor="merge-target" className={missing ? "text-destructive" : undefined}>
          Merge into
        </Label>
        <CategorySelect
          id="merge-target"
          value={targetId}
          onChange={(next) => {
            setTargetId(next);
            setMissing(false);
            merge.reset();
          }}
          options={placesOutside(tree, source.id)}
          placeholder="Choose the category to keep"
          aria-invalid={missing}
          aria-describedby={missing ? "merge-target-message" : undefined}
        />
        {missing && (
          <p id="merge-target-message" className="text-sm text-destructive">
            Choose the category to merge into
          </p>
        )}
      </div>
      <DialogFormFooter
        onCancel={onClose}
        pending={merge.isPending}
        submitLabel={`Merge and delete "${source.name}"`}
        pendingLabel="Merging"
        destructive
      />
    </form>
  );
}

/** Picks the category that receives another's products and subcategories. */
export function MergeCategoryDialog(props: MergeCategoryDialogProps) {
  const { source, onClose } = props;
  return (
    <Dialog open={source !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{source && <MergeForm {...props} source={source} />}</DialogContent>
    </Dialog>
  );
}
