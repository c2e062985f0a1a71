import { toast } from "sonner";
import { defaultProductListColumns, type ProductListColumn } from "@pos/core/catalog/listing.schema";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { orderedColumns } from "./product-columns";

const key = "productListing.columns" as const;

/**
 * The user's chosen extra columns, saved on the server so they follow the user to any device. A choice shows at
 * once; saves run one after another so the last choice is the one kept.
 */
export function useListingColumns() {
  const utils = trpc.useUtils();
  const preference = trpc.preferences.get.useQuery({ key }, { staleTime: Infinity, retry: 1 });
  const save = trpc.preferences.set.useMutation({
    scope: { id: key },
    onMutate: async ({ value }) => {
      await utils.preferences.get.cancel({ key });
      const previous = utils.preferences.get.getData({ key });
      utils.preferences.get.setData({ key }, { key, value, isSaved: true });
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) utils.preferences.get.setData({ key }, context.previous);
      toast.error("Your column choice was not saved", { description: errorMessage(error) });
    },
  });

  const columns: ProductListColumn[] = orderedColumns(preference.data?.value ?? defaultProductListColumns);
  return {
    columns,
    /** Until the saved choice is known (a failed read shows the defaults). */
    loading: preference.isPending && !preference.isError,
    setColumns: (value: ProductListColumn[]) => save.mutate({ key, value: orderedColumns(value) }),
    reset: () => save.mutate({ key, value: defaultProductListColumns }),
  };
}
