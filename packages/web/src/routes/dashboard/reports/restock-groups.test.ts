import { describe, expect, it } from "vitest";
import type { RestockReportRow } from "@pos/core/reports/restock-report.schema";
import { supplierGroups } from "./restock-groups";

const row = (
  productId: string,
  supplierId: string | null,
  supplierName: string | null,
): RestockReportRow => ({
  productId,
  name: productId,
  sku: null,
  categoryId: null,
  categoryName: null,
  supplierId,
  supplierName,
  onHand: 0,
  reorderPoint: 1,
  sold: 0,
  dailyRate: 0,
  daysOfCover: null,
  suggested: 1,
  reasons: ["reorderPoint"],
});

describe("the restock selection by supplier", () => {
  it("makes one order per supplier, by name, products without a supplier together and last", () => {
    const groups = supplierGroups([
      row("a", "s2", "Zeta Farms"),
      row("b", null, null),
      row("c", "s1", "Alpha Growers"),
      row("d", "s2", "Zeta Farms"),
    ]);
    expect(groups.map((group) => [group.name, group.rows.map((entry) => entry.productId)])).toEqual([
      ["Alpha Growers", ["c"]],
      ["Zeta Farms", ["a", "d"]],
      ["No supplier", ["b"]],
    ]);
  });

  it("keeps a one-supplier selection in one order", () => {
    expect(supplierGroups([row("a", "s1", "Alpha"), row("b", "s1", "Alpha")])).toHaveLength(1);
  });
});
