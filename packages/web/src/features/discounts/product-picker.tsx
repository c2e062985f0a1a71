import type { ProductListRow } from "@pos/core/catalog/listing.schema";
import { formatCents } from "@pos/core/common/money";
import { ProductSearchPicker } from "@/components/shared/product-search-picker";
import { trpc } from "@/lib/trpc";

export type PickedProduct = Pick<ProductListRow, "id" | "name" | "price">;

type ProductPickerProps = {
  companyId: number;
  label: string;
  placeholder?: string;
  onPick: (product: PickedProduct) => void;
};

/** Finds active products by name, SKU or barcode; a variant is offered under its master. */
export function ProductPicker({ companyId, ...props }: ProductPickerProps) {
  const useResults = (query: string) => {
    const found = trpc.catalog.products.list.useQuery(
      { companyId, searchQuery: query, limit: 20, offset: 0 },
      { enabled: query.length > 0, placeholderData: (previous) => previous },
    );
    const options: PickedProduct[] = (found.data?.products ?? []).flatMap((row) =>
      row.children.length > 0
        ? row.children.map((child) => ({
            id: child.id,
            name: `${row.name} – ${child.name}`,
            price: child.price,
          }))
        : [{ id: row.id, name: row.name, price: row.price }],
    );
    return { options, isFetching: found.isFetching };
  };
  return (
    <ProductSearchPicker
      {...props}
      useResults={useResults}
      emptyText="No product matches"
      detail={(product) => formatCents(product.price)}
    />
  );
}
