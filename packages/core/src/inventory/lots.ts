import { readItem } from "../catalog/product-store";
import { AppError } from "../common/errors";
import { inventoryMessages } from "./inventory-log.schema";
import { batchesOf, createBatch } from "./stock";
import { ZCreateBatchInput, type BatchView, type CreateBatchInput } from "./stock.schema";
import { readInventoryCompany, tracksLots } from "./stock-targets";

const lotMessages = {
  notLotTracked: (name: string) => `${name} is not tracked by lot`,
} as const;

/**
 * A lot of a product kept by lot, as printed on the package; the product's lot with the same number when it
 * has one already (typing it again, or a retry, makes no second lot).
 */
export async function addLot(input: CreateBatchInput): Promise<BatchView> {
  const data = ZCreateBatchInput.parse(input);
  const [company, product, lots] = await Promise.all([
    readInventoryCompany(data.companyId),
    readItem(data.companyId, data.productId),
    batchesOf(data.companyId, data.productId),
  ]);
  if (!product || product.isDeleted) throw new AppError("INVALID_INPUT", inventoryMessages.unknownProduct);
  if (!tracksLots(company, product))
    throw new AppError("INVALID_INPUT", lotMessages.notLotTracked(product.name));
  const same = lots.find((lot) => lot.lotNumber.toLowerCase() === data.lotNumber.toLowerCase());
  return same ?? createBatch(data);
}
