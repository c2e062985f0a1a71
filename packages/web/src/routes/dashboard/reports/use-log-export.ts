import { useState } from "react";
import { toast } from "sonner";
import type { InventoryLogQuery } from "@pos/core/inventory/inventory-log-query.schema";
import { logCsvHeader, logCsvRow } from "@/features/inventory-log/log-format";
import { downloadCsv } from "@/lib/csv-file";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

export type ExportState = { rows: number; percent: number };

/** How far through the range (read newest first) an export is, from the date of the last entry read. */
function percentDone(from: string, to: string, lastDate: string | undefined): number {
  if (!lastDate) return 100;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T23:59:59Z`);
  const done = (end - Date.parse(lastDate)) / Math.max(1, end - start);
  return Math.min(99, Math.max(0, Math.round(done * 100)));
}

/** Reads the whole filtered range page by page and downloads it as one CSV file. */
export function useLogExport(query: Omit<InventoryLogQuery, "limit" | "lastEvaluatedKey">, timeZone: string) {
  const utils = trpc.useUtils();
  const [state, setState] = useState<ExportState | null>(null);

  async function run(fileName: string) {
    setState({ rows: 0, percent: 0 });
    const rows: (string | number)[][] = [];
    let lastEvaluatedKey: Record<string, string> | null = null;
    try {
      do {
        const page: Awaited<ReturnType<typeof utils.client.inventoryLogs.list.query>> =
          await utils.client.inventoryLogs.list.query({ ...query, limit: 100, lastEvaluatedKey });
        rows.push(...page.items.map((row) => logCsvRow(row, timeZone)));
        lastEvaluatedKey = page.lastEvaluatedKey;
        const last = page.items.at(-1)?.createDate;
        setState({
          rows: rows.length,
          percent: lastEvaluatedKey ? percentDone(query.from, query.to, last) : 100,
        });
      } while (lastEvaluatedKey);
      downloadCsv(fileName, logCsvHeader, rows);
      toast.success(`Exported ${rows.length.toLocaleString("en-CA")} entries`);
    } catch (error) {
      toast.error(serverMessageOr(error, "The export failed. Please try again."));
    } finally {
      setState(null);
    }
  }

  return { exporting: state, run };
}
