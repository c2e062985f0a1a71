import { randomUUID } from "node:crypto";
import { nowIso } from "../common/clock";
import { systemLedgerActor } from "./inventory-log.schema";
import { Batch, noBatch, Stock, type BatchItem, type StockItem } from "./stock.entity";
import { applyStockChanges, stockKeyOf } from "./stock-ledger";
import {
  ZCreateBatchInput,
  ZSetStockInput,
  type BatchView,
  type CreateBatchInput,
  type SetStockInput,
  type StockLevel,
} from "./stock.schema";

export const toStockLevel = (item: StockItem): StockLevel => ({
  productId: item.productId,
  batchId: item.batchId === noBatch ? null : item.batchId,
  quantity: item.quantity,
  updateDate: item.updateDate,
});

export const toBatchView = (item: BatchItem): BatchView => ({
  id: item.batchId,
  productId: item.productId,
  lotNumber: item.lotNumber,
  expiryDate: item.expiryDate ?? null,
  packagedDate: item.packagedDate ?? null,
});

/**
 * Sets what a location holds of a product (or of one lot of it) by a correction in the ledger: the seed's and
 * tests' way to put stock in place. Optionally at a unit cost (cents).
 */
export async function setStock(input: SetStockInput): Promise<StockLevel> {
  const data = ZSetStockInput.parse(input);
  const key = { locationId: data.locationId, productId: data.productId, batchId: data.batchId ?? noBatch };
  const plan = await applyStockChanges(
    [key],
    (states) => {
      const difference = data.quantity - (states.get(stockKeyOf(key))?.quantity ?? 0);
      return difference === 0
        ? []
        : [
            {
              ...key,
              quantity: difference,
              type: "ADJUSTMENT",
              reason: "correction",
              unitCost: data.unitCost,
              productName: data.productId,
            },
          ];
    },
    {
      companyId: data.companyId,
      actor: systemLedgerActor,
      at: nowIso(),
      document: null,
      blockNegative: false,
      costOption: "weightedAverage",
    },
  );
  const written = plan.stock[0]?.item;
  return written
    ? toStockLevel(written)
    : { productId: key.productId, batchId: data.batchId, quantity: data.quantity, updateDate: nowIso() };
}

export async function stockAtLocation(companyId: number, locationId: string): Promise<StockLevel[]> {
  const result = await Stock.query.byLocation({ companyId, locationId }).go({ pages: "all" });
  return result.data.map(toStockLevel);
}

export async function createBatch(input: CreateBatchInput): Promise<BatchView> {
  const data = ZCreateBatchInput.parse(input);
  const at = nowIso();
  const item: BatchItem = {
    companyId: data.companyId,
    productId: data.productId,
    batchId: randomUUID().slice(0, 12),
    lotNumber: data.lotNumber,
    expiryDate: data.expiryDate ?? undefined,
    packagedDate: data.packagedDate ?? undefined,
    createDate: at,
    updateDate: at,
  };
  await Batch.create(item).go();
  return toBatchView(item);
}

export async function batchesOf(companyId: number, productId: string): Promise<BatchView[]> {
  const result = await Batch.query.byProduct({ companyId, productId }).go({ pages: "all" });
  return result.data.map(toBatchView);
}
