import type {
  InventoryOverviewPage,
  InventoryOverviewInput,
} from "@pos/core/inventory/inventory-overview.schema";
import { downloadCsv } from "@/lib/csv-file";
import { overviewCsvHeader, overviewCsvRows } from "./overview-csv";

/** Reads every page of the overview with these filters and saves it as a CSV file. */
export async function exportOverview(
  input: Omit<InventoryOverviewInput, "cursor" | "limit">,
  fetchPage: (input: InventoryOverviewInput) => Promise<InventoryOverviewPage>,
  categoryName: (categoryId: string | null) => string | null,
  fileName: string,
): Promise<number> {
  const rows: InventoryOverviewPage["rows"] = [];
  let cursor: string | null = null;
  do {
    const page: InventoryOverviewPage = await fetchPage({ ...input, cursor, limit: 50 });
    rows.push(...page.rows);
    cursor = page.nextCursor;
  } while (cursor);
  downloadCsv(fileName, overviewCsvHeader, overviewCsvRows(rows, categoryName));
  return rows.length;
}
