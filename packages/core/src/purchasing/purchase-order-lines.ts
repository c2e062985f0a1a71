import { SupplierEntity } from "../catalog/supplier.entity";
import { readItems } from "../catalog/product-store";
import { AppError } from "../common/errors";
import { inventoryMessages } from "../inventory/inventory-log.schema";
import { noBatch } from "../inventory/stock.entity";
import { assertLocations, readInventoryCompany, resolveStockTargets } from "../inventory/stock-targets";
import type { PurchaseOrderLineItem } from "./purchase-order.entity";
import {
  purchaseOrderMessages as messages,
  type OrderLineInput,
  type ReturnReason,
} from "./purchase-order.schema";
import { readOrder } from "./purchase-order-view";
import { assertReturnable } from "./purchase-order-return";

export interface OrderFields {
  companyId: number;
  isReturn: boolean;
  supplierId: string;
  locationId: string;
  reason: ReturnReason | null;
  sourceOrderId: string | null;
  lines: Required<OrderLineInput>[];
}

/** The order's checks that need no stock: supplier, location, products, lots, and a return's reason and source. */
export async function checkedLines(fields: OrderFields): Promise<PurchaseOrderLineItem[]> {
  const { companyId } = fields;
  const [supplier, company] = await Promise.all([
    SupplierEntity.get({ companyId, supplierId: fields.supplierId }).go(),
    readInventoryCompany(companyId),
    assertLocations(companyId, [fields.locationId]),
  ]);
  if (!supplier.data) throw new AppError("INVALID_INPUT", messages.unknownSupplier);
  const seen = new Set<string>();
  const duplicate = (key: string, name: string) => {
    if (seen.has(key)) throw new AppError("INVALID_INPUT", messages.duplicateLine(name));
    seen.add(key);
  };
  if (!fields.isReturn) {
    const products = new Map(
      (
        await readItems(
          companyId,
          fields.lines.map((line) => line.productId),
        )
      ).map((item) => [item.productId, item]),
    );
    return fields.lines.map((line, index) => {
      const product = products.get(line.productId);
      if (!product || product.isDeleted)
        throw new AppError("INVALID_INPUT", inventoryMessages.unknownProduct);
      if (!product.trackInventory)
        throw new AppError("INVALID_INPUT", inventoryMessages.notTracked(product.name));
      if (line.batchId) throw new AppError("INVALID_INPUT", inventoryMessages.unknownLot);
      duplicate(line.productId, product.name);
      return { ...lineOf(line, index), batchId: noBatch };
    });
  }
  if (!fields.reason) throw new AppError("INVALID_INPUT", messages.reasonRequired);
  const targets = await resolveStockTargets(
    company,
    fields.lines.map((line) => ({ ...line, locationId: fields.locationId })),
  );
  const lines = fields.lines.map((line, index) => {
    const { key, product } = targets[index]!;
    duplicate(`${key.productId}/${key.batchId}`, product.name);
    return { ...lineOf(line, index), batchId: key.batchId };
  });
  if (fields.sourceOrderId) {
    const source = await readOrder(companyId, fields.sourceOrderId);
    assertReturnable(
      source,
      fields,
      lines,
      new Map(targets.map((target) => [target.key.productId, target.product.name])),
    );
  }
  return lines;
}

const lineOf = (line: Required<OrderLineInput>, index: number): Omit<PurchaseOrderLineItem, "batchId"> => ({
  lineId: String(index + 1),
  productId: line.productId,
  quantity: line.quantity,
  unitCost: line.unitCost,
  lots: [],
});
