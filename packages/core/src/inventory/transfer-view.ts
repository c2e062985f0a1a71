import { readItems } from "../catalog/product-store";
import { AppError } from "../common/errors";
import { Transfer, type TransferItem } from "./transfer.entity";
import { transferMessages, type TransferSummary, type TransferView } from "./transfer.schema";
import { Batch, noBatch } from "./stock.entity";
import { readStock, stockKeyOf } from "./stock-ledger";

/** The transfer as stored, read with strong consistency (every change is conditioned on what was read). */
export async function readTransfer(companyId: number, transferId: string): Promise<TransferItem> {
  const item = (await Transfer.get({ companyId, transferId }).go({ consistent: true })).data;
  if (!item) throw new AppError("NOT_FOUND", transferMessages.notFound);
  return item;
}

export const toTransferSummary = (item: TransferItem): TransferSummary => ({
  id: item.transferId,
  number: item.number,
  fromLocationId: item.fromLocationId,
  toLocationId: item.toLocationId,
  status: item.status,
  lineCount: item.lines.length,
  units: item.lines.reduce((sum, line) => sum + line.quantity, 0),
  receivedUnits: item.lines.reduce((sum, line) => sum + line.receivedQuantity, 0),
  createDate: item.createDate,
  sentDate: item.sentDate ?? null,
  completeDate: item.completeDate ?? null,
});

/** The transfer with its lines named (product, SKU, lot) and, for a draft, what the source holds of each. */
export async function toTransferView(item: TransferItem): Promise<TransferView> {
  const { companyId } = item;
  const lotted = item.lines.filter((line) => line.batchId !== noBatch);
  const [products, batches, stock] = await Promise.all([
    readItems(
      companyId,
      item.lines.map((line) => line.productId),
    ),
    lotted.length === 0
      ? Promise.resolve([])
      : Batch.get(lotted.map(({ productId, batchId }) => ({ companyId, productId, batchId })))
          .go()
          .then((result) => result.data),
    item.status === "draft"
      ? readStock(
          companyId,
          item.lines.map((line) => ({ ...line, locationId: item.fromLocationId })),
        )
      : Promise.resolve(null),
  ]);
  const productById = new Map(products.map((product) => [product.productId, product]));
  const lotById = new Map(batches.map((batch) => [`${batch.productId}/${batch.batchId}`, batch.lotNumber]));
  return {
    ...toTransferSummary(item),
    notes: item.notes,
    createdBy: { id: item.createdById, name: item.createdByName },
    updateDate: item.updateDate,
    value: Math.round(
      item.lines.reduce((sum, line) => sum + (line.sent ? line.quantity * (line.unitCost ?? 0) : 0), 0),
    ),
    lines: item.lines.map((line) => {
      const product = productById.get(line.productId);
      return {
        id: line.lineId,
        productId: line.productId,
        productName: product?.name ?? "Deleted product",
        sku: product?.sku ?? null,
        barcode: product?.barcode ?? null,
        batchId: line.batchId === noBatch ? null : line.batchId,
        lotNumber: lotById.get(`${line.productId}/${line.batchId}`) ?? null,
        quantity: line.quantity,
        receivedQuantity: line.receivedQuantity,
        unitCost: line.unitCost ?? null,
        sent: line.sent,
        available: stock
          ? (stock.get(stockKeyOf({ ...line, locationId: item.fromLocationId }))?.quantity ?? 0)
          : null,
      };
    }),
  };
}
