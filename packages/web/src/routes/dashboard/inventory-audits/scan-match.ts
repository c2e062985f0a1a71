import { gs1Messages, gtinKey, parseGs1 } from "@pos/core/payments/gs1";
import type { SheetLot, SheetRow } from "@pos/core/inventory/inventory-audit.schema";

export type ScanTarget =
  | { found: true; productId: string; batchId: string | null; name: string }
  | { found: false; message: string };

const digitsOnly = /^\d{8,14}$/;

/**
 * A scanned or typed code to the stock item it counts: a product's barcode or SKU, or a GS1 code whose GTIN (01)
 * names the product and lot (10) the lot. A product tracked by lot needs the lot: a plain barcode picks its only
 * lot on the sheet, else asks for the GS1 code.
 */
export function matchScan(code: string, rows: readonly SheetRow[], lots: readonly SheetLot[]): ScanTarget {
  const text = code.trim();
  if (!text) return { found: false, message: "Scan or type a barcode, SKU or name" };
  const byProduct = (productId: string) => rows.filter((row) => row.productId === productId);
  let productId: string | undefined;
  let lot: string | null = null;
  const parsed = parseGs1(text);
  if (parsed.ok || parsed.reason !== gs1Messages.notGs1) {
    if (!parsed.ok) return { found: false, message: `Could not read the code: ${parsed.reason}` };
    productId = rows.find(
      (row) => row.barcode && gtinKey(row.barcode) === gtinKey(parsed.data.gtin),
    )?.productId;
    lot = parsed.data.lot;
  } else {
    const lower = text.toLowerCase();
    productId = (
      rows.find((row) => row.barcode === text) ??
      (digitsOnly.test(text)
        ? rows.find((row) => row.barcode && gtinKey(row.barcode) === gtinKey(text))
        : undefined) ??
      rows.find((row) => row.sku?.toLowerCase() === lower) ??
      rows.find((row) => row.name.toLowerCase() === lower)
    )?.productId;
  }
  if (!productId) return { found: false, message: `No product in this audit for ${text}` };
  const productRows = byProduct(productId);
  const name = productRows[0]!.name;
  const productLots = lots.filter((entry) => entry.productId === productId);
  if (productLots.length === 0 && productRows.every((row) => row.batchId === null))
    return { found: true, productId, batchId: null, name };
  if (lot !== null) {
    const match = productLots.find((entry) => entry.lotNumber === lot);
    return match
      ? { found: true, productId, batchId: match.batchId, name: `${name} (lot ${match.lotNumber})` }
      : { found: false, message: `Lot ${lot} of ${name} is not known` };
  }
  const lotted = productRows.filter((row) => row.batchId !== null);
  if (lotted.length === 1)
    return {
      found: true,
      productId,
      batchId: lotted[0]!.batchId,
      name: `${name} (lot ${lotted[0]!.lotNumber})`,
    };
  return {
    found: false,
    message: `${name} is counted by lot: scan its GS1 code or count the lot in the list`,
  };
}
