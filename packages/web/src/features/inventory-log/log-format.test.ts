import { describe, expect, it } from "vitest";
import { documentPath } from "./log-format";

describe("documentPath", () => {
  it("opens an audit at the location of its ledger entry", () => {
    expect(documentPath("audit", "7", "loc 2")).toBe("inventory/audit/7?locationId=loc+2");
  });

  it("links transfers, sales and purchase orders by id alone, and adjustments nowhere", () => {
    expect(documentPath("transfer", "3", "loc-2")).toBe("inventory/transfer/editTransfer/3");
    expect(documentPath("payment", "pay/1", "loc-2")).toBe("sales/list/pay%2F1");
    expect(documentPath("purchaseOrder", "9", "loc-2")).toBe("purchaseOrders/editPurchaseOrder/9");
    expect(documentPath("adjustment", "a-1", "loc-2")).toBeNull();
  });
});
