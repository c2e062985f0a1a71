/** The share of the sheet's rows counted, as a bar. */
export function AuditProgress({ counted, total }: { counted: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((counted / total) * 100);
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-sm">
        <span className="font-medium">Progress</span>
        <span className="text-muted-foreground" data-testid="audit-progress">
          {counted} of {total} counted
        </span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Counted"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={counted}
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
