import type { RestockReportRow } from "@pos/core/reports/restock-report.schema";

export type SupplierGroup = { key: string; name: string; rows: RestockReportRow[] };

/** The selection by supplier, by name, products without a supplier last: one purchase order each. */
export function supplierGroups(rows: readonly RestockReportRow[]): SupplierGroup[] {
  const groups = new Map<string, SupplierGroup>();
  for (const row of rows) {
    const key = row.supplierId ?? "";
    const group = groups.get(key) ?? { key, name: row.supplierName ?? "No supplier", rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) => (a.key ? 0 : 1) - (b.key ? 0 : 1) || a.name.localeCompare(b.name),
  );
}
