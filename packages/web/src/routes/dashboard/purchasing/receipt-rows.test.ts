import { describe, expect, it } from "vitest";
import type { OrderProductChoice, PurchaseOrderView } from "@pos/core/purchasing/purchase-order-view.schema";
import { overReceived, receiptRequests, rowsProblem, withScan } from "./receipt-rows";

const line = (
  id: string,
  productId: string,
  name: string,
  lotTracked: boolean,
  quantity: number,
  received = 0,
) => ({
  id,
  productId,
  productName: name,
  sku: null,
  barcode: null,
  lotTracked,
  batchId: null,
  lotNumber: null,
  quantity,
  unitCost: 100,
  total: quantity * 100,
  receivedQuantity: received,
  returnedQuantity: 0,
  lots: [],
});
const order = {
  id: "7",
  lines: [line("1", "p-gum", "Gummies", false, 10, 4), line("2", "p-flw", "Flower", true, 6)],
} as unknown as PurchaseOrderView;
const choice = (productId: string, lotNumber: string | null): OrderProductChoice => ({
  productId,
  name: productId,
  sku: null,
  barcode: null,
  lotTracked: lotNumber !== null,
  unitCost: 0,
  onHand: 0,
  lots: [],
  scanned: lotNumber ? { lotNumber, expiryDate: "2027-12-31", packagedDate: null } : null,
});

describe("receipt rows", () => {
  it("counts each scan on its line and lot, and refuses a product not on the order", () => {
    let rows = withScan([], order, choice("p-flw", "A"))!;
    rows = withScan(rows, order, choice("p-flw", "A"))!;
    rows = withScan(rows, order, choice("p-flw", "B"))!;
    rows = withScan(rows, order, choice("p-gum", null))!;
    expect(rows.map((row) => [row.lineId, row.lotNumber, row.expiryDate, row.quantity])).toEqual([
      ["2", "A", "2027-12-31", "2"],
      ["2", "B", "2027-12-31", "1"],
      ["1", "", "", "1"],
    ]);
    expect(withScan(rows, order, choice("p-other", null))).toBeNull();
    expect(rowsProblem(rows)).toBeNull();
    expect(rowsProblem([{ ...rows[0]!, lotNumber: " " }])).toBe("Enter the lot number of Flower");
  });

  it("names lines that would pass what was ordered, and splits a receipt into requests of 49 rows", () => {
    const rows = withScan([], order, choice("p-gum", null))!.map((row) => ({ ...row, quantity: "7" }));
    expect(overReceived(rows, order)).toEqual([{ name: "Gummies", ordered: 10, after: 11 }]);
    const many = Array.from({ length: 50 }, (_, index) => ({
      ...rows[0]!,
      key: String(index),
      quantity: "1",
    }));
    const requests = receiptRequests(many, { companyId: 1, purchaseOrderId: "7" }, "r", true);
    expect(
      requests.map((request) => [request.receiptId, request.lines.length, request.allowOverReceipt]),
    ).toEqual([
      ["r-0", 49, true],
      ["r-1", 1, true],
    ]);
  });
});
