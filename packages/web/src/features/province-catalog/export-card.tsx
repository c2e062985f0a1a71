import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import {
  catalogueMessages,
  provinceLabels,
  type CatalogueProvince,
} from "@pos/core/province-catalog/catalogue-product.schema";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { ProvincePicker } from "./province-picker";
import type { CatalogueArea } from "./use-catalogue-upload";

/** Saves a signed download under the file name the link carries (the last part of its path). */
async function saveFrom(url: string): Promise<string> {
  const fileName = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "catalogue.csv");
  const response = await fetch(url);
  if (!response.ok) throw new Error("download failed");
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
  return fileName;
}

/** Choose a province, then export it: the file is named after the province and the day (admin.md 9). */
export function ExportCard({ area }: { area: CatalogueArea }) {
  const [province, setProvince] = useState<CatalogueProvince | null>(null);
  const provinceExport = trpc.provinceCatalog.provinceProducts.exportUrl.useMutation();
  const globalExport = trpc.provinceCatalog.globalCatalog.exportUrl.useMutation();
  const exporter = area === "provinceProducts" ? provinceExport : globalExport;

  async function run() {
    if (!province) {
      toast.error(catalogueMessages.selectProvince);
      return;
    }
    try {
      const { url, rowCount } = await exporter.mutateAsync({ province });
      const fileName = await saveFrom(url);
      toast.success(`${fileName} downloaded (${rowCount.toLocaleString("en-CA")} products)`);
    } catch (error) {
      toast.error(serverMessageOr(error, "An error occurred while requesting the file"));
    }
  }

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Export</CardTitle>
        <CardDescription>
          A CSV of every product of one province, in the format the import reads back.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <div className="grid gap-2">
          <Label htmlFor="export-province">Province</Label>
          <ProvincePicker id="export-province" value={province} onChange={setProvince} />
        </div>
        <Button onClick={() => void run()} disabled={exporter.isPending}>
          {exporter.isPending ? <Spinner /> : <Download aria-hidden />}
          {province ? `Export ${provinceLabels[province]}` : "Select province"}
        </Button>
      </CardContent>
    </Card>
  );
}
