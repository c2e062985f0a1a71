import {
  provinceLabels,
  type CatalogueImportView,
  type ImportStatus,
} from "@pos/core/province-catalog/catalogue-product.schema";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format-date";

const statusLabels: Record<ImportStatus, string> = {
  queued: "Waiting",
  processing: "Reading",
  ready: "Ready to review",
  saving: "Saving",
  saved: "Imported",
  cancelled: "Cancelled",
  failed: "Failed",
};

function summary(upload: CatalogueImportView): string {
  if (upload.status === "failed") return upload.error ?? "The file was not imported";
  if (upload.status !== "saved") return "";
  const skipped = upload.skipped > 0 ? `, ${upload.skipped.toLocaleString("en-CA")} rows skipped` : "";
  return `${upload.adds.toLocaleString("en-CA")} products${skipped}`;
}

/** The last uploads of the global catalogue with the worker's state of each. */
export function RecentUploads({ uploads }: { uploads: CatalogueImportView[] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent uploads</CardTitle>
      </CardHeader>
      <CardContent>
        {!uploads ? (
          <Skeleton className="h-16 w-full" />
        ) : uploads.length === 0 ? (
          <p className="text-sm text-muted-foreground">No file uploaded yet.</p>
        ) : (
          <ul className="divide-y">
            {uploads.map((upload) => (
              <li
                key={upload.importId}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
              >
                <div className="grid">
                  <span className="font-medium">
                    {upload.fileName} · {provinceLabels[upload.province]}
                  </span>
                  <span className="text-muted-foreground">{summary(upload)}</span>
                </div>
                <div className="flex items-center gap-2">
                  <span className="text-muted-foreground">{formatDateTime(upload.createDate)}</span>
                  <Badge
                    variant={
                      upload.status === "failed"
                        ? "destructive"
                        : upload.status === "saved"
                          ? "default"
                          : "secondary"
                    }
                  >
                    {statusLabels[upload.status]}
                  </Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
