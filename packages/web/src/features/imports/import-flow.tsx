import { AlertTriangle, Download, FileUp, Play } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { ImportKind } from "@pos/core/imports/import-job.schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { uploadToStorage } from "@/lib/upload";
import { ImportFilePicker } from "./import-file-picker";
import { ImportIssues } from "./import-issues";
import { ImportPreview } from "./import-preview";
import { ImportProgress } from "./import-progress";

const running = new Set(["previewing", "importing"]);

/** Served from packages/web/public/samples; the API tests import them as they are. */
const samples: Record<ImportKind, string | null> = {
  products: "/samples/products-sample.csv",
  customers: "/samples/customers-sample.csv",
  productBulkUpdate: null,
};

/**
 * admin.md 4 Imports: idle (choose a file), preview (the first 10 rows and every problem of the whole file,
 * nothing written yet), importing (imported and skipped, live), then the error list with the skipped rows as CSV.
 */
export function ImportFlow({ companyId, kind, hint }: { companyId: number; kind: ImportKind; hint: string }) {
  const [importId, setImportId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const upload = trpc.imports.upload.useMutation();
  const start = trpc.imports.start.useMutation();
  const confirm = trpc.imports.confirm.useMutation();
  const skippedRows = trpc.imports.skippedRows.useMutation();
  const job = trpc.imports.get.useQuery(
    { companyId, importId: importId ?? "" },
    {
      enabled: importId !== null,
      refetchInterval: (query) => (running.has(query.state.data?.status ?? "") ? 1000 : false),
    },
  );

  const onPick = async (file: File, lenient: boolean) => {
    setUploading(true);
    try {
      const signed = await upload.mutateAsync({ companyId, fileName: file.name });
      await uploadToStorage(signed, file);
      const started = await start.mutateAsync({
        companyId,
        kind,
        key: signed.key,
        fileName: file.name,
        lenient,
      });
      setImportId(started.importId);
    } catch (error) {
      toast.error(serverMessageOr(error, "An error occurred while uploading the file"));
    } finally {
      setUploading(false);
    }
  };
  const onImport = async () => {
    if (!importId) return;
    try {
      await confirm.mutateAsync({ companyId, importId });
      await job.refetch();
    } catch (error) {
      toast.error(serverMessageOr(error, "There was an error"));
    }
  };
  const onDownload = async () => {
    if (!importId) return;
    try {
      const { url } = await skippedRows.mutateAsync({ companyId, importId });
      const link = document.createElement("a");
      link.href = url;
      link.download = "skipped-rows.csv";
      link.click();
    } catch (error) {
      toast.error(serverMessageOr(error, "An error occurred while requesting the file"));
    }
  };
  const again = () => setImportId(null);

  const view = job.data;
  if (!importId)
    return (
      <ImportFilePicker
        hint={hint}
        sample={samples[kind]}
        busy={uploading}
        withLenient={kind !== "customers"}
        onPick={(file, lenient) => void onPick(file, lenient)}
      />
    );
  if (!view) return <Spinner />;
  const another = (
    <Button variant="outline" className="w-fit" onClick={again}>
      <FileUp aria-hidden />
      Choose another file
    </Button>
  );
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        File: <strong className="text-foreground">{view.fileName}</strong>
        {view.totalRows > 0 && ` · ${view.totalRows} rows`}
      </p>
      {view.status === "previewing" && (
        <div className="flex items-center gap-2 text-sm" role="status">
          <Spinner /> Reading the whole file and checking every row…
        </div>
      )}
      {view.status === "failed" && (
        <>
          <Alert variant="destructive">
            <AlertTriangle aria-hidden />
            <AlertTitle>The file was not imported</AlertTitle>
            <AlertDescription>{view.error}</AlertDescription>
          </Alert>
          {another}
        </>
      )}
      {view.status === "previewed" && (
        <>
          <ImportPreview job={view} />
          <Card>
            <CardHeader>
              <CardTitle>
                {view.errorCount === 0 ? "No problems found" : `${view.errorCount} rows will be skipped`}
                {view.warningCount > 0 && ` · ${view.warningCount} warnings and changes`}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ImportIssues
                companyId={companyId}
                importId={view.importId}
                stage="preview"
                empty="Every row can be imported."
              />
            </CardContent>
          </Card>
          <div className="flex flex-wrap gap-2">
            <Button disabled={view.blocked || confirm.isPending} onClick={() => void onImport()}>
              <Play aria-hidden />
              Import
            </Button>
            {another}
          </div>
        </>
      )}
      {(view.status === "importing" || view.status === "done") && (
        <>
          <ImportProgress job={view} />
          {view.status === "importing" ? (
            <div className="flex items-center gap-2 text-sm" role="status">
              <Spinner /> Importing…
            </div>
          ) : (
            <Alert>
              <AlertTitle>
                Import finished: {view.imported} imported, {view.skipped} skipped
              </AlertTitle>
            </Alert>
          )}
          {view.status === "done" && (
            <Card>
              <CardHeader className="flex flex-row items-center justify-between gap-2">
                <CardTitle>Skipped rows and warnings</CardTitle>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={view.skipped === 0}
                  onClick={() => void onDownload()}
                >
                  <Download aria-hidden />
                  Download skipped rows (CSV)
                </Button>
              </CardHeader>
              <CardContent>
                <ImportIssues
                  companyId={companyId}
                  importId={view.importId}
                  stage="import"
                  empty="No row was skipped."
                />
              </CardContent>
            </Card>
          )}
          {view.status === "done" && another}
        </>
      )}
    </div>
  );
}
