/** How far an export has read: a bar and the entries read so far. */
export function ExportProgress({ rows, percent }: { rows: number; percent: number }) {
  return (
    <div className="grid gap-1.5" aria-live="polite">
      <div
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        Exporting… {rows.toLocaleString("en-CA")} entries read ({percent}%)
      </p>
    </div>
  );
}
