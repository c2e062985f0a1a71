import type { ProductItem } from "../catalog/product.entity";
import { cannabisCategoryIds, isCannabis } from "./product-gate";

/**
 * What the OCS tracks is exactly what the gate treats as cannabis (product-gate.ts `isCannabis`): the company's
 * categories are read once and the returned check is used per product. Other products' ledger entries leave the
 * outbox as "skipped".
 */
export async function ocsReportableCheck(
  companyId: number,
): Promise<(product: ProductItem | undefined) => boolean> {
  const cannabis = await cannabisCategoryIds(companyId);
  return (product) => product !== undefined && isCannabis(product, cannabis);
}

/** The codes OCS identifies a product by: its OCS SKU (the `ocsSku` field, not the store's SKU) and its GTIN. */
export const ocsCodesOf = (
  product: Pick<ProductItem, "ocsSku" | "gtin"> | undefined,
): { sku: string | null; gtin: string | null } => ({
  sku: product?.ocsSku ?? null,
  gtin: product?.gtin ?? null,
});
