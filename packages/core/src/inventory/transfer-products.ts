import { matchingRows } from "../catalog/listing-index";
import type { ProductListRow } from "../catalog/listing.schema";
import { readItems } from "../catalog/product-store";
import { gtinKey, parseGs1 } from "../payments/gs1";
import { noBatch, Stock } from "./stock.entity";
import { batchesOf } from "./stock";
import { readInventoryCompany, tracksLots } from "./stock-targets";
import {
  ZTransferProductSearch,
  type TransferProductChoice,
  type TransferProductSearch,
} from "./transfer.schema";

const shown = 20;

type Row = Omit<ProductListRow, "children">;

/** Rows that hold stock themselves, the product and its children alike. */
const stockHolders = (rows: readonly ProductListRow[]): Row[] =>
  rows.flatMap((row) => [row, ...row.children]).filter((row) => row.trackInventory && !row.isMasterProduct);

/**
 * The products a scan or search finds, with what the source location holds of each (per lot for lot-tracked
 * products). A GS1 element string finds the product by its GTIN and names the lot by its number.
 */
export async function findTransferProducts(input: TransferProductSearch): Promise<TransferProductChoice[]> {
  const { companyId, locationId, query } = ZTransferProductSearch.parse(input);
  const text = query.trim();
  if (text === "") return [];
  const company = await readInventoryCompany(companyId);
  const gs1 = parseGs1(text);
  let rows: Row[];
  let scannedLot: string | null = null;
  if (gs1.ok) {
    const key = gtinKey(gs1.data.gtin);
    rows = stockHolders(await matchingRows({ companyId, view: "active" })).filter(
      (row) => row.barcode !== null && /^\d+$/.test(row.barcode) && gtinKey(row.barcode) === key,
    );
    scannedLot = gs1.data.lot;
  } else {
    const lowered = text.toLowerCase();
    rows = stockHolders(await matchingRows({ companyId, view: "active", searchQuery: text })).sort(
      (a, b) =>
        Number([b.barcode, b.sku].some((code) => code?.toLowerCase() === lowered)) -
        Number([a.barcode, a.sku].some((code) => code?.toLowerCase() === lowered)),
    );
  }
  const found = rows.slice(0, shown);
  const [products, ...stock] = await Promise.all([
    readItems(
      companyId,
      found.map((row) => row.id),
    ),
    ...found.map((row) =>
      Stock.query.byLocation({ companyId, locationId, productId: row.id }).go({ pages: "all" }),
    ),
  ]);
  const byId = new Map(products.map((product) => [product.productId, product]));
  const held = new Map(
    stock
      .flatMap((result) => result.data)
      .map((item) => [`${item.productId}/${item.batchId}`, item.quantity]),
  );
  return Promise.all(
    found.map(async (row): Promise<TransferProductChoice> => {
      const product = byId.get(row.id);
      const lotTracked = product ? tracksLots(company, product) : false;
      const lots = lotTracked
        ? (await batchesOf(companyId, row.id))
            .map((batch) => ({
              id: batch.id,
              lotNumber: batch.lotNumber,
              expiryDate: batch.expiryDate,
              available: held.get(`${row.id}/${batch.id}`) ?? 0,
            }))
            .sort((a, b) => (a.expiryDate ?? "9999").localeCompare(b.expiryDate ?? "9999"))
        : [];
      return {
        productId: row.id,
        name: row.name,
        sku: row.sku,
        barcode: row.barcode,
        lotTracked,
        lots,
        available: lotTracked
          ? lots.reduce((sum, lot) => sum + lot.available, 0)
          : (held.get(`${row.id}/${noBatch}`) ?? 0),
        scannedLotId: lots.find((lot) => lot.lotNumber === scannedLot)?.id ?? null,
      };
    }),
  );
}
