import { readItems } from "../catalog/product-store";
import { lotsByExpiry, scanStockProducts } from "./scan-products";
import { noBatch, Stock } from "./stock.entity";
import { readInventoryCompany, tracksLots } from "./stock-targets";
import {
  ZTransferProductSearch,
  type TransferProductChoice,
  type TransferProductSearch,
} from "./transfer.schema";

/**
 * The products a scan or search finds, with what the source location holds of each (per lot for lot-tracked
 * products). A GS1 element string finds the product by its GTIN and names the lot by its number.
 */
export async function findTransferProducts(input: TransferProductSearch): Promise<TransferProductChoice[]> {
  const { companyId, locationId, query } = ZTransferProductSearch.parse(input);
  if (query.trim() === "") return [];
  const [company, { rows: found, gs1 }] = await Promise.all([
    readInventoryCompany(companyId),
    scanStockProducts(companyId, query),
  ]);
  const scannedLot = gs1?.lot ?? null;
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
        ? (await lotsByExpiry(companyId, row.id)).map((batch) => ({
            id: batch.id,
            lotNumber: batch.lotNumber,
            expiryDate: batch.expiryDate,
            available: held.get(`${row.id}/${batch.id}`) ?? 0,
          }))
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
