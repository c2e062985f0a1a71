import { maxMoveLines, type ReceivePurchaseOrderInput } from "@pos/core/purchasing/purchase-order.schema";
import {
  type OrderProductChoice,
  type PurchaseOrderView,
} from "@pos/core/purchasing/purchase-order-view.schema";

/** A row of a receipt being entered: units of one order line (and, for lot-tracked products, one lot). */
export type ReceiptRow = {
  key: string;
  lineId: string;
  name: string;
  lotTracked: boolean;
  lotNumber: string;
  expiryDate: string;
  packagedDate: string;
  quantity: string;
};

/**
 * The rows with one package scanned: one more unit on the row of its line and lot, or a new row. Null when the
 * product is not on the order.
 */
export function withScan(
  rows: ReceiptRow[],
  order: PurchaseOrderView,
  choice: OrderProductChoice,
): ReceiptRow[] | null {
  const line = order.lines.find((entry) => entry.productId === choice.productId);
  if (!line) return null;
  const lotNumber = line.lotTracked ? (choice.scanned?.lotNumber ?? "") : "";
  const key = `${line.id}/${lotNumber}`;
  const existing = rows.find((row) => row.key === key);
  if (existing)
    return rows.map((row) =>
      row === existing ? { ...row, quantity: String((Number(row.quantity) || 0) + 1) } : row,
    );
  return [
    ...rows,
    {
      key,
      lineId: line.id,
      name: line.productName,
      lotTracked: line.lotTracked,
      lotNumber,
      expiryDate: choice.scanned?.expiryDate ?? "",
      packagedDate: choice.scanned?.packagedDate ?? "",
      quantity: "1",
    },
  ];
}

/** Rows for everything still due (lot-tracked lines get a row whose lot number is still to be typed). */
export const dueRows = (order: PurchaseOrderView): ReceiptRow[] =>
  order.lines
    .filter((line) => line.receivedQuantity < line.quantity)
    .map((line) => ({
      key: `${line.id}/due`,
      lineId: line.id,
      name: line.productName,
      lotTracked: line.lotTracked,
      lotNumber: "",
      expiryDate: "",
      packagedDate: "",
      quantity: String(line.quantity - line.receivedQuantity),
    }));

export function rowsProblem(rows: ReceiptRow[]): string | null {
  for (const row of rows) {
    const quantity = Number(row.quantity);
    if (row.quantity.trim() === "" || !Number.isFinite(quantity) || quantity <= 0)
      return `Enter a quantity more than 0 for ${row.name}`;
    if (row.lotTracked && row.lotNumber.trim() === "") return `Enter the lot number of ${row.name}`;
  }
  return null;
}

/** Lines that would end up with more than ordered: name, ordered and the total after this receipt. */
export function overReceived(rows: ReceiptRow[], order: PurchaseOrderView) {
  return order.lines.flatMap((line) => {
    const arriving = rows
      .filter((row) => row.lineId === line.id)
      .reduce((sum, row) => sum + (Number(row.quantity) || 0), 0);
    const after = line.receivedQuantity + arriving;
    return arriving > 0 && after > line.quantity
      ? [{ name: line.productName, ordered: line.quantity, after }]
      : [];
  });
}

/** The receipt's requests: 49 rows each, each with its own id derived from the receipt's. */
export function receiptRequests(
  rows: ReceiptRow[],
  ref: { companyId: number; purchaseOrderId: string },
  receiptId: string,
  allowOverReceipt: boolean,
): ReceivePurchaseOrderInput[] {
  const requests: ReceivePurchaseOrderInput[] = [];
  for (let start = 0; start < rows.length; start += maxMoveLines)
    requests.push({
      ...ref,
      receiptId: `${receiptId}-${start / maxMoveLines}`,
      allowOverReceipt,
      lines: rows.slice(start, start + maxMoveLines).map((row) => ({
        lineId: row.lineId,
        quantity: Number(row.quantity),
        lot: row.lotTracked
          ? {
              lotNumber: row.lotNumber.trim(),
              expiryDate: row.expiryDate || null,
              packagedDate: row.packagedDate || null,
            }
          : null,
      })),
    });
  return requests;
}
