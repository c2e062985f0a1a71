import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { ProductView } from "@pos/core/catalog/listing.schema";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

export type ExportFilters = {
  companyId: number;
  view: ProductView;
  searchQuery?: string;
  selectedSupplierId?: string | null;
  selectedCategoryIds?: string[];
};

/** Fetched and saved under the server's file name (a cross-origin link would ignore `download`). */
async function saveFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error("The export file could not be downloaded. Please try again.");
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** Exports the products the listing's filters select, in the spec's CSV columns. */
export function ExportButton({ filters }: { filters: ExportFilters }) {
  const exportCsv = trpc.catalog.products.exportCsv.useMutation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await exportCsv.mutateAsync(filters);
      await saveFile(file.url, file.fileName);
      toast.success(`Exported ${file.rowCount} ${file.rowCount === 1 ? "row" : "rows"}`, {
        description: file.fileName,
      });
    } catch (error) {
      toast.error("The export failed", { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void run()} disabled={busy} aria-busy={busy}>
      {busy ? <Spinner label="Exporting" /> : <Download aria-hidden />}
      {busy ? "Exporting…" : "Export CSV"}
    </Button>
  );
}
