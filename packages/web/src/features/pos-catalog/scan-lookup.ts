import { gs1Messages, gtinKey, parseGs1 } from "@pos/core/payments/gs1";
import type { PosProduct } from "@pos/core/payments/pos-data.schema";
import { skuKey, type CatalogIndex } from "./catalog-index";

export type ScanMatch =
  | {
      found: true;
      product: PosProduct;
      /** The lot the code names (GS1 AI 10), when the register knows it. */
      batchId: string | null;
      /** A lot number the code carried that matches none of the product's lots: the cashier picks the lot. */
      unknownLot: string | null;
    }
  | { found: false; message: string };

export const scanMessages = {
  notFound: (code: string) => `No product found for ${code}`,
  unreadable: (reason: string) => `Could not read the code: ${reason}`,
} as const;

/** A printable form of a scanned code (GS1's group separators shown as spaces). */
export const printable = (code: string): string => code.replaceAll("\u001d", " ").trim();

/**
 * A scanned code to a product (and its lot): the barcode first (the common case, one Map lookup), then a GS1 element
 * string by its GTIN (AI 01) and lot (AI 10), then a GTIN with or without its leading zeros, then the SKU.
 */
export function resolveScan(index: CatalogIndex, code: string): ScanMatch {
  const text = code.trim();
  const exact = productAt(index, index.byBarcode.get(text));
  if (exact) return { found: true, product: exact, batchId: null, unknownLot: null };
  const parsed = parseGs1(text);
  if (parsed.ok || parsed.reason !== gs1Messages.notGs1) {
    if (!parsed.ok) return { found: false, message: scanMessages.unreadable(parsed.reason) };
    const product = productAt(index, index.byGtin.get(gtinKey(parsed.data.gtin)));
    if (!product) return notFound(text);
    const lot = parsed.data.lot;
    if (lot === null) return { found: true, product, batchId: null, unknownLot: null };
    const batchId = index.lotIdOf(product, lot);
    return { found: true, product, batchId, unknownLot: batchId === null ? lot : null };
  }
  const product =
    (/^\d{8,14}$/.test(text) ? productAt(index, index.byGtin.get(gtinKey(text))) : undefined) ??
    productAt(index, index.bySku.get(skuKey(text)));
  return product ? { found: true, product, batchId: null, unknownLot: null } : notFound(text);
}

function notFound(text: string): ScanMatch {
  return { found: false, message: scanMessages.notFound(printable(text)) };
}

function productAt(index: CatalogIndex, id: string | undefined): PosProduct | undefined {
  return id === undefined ? undefined : index.get(id);
}
