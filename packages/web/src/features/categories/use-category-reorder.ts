import { useRef } from "react";
import { toast } from "sonner";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { reorderTree } from "./tree-helpers";

/**
 * Reorders siblings at once on screen and saves in the background; a refused save puts the old order back.
 * The moved row's move button keeps the keyboard focus.
 */
export function useCategoryReorder(companyId: number) {
  const utils = trpc.useUtils();
  const key = { companyId, filtered: false };
  const reorder = trpc.catalog.categories.reorder.useMutation();
  const latest = useRef(0);

  return (parentCategoryId: string | null, orderedIds: string[], movedId: string) => {
    const call = ++latest.current;
    const focused = document.activeElement?.getAttribute("data-move");
    const previous = utils.catalog.categories.list.getData(key);
    if (previous)
      utils.catalog.categories.list.setData(key, reorderTree(previous, parentCategoryId, orderedIds));
    if (focused) {
      requestAnimationFrame(() => {
        const row = document.querySelector(`[data-category-row="${CSS.escape(movedId)}"]`);
        const buttons = ["up", "down"].map((way) =>
          row?.querySelector<HTMLButtonElement>(`[data-move="${way}"]`),
        );
        const same = buttons.find(
          (button) => button?.getAttribute("data-move") === focused && !button.disabled,
        );
        (same ?? buttons.find((button) => button && !button.disabled))?.focus();
      });
    }
    reorder.mutate(
      { companyId, parentCategoryId, orderedIds },
      {
        onSuccess: (tree) => {
          // An older answer would undo a newer move still on its way.
          if (call === latest.current) utils.catalog.categories.list.setData(key, tree);
          void utils.catalog.categories.list.invalidate({ companyId, filtered: true });
        },
        onError: (error) => {
          if (previous) utils.catalog.categories.list.setData(key, previous);
          toast.error("The new order was not saved", { description: errorMessage(error) });
        },
      },
    );
  };
}
