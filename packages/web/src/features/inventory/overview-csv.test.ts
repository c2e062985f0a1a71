import { describe, expect, it } from "vitest";
import type { OverviewRow } from "@pos/core/inventory/inventory-overview.schema";
import { overviewCsvHeader, overviewCsvRows } from "./overview-csv";

const row: OverviewRow = {
  productId: "p1",
  name: "Mango",
  parentName: "Vape",
  sku: "V-M",
  barcode: null,
  categoryId: "c1",
  onHand: 6,
  reorderPoint: 8,
  reorderPointIsDefault: false,
  lowStock: true,
  unitCost: 466.67,
  value: 2800,
  lots: [{ batchId: "b1", lotNumber: "A1", expiryDate: "2027-01-31", onHand: 2, unitCost: 400, value: 800 }],
};

describe("overview CSV", () => {
  it("writes a product line and a line per lot, money in dollars", () => {
    const lines = overviewCsvRows([row], (id) => (id === "c1" ? "Vapes" : null));
    expect(lines).toEqual([
      ["Vape Mango", "V-M", "", "Vapes", "", "", 6, 8, "yes", "4.67", "28.00"],
      ["Vape Mango", "V-M", "", "Vapes", "A1", "2027-01-31", 2, "", "", "4.00", "8.00"],
    ]);
    expect(lines[0]).toHaveLength(overviewCsvHeader.length);
  });
});
