import { randomUUID } from "node:crypto";
import { readItems } from "../catalog/product-store";
import { AppError } from "../common/errors";
import type { CompanyItem } from "../company/company.entity";
import { conversionMessages, type ConvertInput } from "./conversion.schema";
import { Batch, noBatch, type BatchItem } from "./stock.entity";
import { stockKeyOf, type StockKey } from "./stock-ledger";
import { resolveStockTargets, tracksLots, type StockTarget } from "./stock-targets";

type Line = ConvertInput["from"];

export interface ConversionTargets {
  source: StockTarget & { lot: BatchItem | null };
  /** `newLot`: a lot this conversion creates for the output (it carries the source's lot number and expiry). */
  outputs: (StockTarget & { lot: BatchItem | null; newLot: boolean; quantity: number })[];
}

async function readLots(companyId: number, keys: readonly StockKey[]): Promise<Map<string, BatchItem>> {
  const wanted = keys.filter((key) => key.batchId !== noBatch);
  if (wanted.length === 0) return new Map();
  const found = await Batch.get(
    wanted.map(({ productId, batchId }) => ({ companyId, productId, batchId })),
  ).go();
  return new Map(found.data.map((lot) => [`${lot.productId}/${lot.batchId}`, lot]));
}

/** The output's lot that carries the source lot (same number and expiry), or a new one copying it. */
async function carriedLot(companyId: number, productId: string, source: BatchItem, at: string) {
  const lots = await Batch.query.byProduct({ companyId, productId }).go({ pages: "all" });
  const same = lots.data.find(
    (lot) => lot.lotNumber === source.lotNumber && (lot.expiryDate ?? null) === (source.expiryDate ?? null),
  );
  if (same) return { lot: same, newLot: false };
  const lot: BatchItem = {
    companyId,
    productId,
    batchId: randomUUID().slice(0, 12),
    lotNumber: source.lotNumber,
    expiryDate: source.expiryDate,
    packagedDate: source.packagedDate,
    createDate: at,
    updateDate: at,
  };
  return { lot, newLot: true };
}

/**
 * Checks every reference of a conversion (a 400 for each bad one, before anything is written): the location,
 * products that hold stock, lots of those products, no product both in and out, no output twice. A lot-tracked
 * output without a lot takes the source's lot: a lot of its own with the same number and expiry.
 */
export async function conversionTargets(
  company: CompanyItem,
  locationId: string,
  from: Required<Line>,
  outputs: readonly Required<Line>[],
  at: string,
): Promise<ConversionTargets> {
  const { companyId } = company;
  if (outputs.some((output) => output.productId === from.productId))
    throw new AppError("INVALID_INPUT", conversionMessages.sameProduct);
  const products = new Map(
    (await readItems(companyId, [from.productId, ...outputs.map((output) => output.productId)])).map(
      (item) => [item.productId, item],
    ),
  );
  const carries = outputs.map((output) => {
    const product = products.get(output.productId);
    return output.batchId === null && product !== undefined && tracksLots(company, product);
  });
  const [[source, ...explicit], carried] = await Promise.all([
    resolveStockTargets(company, [
      { locationId, ...from },
      ...outputs.filter((_, index) => !carries[index]).map((output) => ({ locationId, ...output })),
    ]),
    // Their lot comes from the source: checked here as products that hold stock, the lot is settled below.
    resolveStockTargets(
      { ...company, isBatchTracking: false },
      outputs.filter((_, index) => carries[index]).map((output) => ({ locationId, ...output })),
    ),
  ]);
  const lots = await readLots(companyId, [source!.key, ...explicit.map((target) => target.key)]);
  const sourceLot = lots.get(`${source!.key.productId}/${source!.key.batchId}`) ?? null;
  if (carried.length > 0 && !sourceLot)
    throw new AppError("INVALID_INPUT", conversionMessages.sourceLotRequired(carried[0]!.product.name));
  const carriedLots = await Promise.all(
    carried.map((target) => carriedLot(companyId, target.product.productId, sourceLot!, at)),
  );
  let nextExplicit = 0;
  let nextCarried = 0;
  const resolved = outputs.map((output, index) => {
    if (!carries[index]) {
      const target = explicit[nextExplicit++]!;
      const lot = lots.get(`${target.key.productId}/${target.key.batchId}`) ?? null;
      return { ...target, lot, newLot: false, quantity: output.quantity };
    }
    const target = carried[nextCarried]!;
    const { lot, newLot } = carriedLots[nextCarried++]!;
    return {
      ...target,
      key: { ...target.key, batchId: lot.batchId },
      lot,
      newLot,
      quantity: output.quantity,
    };
  });
  if (new Set(resolved.map((output) => stockKeyOf(output.key))).size !== resolved.length)
    throw new AppError("INVALID_INPUT", conversionMessages.duplicateOutput);
  return { source: { ...source!, lot: sourceLot }, outputs: resolved };
}
