import { useState } from "react";
import { catalogueMessages } from "@pos/core/province-catalog/catalogue-product.schema";
import { PageHeader } from "@/components/layout/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { CatalogueNav } from "@/features/province-catalog/catalogue-nav";
import { ChangeSetReview } from "@/features/province-catalog/change-set-review";
import { RowProblems } from "@/features/province-catalog/row-problems";
import { UploadForm } from "@/features/province-catalog/upload-form";
import { useImportStatus } from "@/features/province-catalog/use-import-status";

/** admin.md 4: choose province, upload, wait, fetch the change set, review, then confirm or cancel. */
export function ProvinceImportPage() {
  const [importId, setImportId] = useState<string | null>(null);
  const { upload, working, error } = useImportStatus("provinceProducts", importId);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <CatalogueNav area="provinceProducts" />
      <PageHeader
        title="Import province products"
        description="Upload a provincial wholesaler's product list. You review what changes before anything is saved."
      />
      {importId === null ? (
        <Card className="max-w-2xl">
          <CardHeader>
            <CardTitle>Upload a product list</CardTitle>
            <CardDescription>
              Columns: SKU and Name (required), Brand, Category, Format, Type, GTIN, Quantity Per Case,
              Weight, Cannabis Weight, Volume, THC/CBD (Min and Max), THC CBD Unit, Plant Type.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <UploadForm
              area="provinceProducts"
              successMessage={catalogueMessages.catalogUploaded}
              onUploaded={(started) => setImportId(started.importId)}
            />
          </CardContent>
        </Card>
      ) : working && !error ? (
        <Card className="max-w-2xl">
          <CardContent className="flex items-center gap-3 py-6" aria-live="polite">
            <Spinner />
            Reading the file and preparing the change set…
          </CardContent>
        </Card>
      ) : upload?.status === "ready" || upload?.status === "saving" ? (
        <ChangeSetReview upload={upload} onClosed={() => setImportId(null)} />
      ) : (
        <div className="grid max-w-2xl gap-4">
          <Alert variant="destructive">
            <AlertTitle>The file was not imported</AlertTitle>
            <AlertDescription>{upload?.error ?? error?.message ?? "There was an error"}</AlertDescription>
          </Alert>
          {upload && <RowProblems problems={upload.problems} skipped={upload.skipped} />}
          <button
            type="button"
            className="w-fit text-sm text-primary underline"
            onClick={() => setImportId(null)}
          >
            Upload another file
          </button>
        </div>
      )}
    </div>
  );
}
