import { AppError } from "../common/errors";
import { isFeatureEnabled } from "../company/feature-flags";
import { Product } from "./product.entity";
import type { ProductDraft } from "./product.schema";

export const barcodeTaken = (barcode: string, name: string) =>
  `The barcode ${barcode} is already used by "${name}". With single barcode validation each barcode names one product.`;

/**
 * With the company's singleBarcodeValidation flag on, a barcode (of the product, a child or a location override)
 * names one product: a save that repeats one in itself or takes another live product's is refused.
 * `productIds`: the product's own items (master and kept children), which may keep theirs.
 */
export async function assertSingleBarcodes(
  companyId: number,
  product: ProductDraft,
  productIds: readonly string[],
): Promise<void> {
  const items = [product, ...product.childProducts];
  const own = items.map((item) => ({
    name: item.name,
    barcodes: [
      ...new Set(
        [item.barcode, ...item.locationOverrides.map((override) => override.barcode)].flatMap(
          (code) => code ?? [],
        ),
      ),
    ],
  }));
  const all = own.flatMap((item) => item.barcodes);
  if (all.length === 0 || !(await isFeatureEnabled(companyId, "singleBarcodeValidation"))) return;
  const repeated = all.find((code, index) => all.indexOf(code) !== index);
  if (repeated) {
    const name = own.find((item) => item.barcodes.includes(repeated))?.name ?? product.name;
    throw new AppError("INVALID_INPUT", barcodeTaken(repeated, name));
  }
  const wanted = new Set(all);
  const others = await Product.query
    .byCompany({ companyId })
    .where((attributes, { eq }) => eq(attributes.isDeleted, false))
    .go({ pages: "all", attributes: ["productId", "name", "barcode", "locationOverrides"] });
  for (const other of others.data) {
    if (productIds.includes(other.productId)) continue;
    const overrides = Array.isArray(other.locationOverrides)
      ? (other.locationOverrides as { barcode?: unknown }[])
      : [];
    const codes = [other.barcode, ...overrides.map((override) => override.barcode)];
    const clash = codes.find((code): code is string => typeof code === "string" && wanted.has(code));
    if (clash) throw new AppError("INVALID_INPUT", barcodeTaken(clash, other.name));
  }
}
