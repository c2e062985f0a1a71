import type { ConversionProduct } from "@pos/core/inventory/conversion.schema";
import { ProductSearchPicker } from "@/components/shared/product-search-picker";
import { trpc } from "@/lib/trpc";

type StockProductPickerProps = {
  companyId: number;
  locationId: string;
  label: string;
  placeholder?: string;
  onPick: (product: ConversionProduct) => void;
};

/** Finds products that hold stock by name, SKU or barcode. */
export function StockProductPicker({ companyId, locationId, ...props }: StockProductPickerProps) {
  const useResults = (query: string) => {
    const found = trpc.inventoryConversions.products.useQuery(
      { companyId, locationId, searchQuery: query },
      { enabled: query.length > 0, placeholderData: (previous) => previous },
    );
    return { options: found.data ?? [], isFetching: found.isFetching };
  };
  return (
    <ProductSearchPicker
      {...props}
      useResults={useResults}
      emptyText="No product that holds stock matches"
      detail={(product) => product.sku ?? ""}
    />
  );
}
