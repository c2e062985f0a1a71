import type { ImportJobView } from "@pos/core/imports/import-job.schema";

/** admin.md 4: the progress bar of imported and skipped rows, out of the file's rows. */
export function ImportProgress({ job }: { job: ImportJobView }) {
  const total = Math.max(job.totalRows, 1);
  const imported = Math.min(100, (job.imported / total) * 100);
  const skipped = Math.min(100 - imported, (job.skipped / total) * 100);
  const done = job.imported + job.skipped;
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={job.totalRows}
        aria-valuenow={done}
        className="flex h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${imported}%` }} />
        <div className="h-full bg-destructive transition-all" style={{ width: `${skipped}%` }} />
      </div>
      <p className="flex flex-wrap gap-x-4 text-sm text-muted-foreground">
        <span>
          Imported:{" "}
          <strong className="text-foreground" data-testid="imported-count">
            {job.imported}
          </strong>
        </span>
        <span>
          Skipped:{" "}
          <strong className="text-foreground" data-testid="skipped-count">
            {job.skipped}
          </strong>
        </span>
        <span>of {job.totalRows} rows</span>
      </p>
    </div>
  );
}
