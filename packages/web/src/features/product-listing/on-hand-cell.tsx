import { createContext, useContext } from "react";
import type { ProductListRow } from "@pos/core/catalog/listing.schema";
import { Dash } from "./product-cells";
import { formatMeasure } from "./product-columns";

/**
 * On hand per product id at the chosen location (or all); undefined while it loads. A context rather than a
 * column input: the figures arrive after the page, and rebuilding the columns would remount every cell (an open
 * row menu would close).
 */
export const OnHandContext = createContext<ReadonlyMap<string, number> | undefined>(undefined);

export function OnHandCell({ product }: { product: Omit<ProductListRow, "children"> }) {
  const onHand = useContext(OnHandContext);
  if (!product.trackInventory) return <Dash title="Does not track inventory" />;
  const value = onHand?.get(product.id);
  return value === undefined ? <Dash /> : <>{formatMeasure(value)}</>;
}
