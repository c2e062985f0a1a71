import { readItem } from "../catalog/product-store";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { inventoryMessages } from "./inventory-log.schema";
import { ReorderPoint } from "./reorder-point.entity";
import { ZReorderPointInput, type ReorderPointInput } from "./inventory-overview.schema";
import { assertLocations } from "./stock-targets";

/** The products' own reorder points at the location (one BatchGetItem per 100 products). */
export async function reorderPointsAt(
  companyId: number,
  locationId: string,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return new Map();
  const result = await ReorderPoint.get(
    unique.map((productId) => ({ companyId, locationId, productId })),
  ).go();
  return new Map(result.data.map((item) => [item.productId, item.reorderPoint]));
}

/**
 * Sets a product's reorder point at a location (over all its lots), or (null) removes it so the company's default
 * applies. The location and the product must be the company's, and the product must track inventory.
 */
export async function setReorderPoint(
  input: ReorderPointInput,
): Promise<{ productId: string; reorderPoint: number | null }> {
  const data = ZReorderPointInput.parse(input);
  const [product] = await Promise.all([
    readItem(data.companyId, data.productId),
    assertLocations(data.companyId, [data.locationId]),
  ]);
  if (!product || product.isDeleted) throw new AppError("INVALID_INPUT", inventoryMessages.unknownProduct);
  if (!product.trackInventory)
    throw new AppError("INVALID_INPUT", inventoryMessages.notTracked(product.name));
  const key = { companyId: data.companyId, locationId: data.locationId, productId: data.productId };
  if (data.reorderPoint === null) await ReorderPoint.delete(key).go();
  else await ReorderPoint.put({ ...key, reorderPoint: data.reorderPoint, updateDate: nowIso() }).go();
  return { productId: data.productId, reorderPoint: data.reorderPoint };
}
