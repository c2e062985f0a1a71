import { SupplierEntity } from "../catalog/supplier.entity";
import { readItems } from "../catalog/product-store";
import { AppError } from "../common/errors";
import { Batch, noBatch } from "../inventory/stock.entity";
import { readInventoryCompany, tracksLots } from "../inventory/stock-targets";
import { PurchaseOrder, type PurchaseOrderItem, type PurchaseOrderLineItem } from "./purchase-order.entity";
import { purchaseOrderMessages } from "./purchase-order.schema";
import {
  lineTotal,
  orderTotals,
  type PurchaseOrderSummary,
  type PurchaseOrderView,
} from "./purchase-order-view.schema";

/** The order as stored, read with strong consistency (every change is conditioned on what was read). */
export async function readOrder(companyId: number, purchaseOrderId: string): Promise<PurchaseOrderItem> {
  const item = (await PurchaseOrder.get({ companyId, purchaseOrderId }).go({ consistent: true })).data;
  if (!item) throw new AppError("NOT_FOUND", purchaseOrderMessages.notFound);
  return item;
}

export const receivedOf = (line: PurchaseOrderLineItem): number =>
  line.lots.reduce((sum, lot) => sum + lot.received, 0);
export const returnedOf = (line: PurchaseOrderLineItem): number =>
  line.lots.reduce((sum, lot) => sum + lot.returned, 0);

export async function supplierNames(
  companyId: number,
  supplierIds: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(supplierIds)];
  if (unique.length === 0) return new Map();
  const found = await SupplierEntity.get(unique.map((supplierId) => ({ companyId, supplierId }))).go();
  return new Map(found.data.map((item) => [item.supplierId, item.name]));
}

export const toOrderSummary = (item: PurchaseOrderItem, supplierName: string): PurchaseOrderSummary => ({
  id: item.purchaseOrderId,
  number: item.number,
  isReturn: item.isReturn,
  supplierId: item.supplierId,
  supplierName,
  locationId: item.locationId,
  status: item.status,
  lineCount: item.lines.length,
  units: item.lines.reduce((sum, line) => sum + line.quantity, 0),
  receivedUnits: item.lines.reduce((sum, line) => sum + receivedOf(line), 0),
  total: orderTotals(item.lines, item).total,
  createDate: item.createDate,
  orderedDate: item.orderedDate ?? null,
  completeDate: item.completeDate ?? null,
});

/** The order with its lines named (product, SKU, lots) and its totals. */
export async function toOrderView(item: PurchaseOrderItem): Promise<PurchaseOrderView> {
  const { companyId } = item;
  const lotKeys = [
    ...new Set(
      item.lines.flatMap((line) => [
        ...(line.batchId === noBatch ? [] : [`${line.productId}/${line.batchId}`]),
        ...line.lots
          .filter((lot) => lot.batchId !== noBatch)
          .map((lot) => `${line.productId}/${lot.batchId}`),
      ]),
    ),
  ];
  const [company, products, batches, suppliers, source] = await Promise.all([
    readInventoryCompany(companyId),
    readItems(
      companyId,
      item.lines.map((line) => line.productId),
    ),
    lotKeys.length === 0
      ? Promise.resolve([])
      : Batch.get(
          lotKeys.map((key) => {
            const [productId, batchId] = key.split("/") as [string, string];
            return { companyId, productId, batchId };
          }),
        )
          .go()
          .then((result) => result.data),
    supplierNames(companyId, [item.supplierId]),
    item.sourceOrderId
      ? PurchaseOrder.get({ companyId, purchaseOrderId: item.sourceOrderId })
          .go()
          .then((result) => result.data)
      : Promise.resolve(null),
  ]);
  const productById = new Map(products.map((product) => [product.productId, product]));
  const lotById = new Map(batches.map((batch) => [`${batch.productId}/${batch.batchId}`, batch]));
  const lotOf = (productId: string, batchId: string) =>
    batchId === noBatch ? undefined : lotById.get(`${productId}/${batchId}`);
  return {
    ...toOrderSummary(item, suppliers.get(item.supplierId) ?? "Deleted supplier"),
    notes: item.notes,
    reason: item.reason ?? null,
    sourceOrder: source ? { id: source.purchaseOrderId, number: source.number } : null,
    totals: orderTotals(item.lines, item),
    createdBy: { id: item.createdById, name: item.createdByName },
    updateDate: item.updateDate,
    lines: item.lines.map((line) => {
      const product = productById.get(line.productId);
      const own = lotOf(line.productId, line.batchId);
      return {
        id: line.lineId,
        productId: line.productId,
        productName: product?.name ?? "Deleted product",
        sku: product?.sku ?? null,
        barcode: product?.barcode ?? null,
        lotTracked: product ? tracksLots(company, product) : false,
        batchId: line.batchId === noBatch ? null : line.batchId,
        lotNumber: own?.lotNumber ?? null,
        quantity: line.quantity,
        unitCost: line.unitCost,
        total: lineTotal(line),
        receivedQuantity: receivedOf(line),
        returnedQuantity: returnedOf(line),
        lots: line.lots.map((lot) => {
          const batch = lotOf(line.productId, lot.batchId);
          return {
            batchId: lot.batchId === noBatch ? null : lot.batchId,
            lotNumber: batch?.lotNumber ?? null,
            expiryDate: batch?.expiryDate ?? null,
            packagedDate: batch?.packagedDate ?? null,
            received: lot.received,
            returned: lot.returned,
          };
        }),
      };
    }),
  };
}
