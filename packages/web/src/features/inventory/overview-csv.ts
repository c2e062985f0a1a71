import type { OverviewRow } from "@pos/core/inventory/inventory-overview.schema";

const dollars = (cents: number): string => (cents / 100).toFixed(2);

export const overviewCsvHeader = [
  "Product",
  "SKU",
  "Barcode",
  "Category",
  "Lot",
  "Expiry",
  "On hand",
  "Reorder point",
  "Low stock",
  "Unit cost",
  "Value at cost",
] as const;

/** One line per product, then one per lot of a lot-tracked product (money in dollars, as spreadsheets read it). */
export function overviewCsvRows(
  rows: readonly OverviewRow[],
  categoryName: (categoryId: string | null) => string | null,
): (string | number)[][] {
  return rows.flatMap((row) => {
    const name = row.parentName ? `${row.parentName} ${row.name}` : row.name;
    const base = [name, row.sku ?? "", row.barcode ?? "", categoryName(row.categoryId) ?? ""];
    return [
      [
        ...base,
        "",
        "",
        row.onHand,
        row.reorderPoint ?? "",
        row.lowStock ? "yes" : "no",
        dollars(row.unitCost),
        dollars(row.value),
      ],
      ...row.lots.map((lot) => [
        ...base,
        lot.lotNumber,
        lot.expiryDate ?? "",
        lot.onHand,
        "",
        "",
        dollars(lot.unitCost),
        dollars(lot.value),
      ]),
    ];
  });
}
