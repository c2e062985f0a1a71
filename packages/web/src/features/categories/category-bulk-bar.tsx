import { X } from "lucide-react";
import { toast } from "sonner";
import type { Category, ComplianceCategoryId } from "@pos/core/catalog/category.schema";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { CategorySelect, ComplianceSelect } from "./category-pickers";
import { findNode, flattenTree, plural, subtreeIds } from "./tree-helpers";

type CategoryBulkBarProps = {
  companyId: number;
  tree: Category[];
  selectedIds: string[];
  onDone: () => void;
};

const topLevel = "__top__";

/** Changes several categories in one save: all of them change, or none. */
export function CategoryBulkBar({ companyId, tree, selectedIds, onDone }: CategoryBulkBarProps) {
  const utils = trpc.useUtils();
  const update = trpc.catalog.categories.update.useMutation({
    onSuccess: async (next, input) => {
      utils.catalog.categories.list.setData({ companyId, filtered: false }, next);
      toast.success(`${plural(input.categories.length, "category", "categories")} updated`);
      onDone();
      await utils.catalog.categories.list.invalidate({ companyId });
    },
    onError: (error) => toast.error("The categories were not changed", { description: errorMessage(error) }),
  });
  const moving = new Set(
    selectedIds.flatMap((id) => {
      const node = findNode(tree, id);
      return node ? [...subtreeIds(node)] : [];
    }),
  );
  const destinations = flattenTree(tree).filter((option) => !option.isSystem && !moving.has(option.id));
  const count = selectedIds.length;

  return (
    <div
      role="region"
      aria-label="Change the selected categories"
      className="flex flex-wrap items-center gap-3 border-b bg-primary/5 px-4 py-2.5"
    >
      <span className="text-sm font-medium">{plural(count, "category", "categories")} selected</span>
      <div className="w-60">
        <ComplianceSelect
          aria-label="Set the compliance category of the selected categories"
          value={null}
          allowNone={false}
          placeholder="Set compliance category…"
          onChange={(complianceCategoryId: ComplianceCategoryId | null) =>
            update.mutate({ companyId, categories: selectedIds.map((id) => ({ id, complianceCategoryId })) })
          }
          disabled={update.isPending}
        />
      </div>
      <div className="w-60">
        <CategorySelect
          aria-label="Move the selected categories under"
          value={null}
          options={[{ id: topLevel, name: "Top level", depth: 0, isSystem: false }, ...destinations]}
          placeholder="Move under…"
          onChange={(parent) =>
            update.mutate({
              companyId,
              categories: selectedIds.map((id) => ({
                id,
                parentCategoryId: parent === topLevel ? null : parent,
              })),
            })
          }
          disabled={update.isPending}
        />
      </div>
      {update.isPending && <Spinner label="Saving" />}
      <Button variant="ghost" size="sm" className="ml-auto" onClick={onDone} disabled={update.isPending}>
        <X aria-hidden />
        Clear selection
      </Button>
    </div>
  );
}
